import { useLingui } from '@lingui/react/macro';
import { constants } from '../../contract/index.ts';
import type { MenuNode } from '../../lib/routes/menu.ts';
import { Brand } from './brand.tsx';
import { MenuTree } from './menu-tree.tsx';
import styles from './side-menu.module.css';

interface Props {
  nodes: MenuNode[];
  current: string;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  collapsed: boolean;
  onExpand: (groupId: string) => void;
  brand: { name: string; showLogo: boolean };
}

/** Desktop side menu (product 2.9, 9): 256 px wide, 64 px collapsed with icons only. */
export function SideMenu({ nodes, current, open, onToggle, collapsed, onExpand, brand }: Props) {
  const { t } = useLingui();
  const width = collapsed ? constants.sidebarCollapsedWidth : constants.sidebarWidth;
  return (
    <aside className={styles.sider} style={{ width }} data-collapsed={collapsed}>
      <Brand name={brand.name} showLogo={brand.showLogo} compact={collapsed} />
      <nav className={styles.scroll} aria-label={t({ id: 'layout.menu.label', message: 'Main menu' })}>
        <MenuTree
          nodes={nodes}
          current={current}
          open={open}
          onToggle={onToggle}
          collapsed={collapsed}
          onExpand={onExpand}
          tone="dark"
        />
      </nav>
    </aside>
  );
}
