import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { MenuNode } from '../../lib/routes/menu.ts';
import { ChevronDownIcon } from './icons.tsx';
import { MenuEntryIcon } from './menu-icon.tsx';
import styles from './menu-tree.module.css';

export interface MenuTreeProps {
  nodes: MenuNode[];
  current: string;
  open: ReadonlySet<string>;
  onToggle: (groupId: string) => void;
  /** Called after an entry was chosen (the phone drawer closes then). */
  onNavigate?: () => void;
  /** Desktop side menu at 64 px: icons only; choosing a group asks to expand the menu. */
  collapsed?: boolean;
  onExpand?: (groupId: string) => void;
  tone: 'dark' | 'light';
}

const containsPath = (node: MenuNode, path: string): boolean =>
  node.kind === 'item' ? node.route.path === path : node.children.some((c) => containsPath(c, path));

/** The role's menu from `buildMenu` (product 2.9): groups expand and collapse, sub-groups nest. */
export function MenuTree(props: MenuTreeProps) {
  return (
    <ul className={`${styles.list} ${styles[props.tone]} ${props.collapsed ? styles.collapsed : ''}`}>
      {props.nodes.map((node) => (
        <Entry key={node.kind === 'item' ? node.route.path : node.group.id} node={node} depth={0} {...props} />
      ))}
    </ul>
  );
}

function Entry({ node, depth, ...props }: MenuTreeProps & { node: MenuNode; depth: number }) {
  const { i18n } = useLingui();
  const { current, open, collapsed } = props;
  const indent = { paddingInlineStart: collapsed ? undefined : 16 + depth * 16 };

  if (node.kind === 'item') {
    const { route } = node;
    const label = i18n._(route.title);
    const here = route.path === current;
    // The page shown stays as it is (product 8: duplicate navigation is a no-op, not a reload).
    const onClick = (e: MouseEvent) => {
      if (here) e.preventDefault();
      props.onNavigate?.();
    };
    return (
      <li>
        <Link
          to={route.path}
          className={styles.entry}
          style={indent}
          aria-current={here ? 'page' : undefined}
          title={collapsed ? label : undefined}
          aria-label={collapsed ? label : undefined}
          onClick={onClick}
        >
          {depth === 0 ? (
            <MenuEntryIcon id={route.name} label={label} />
          ) : (
            <span className={styles.dot} aria-hidden="true" />
          )}
          <span className={styles.label}>{label}</span>
        </Link>
      </li>
    );
  }

  const id = node.group.id;
  const label = i18n._(node.group.title);
  const expanded = open.has(id) && !collapsed;
  const active = containsPath(node, current);
  return (
    <li>
      <button
        type="button"
        className={`${styles.entry} ${styles.group} ${active ? styles.activeGroup : ''}`}
        style={indent}
        aria-expanded={collapsed ? undefined : expanded}
        title={collapsed ? label : undefined}
        aria-label={collapsed ? label : undefined}
        onClick={() => (collapsed ? props.onExpand?.(id) : props.onToggle(id))}
      >
        {depth === 0 ? <MenuEntryIcon id={id} label={label} /> : <span className={styles.dot} aria-hidden="true" />}
        <span className={styles.label}>{label}</span>
        {!collapsed && (
          <span className={`${styles.chevron} ${expanded ? styles.chevronOpen : ''}`}>
            <ChevronDownIcon size={16} />
          </span>
        )}
      </button>
      {/* The group wraps the list: a list's items sit in a list (WCAG 1.3.1), the group names them. */}
      {expanded && (
        <div role="group" aria-label={label}>
          <ul className={styles.children}>
            {node.children.map((child) => (
              <Entry
                key={child.kind === 'item' ? child.route.path : child.group.id}
                node={child}
                depth={depth + 1}
                {...props}
              />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
