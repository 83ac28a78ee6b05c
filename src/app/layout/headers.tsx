import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { HeaderSearch, PhoneSearch } from '../../features/search/index.ts';
import type { AppRoute } from '../../lib/routes/types.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import type { MenuAction } from './menu-anchor.ts';
import { ErrorBadge, FullscreenToggle } from './header-actions.tsx';
import styles from './header.module.css';
import { FoldIcon, UnfoldIcon } from './icons.tsx';
import { UserMenu } from './user-menu.tsx';

interface User {
  name: string;
  roleLabel: string;
  actions: MenuAction[];
  /** Unread inbox messages: a badge on the avatar. */
  unread: number;
}

/** Phone header: the page's title, search, language, and the user's sheet (the menu is the bottom bar's "More"). */
export function PhoneHeader({ route, user }: { route: AppRoute | undefined; user: User }) {
  const { i18n } = useLingui();
  return (
    <header className={styles.phone}>
      <h1 className={styles.phoneTitle}>{route ? i18n._(route.title) : ''}</h1>
      <PhoneSearch className={styles.iconButton} />
      <ErrorBadge onlyWhenSome />
      <LanguageSwitch className={styles.phoneLanguage} />
      <UserMenu
        name={user.name}
        roleLabel={user.roleLabel}
        actions={user.actions}
        unread={user.unread}
        desktop={false}
      />
    </header>
  );
}

interface DesktopProps {
  route: AppRoute | undefined;
  user: User;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** Desktop header (product 2.9): menu toggle, breadcrumb, search (decision 128), full screen, error badge, language, user. */
export function DesktopHeader({ route, user, collapsed, onToggleMenu }: DesktopProps) {
  const { t } = useLingui();
  const toggleLabel = collapsed
    ? t({ id: 'layout.menu.expand', message: 'Expand menu' })
    : t({ id: 'layout.menu.collapse', message: 'Collapse menu' });
  return (
    <header className={styles.desktop}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-expanded={!collapsed}
        onClick={onToggleMenu}
      >
        {collapsed ? <UnfoldIcon /> : <FoldIcon />}
      </button>
      {route && <Breadcrumb route={route} />}
      <div className={styles.actions}>
        <HeaderSearch />
        <FullscreenToggle />
        <ErrorBadge />
        <LanguageSwitch className={styles.desktopLanguage} />
        <UserMenu name={user.name} roleLabel={user.roleLabel} actions={user.actions} unread={user.unread} desktop />
      </div>
    </header>
  );
}
