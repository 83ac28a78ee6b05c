import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { UserInfo } from '../../contract/index.ts';
import { useIsAgent } from '../../lib/user/get-agent-status.ts';
import { userInfoQueryOptions } from '../../lib/user/get-user-info.ts';
import { LiveHost } from '../../features/live/index.ts';
import { hasSession } from '../../lib/api/session.ts';
import { rememberSystemName } from '../../lib/public-settings.ts';
import { roleOf } from '../../lib/user/role-of.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import { PageLoading } from '../page-loading.tsx';
import { findRoute } from '../../lib/routes/match.ts';
import { buildMenu } from '../../lib/routes/menu.ts';
import { appRoutes } from '../routes/table.ts';
import { phoneTabs } from '../../lib/routes/phone-tabs.ts';
import styles from './app-layout.module.css';
import { DesktopHeader, PhoneHeader } from './headers.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { NavProgress } from './nav-progress.tsx';
import { PagePane } from './page-pane.tsx';
import { PhoneTabBar } from './phone-tab-bar.tsx';
import { ServiceBanner } from './service-banner.tsx';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { useCollapsed } from './use-collapsed.ts';
import { useDocumentTitle } from './use-document-title.ts';
import { useKeepAlive } from './use-keep-alive.ts';
import { useIsDesktop } from './use-media.ts';
import { useMenuFlags } from './use-menu-flags.ts';
import { useOpenGroups } from './use-open-groups.ts';
import { useTabs } from './use-tabs.ts';
import { useUserActions } from './use-user-actions.tsx';

/**
 * The signed-in frame. The route loader has put the user info in the cache; a plain query (not a
 * suspense one) reads it, so signing out, which empties the cache, cannot suspend the frame.
 */
export function AppLayout() {
  const { data: user } = useQuery({ ...userInfoQueryOptions(), enabled: hasSession() });
  return user ? <Shell user={user} /> : <PageLoading />;
}

function Shell({ user }: { user: UserInfo }) {
  const { i18n } = useLingui();
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  const route = findRoute(appRoutes, pathname);
  const role = roleOf(user);
  const { smsRecords, webMessages } = useMenuFlags(role);
  const agent = useIsAgent(user.user_id, role === 'supplier');
  const menu = useMemo(
    () => (role ? buildMenu(appRoutes, role, { smsRecords, webMessages, agent }) : []),
    [role, smsRecords, webMessages, agent],
  );
  const mainPages = useMemo(
    () => (role ? phoneTabs(appRoutes, role, { smsRecords, webMessages, agent }) : []),
    [role, smsRecords, webMessages, agent],
  );
  const groups = useOpenGroups(route);
  const tabs = useTabs(user.user_id, role, pathname);
  const panes = useKeepAlive(pathname, tabs.tabs);
  const [collapsed, setCollapsed] = useCollapsed();
  const [drawer, setDrawer] = useState(false);
  const { actions, unread } = useUserActions(user.user_id, role);
  useDocumentTitle(route, user.systemFlag);
  // The sign-in page, shown after signing out or offline, keeps the same name.
  useEffect(() => rememberSystemName(user.systemFlag), [user.systemFlag]);

  const brand = { name: user.systemFlag, showLogo: user.showLogo };
  const person = { name: user.name, roleLabel: role ? i18n._(roleLabels[role]) : '', actions, unread };

  return (
    <div className={styles.shell}>
      <SkipLink />
      <NavProgress />
      {desktop && (
        <SideMenu
          nodes={menu}
          current={pathname}
          open={groups.open}
          onToggle={groups.toggle}
          collapsed={collapsed}
          onExpand={(id) => {
            setCollapsed(false);
            groups.reveal(id);
          }}
          brand={brand}
        />
      )}
      <div className={styles.main}>
        {desktop ? (
          <DesktopHeader
            route={route}
            user={person}
            collapsed={collapsed}
            onToggleMenu={() => setCollapsed(!collapsed)}
          />
        ) : (
          <PhoneHeader route={route} user={person} />
        )}
        <ServiceBanner role={role} />
        <LiveHost role={role} />
        {/* On phones the opened pages move into "More"; the bottom bar takes their place. */}
        {desktop && <TabBar api={tabs} current={pathname} desktop />}
        <main id={mainContentId} tabIndex={-1} className={styles.content}>
          {panes.map((r) => (
            <PagePane key={r.path} route={r} active={r.path === pathname} />
          ))}
          {/* Page routes have no element of their own: this shows only their error element. */}
          <Outlet />
        </main>
        {!desktop && (
          <PhoneTabBar
            tabs={mainPages}
            current={pathname}
            unread={unread}
            moreOpen={drawer}
            onMore={() => setDrawer(true)}
          />
        )}
      </div>
      {!desktop && (
        <MenuDrawer
          visible={drawer}
          onClose={() => setDrawer(false)}
          nodes={menu}
          current={pathname}
          open={groups.open}
          onToggle={groups.toggle}
          brand={brand}
          user={person}
          opened={<TabBar api={tabs} current={pathname} desktop={false} />}
        />
      )}
    </div>
  );
}

const mainContentId = 'main-content';

/**
 * The first stop of Tab (WCAG 2.4.1): straight to the page, past the menu and the header. Focus is
 * moved by hand: a "#main-content" address would be a history entry the router and Back see.
 */
function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      href={`#${mainContentId}`}
      className={styles.skipLink}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {t({ id: 'layout.skipToContent', message: 'Skip to main content' })}
    </a>
  );
}
