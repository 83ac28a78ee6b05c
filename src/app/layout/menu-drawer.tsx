import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
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
  /** The opened pages (product 2.9), which on phones live here instead of a strip under the header. */
  opened: ReactNode;
}

/**
 * The phone's "More": a sheet from the bottom with the person, the opened pages and the role's full
 * menu. Choosing a page, in the menu or among the opened ones, closes it.
 */
export function MenuDrawer({ visible, onClose, nodes, current, open, onToggle, brand, user, opened }: Props) {
  const { t } = useLingui();
  const label = t({ id: 'layout.menu.label', message: 'Main menu' });
  const closeOnLink = (e: MouseEvent) => {
    if (e.target instanceof Element && e.target.closest('a')) onClose();
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.body}
      label={label}
    >
      <div className={styles.drawer}>
        <div className={styles.head}>
          <div className={styles.topRow}>
            <Brand name={brand.name} showLogo={brand.showLogo} />
            <button
              type="button"
              className={styles.close}
              aria-label={t({ id: 'layout.menu.close', message: 'Close menu' })}
              onClick={onClose}
            >
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
        {/* The tabs' links and buttons are the keyboard's way in; this only closes the sheet after a link. */}
        <div className={styles.opened} onClickCapture={closeOnLink}>
          {opened}
        </div>
        <nav className={styles.scroll} aria-label={label}>
          <MenuTree nodes={nodes} current={current} open={open} onToggle={onToggle} onNavigate={onClose} tone="light" />
        </nav>
      </div>
    </Popup>
  );
}
