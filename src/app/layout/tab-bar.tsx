import { useLingui } from '@lingui/react/macro';
import { ActionSheet } from '../../components/sheets/overlays.ts';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { findRoute } from '../../lib/routes/match.ts';
import { appRoutes } from '../routes/table.ts';
import { FloatingMenu } from './floating-menu.tsx';
import { anchorBelow, type MenuAction, type MenuAnchor } from './menu-anchor.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MoreIcon } from './icons.tsx';
import styles from './tab-bar.module.css';
import { canClose } from './tabs-model.ts';
import type { useTabs } from './use-tabs.ts';
import { useStripScroll } from './use-strip-scroll.ts';

type TabsApi = ReturnType<typeof useTabs>;
type Menu = { path: string; anchor: MenuAnchor | null };

const longPressMs = 550;

/**
 * The opened pages (product 2.9): a swipeable strip on phones, with arrows on desktops; the home tab
 * has no close button. Close others / close all come from the ⋯ button, a right-click or a long
 * press on a tab: a menu on desktops, a sheet on phones.
 */
export function TabBar({ api, current, desktop }: { api: TabsApi; current: string; desktop: boolean }) {
  const { t, i18n } = useLingui();
  const { strip, edges, step } = useStripScroll(current);
  const [menu, setMenu] = useState<Menu | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const press = useRef<{ timer: number; fired: boolean }>({ timer: 0, fired: false });
  const titleOf = (path: string) => {
    const route = findRoute(appRoutes, path);
    return route ? i18n._(route.title) : path;
  };

  const actionsFor = (path: string): MenuAction[] => [
    ...(canClose(path)
      ? [{ key: 'close', text: t({ id: 'tabs.closeThis', message: 'Close' }), onSelect: () => void api.close(path) }]
      : []),
    {
      key: 'others',
      text: t({ id: 'tabs.closeOthers', message: 'Close others' }),
      onSelect: () => void api.closeOthers(path),
    },
    { key: 'all', text: t({ id: 'tabs.closeAll', message: 'Close all' }), onSelect: () => void api.closeAll() },
  ];

  const openMenu = (path: string, e?: MouseEvent) => {
    e?.preventDefault();
    const anchor =
      desktop && e
        ? e.type === 'contextmenu'
          ? { x: e.clientX, y: e.clientY, align: 'start' as const }
          : anchorBelow(e.currentTarget)
        : null;
    setMenu({ path, anchor });
  };

  // iOS has no contextmenu event for a long press; a timer stands in for it on touch screens.
  const pressStart = (path: string, touch: boolean) => {
    press.current.fired = false;
    if (!touch) return;
    press.current.timer = window.setTimeout(() => {
      press.current.fired = true;
      setMenu({ path, anchor: null });
    }, longPressMs);
  };
  const pressEnd = () => window.clearTimeout(press.current.timer);

  const navLabel = t({ id: 'tabs.label', message: 'Opened pages' });
  const moreLabel = t({ id: 'tabs.more', message: 'Page actions' });

  return (
    <div className={`${styles.bar} ${desktop ? styles.desktop : ''}`}>
      {desktop && edges.left && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t({ id: 'tabs.scrollLeft', message: 'Scroll tabs left' })}
          onClick={() => step(-1)}
        >
          <ChevronLeftIcon size={18} />
        </button>
      )}
      <nav ref={strip} className={styles.strip} aria-label={navLabel}>
        <ul className={styles.list}>
          {api.tabs.map((path) => {
            const title = titleOf(path);
            const here = path === current;
            return (
              <li
                key={path}
                className={`${styles.tab} ${here ? styles.active : ''}`}
                onContextMenu={(e) => openMenu(path, e)}
              >
                <Link
                  to={path}
                  className={styles.link}
                  aria-current={here ? 'page' : undefined}
                  draggable={false}
                  onPointerDown={(e) => pressStart(path, e.pointerType === 'touch')}
                  onPointerUp={pressEnd}
                  onPointerLeave={pressEnd}
                  onPointerCancel={pressEnd}
                  onClick={(e) => (here || press.current.fired) && e.preventDefault()}
                >
                  {title}
                </Link>
                {canClose(path) && (
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={t({ id: 'tabs.close', message: `Close ${title}` })}
                    onClick={() => void api.close(path)}
                  >
                    <span className={styles.closeDot}>
                      <CloseIcon size={14} />
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {desktop && edges.right && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t({ id: 'tabs.scrollRight', message: 'Scroll tabs right' })}
          onClick={() => step(1)}
        >
          <ChevronRightIcon size={18} />
        </button>
      )}
      <button
        type="button"
        className={styles.more}
        aria-label={moreLabel}
        aria-haspopup="menu"
        onClick={(e) => openMenu(current, e)}
      >
        <MoreIcon />
      </button>
      {menu?.anchor && (
        <FloatingMenu anchor={menu.anchor} actions={actionsFor(menu.path)} label={moreLabel} onClose={closeMenu} />
      )}
      <ActionSheet
        visible={menu !== null && menu.anchor === null}
        label={menu ? titleOf(menu.path) : ''}
        extra={menu ? titleOf(menu.path) : undefined}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={menu ? actionsFor(menu.path).map((a) => ({ key: a.key, text: a.text, onClick: a.onSelect })) : []}
        closeOnAction
        onClose={closeMenu}
      />
    </div>
  );
}
