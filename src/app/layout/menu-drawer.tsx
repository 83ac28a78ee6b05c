import { useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/sheets/overlays.ts';
import type { MenuNode } from '../../lib/routes/menu.ts';
import { Brand } from './brand.tsx';
import { CloseIcon } from './icons.tsx';
import styles from './menu-drawer.module.css';
import { MenuTree } from './menu-tree.tsx';

interface Props {
  visible: boolean;
  onClose: () => void;
  nodes: MenuNode[];
  current: string;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  brand: { name: string; showLogo: boolean };
  user: { name: string; roleLabel: string };
}

/** The phone's menu: a drawer from the left with the person and the role's menu. */
export function MenuDrawer({ visible, onClose, nodes, current, open, onToggle, brand, user }: Props) {
  const { t } = useLingui();
  const label = t({ id: 'layout.menu.label', message: 'Main menu' });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="left" bodyClassName={styles.body}>
      <div className={styles.drawer} role="dialog" aria-modal="true" aria-label={label}>
        <div className={styles.head}>
          <div className={styles.topRow}>
            <Brand name={brand.name} showLogo={brand.showLogo} />
            <button type="button" className={styles.close} aria-label={t({ id: 'layout.menu.close', message: 'Close menu' })} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.user}>
            <span className={styles.avatar} aria-hidden="true">
              {user.name.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.who}>
              <strong>{user.name}</strong>
              <span>{user.roleLabel}</span>
            </span>
          </div>
        </div>
        <nav className={styles.scroll} aria-label={label}>
          <MenuTree nodes={nodes} current={current} open={open} onToggle={onToggle} onNavigate={onClose} tone="light" />
        </nav>
      </div>
    </Popup>
  );
}
