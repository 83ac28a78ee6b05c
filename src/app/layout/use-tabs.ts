import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/sheets/overlays.ts';
import { useEffect, useState } from 'react';
import type { Role } from '../../contract/index.ts';
import { decide, findRoute } from '../../lib/routes/match.ts';
import { appRoutes } from '../routes/table.ts';
import { closeAll, closeOthers, closeTab, openTab, removedBy, type TabsChange } from './tabs-model.ts';
import { browserStore, restoreTabs, saveTabs } from './tabs-storage.ts';
import { useGo } from './use-go.ts';

const openable = (role: Role | undefined) => (path: string) =>
  decide(appRoutes, path, role).kind === 'allow' && Boolean(findRoute(appRoutes, path));

/**
 * The opened pages of one user: restored from storage, grown by every page visited, saved on each
 * change. Closing asks first when a closing page's route sets `confirmClose` (product 5).
 */
export function useTabs(userId: number, role: Role | undefined, current: string) {
  const { t, i18n } = useLingui();
  const go = useGo();
  const isPage = Boolean(findRoute(appRoutes, current));
  const [tabs, setTabs] = useState(() => {
    const restored = restoreTabs(browserStore(), userId, openable(role));
    return isPage ? openTab(restored, current) : restored;
  });
  // A newly shown page opens its tab (adjusting state while rendering, as React advises over an effect).
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (isPage) setTabs(openTab(tabs, current));
  }

  useEffect(() => saveTabs(browserStore(), userId, tabs), [userId, tabs]);

  const confirmed = async (closing: readonly string[]) => {
    const asking = closing.map((p) => findRoute(appRoutes, p)).filter((r) => r?.confirmClose);
    if (asking.length === 0) return true;
    const titles = asking.map((r) => (r ? i18n._(r.title) : '')).join('、');
    return Dialog.confirm({
      title: t({ id: 'tabs.confirmClose', message: 'Close this page?' }),
      content: titles,
      confirmText: t({ id: 'tabs.confirmCloseOk', message: 'Close' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
  };

  const apply = async (change: TabsChange) => {
    if (!(await confirmed(removedBy(tabs, change.tabs)))) return;
    setTabs(change.tabs);
    if (change.active !== current) go(change.active);
  };

  return {
    tabs,
    close: (path: string) => apply(closeTab(tabs, path, current)),
    closeOthers: (keep: string = current) => apply(closeOthers(tabs, keep)),
    closeAll: () => apply(closeAll()),
  };
}
