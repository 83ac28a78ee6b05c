import { useLingui } from '@lingui/react/macro';
import { DotLoading } from 'antd-mobile';
import { memo, Suspense, useRef, useState } from 'react';
import { showsBackToTop } from './back-to-top-rule.ts';
import { ArrowUpIcon } from './icons.tsx';
import styles from './page-pane.module.css';
import { PaneBoundary } from './pane-boundary.tsx';
import { RoutePage } from './route-page.tsx';
import type { AppRoute } from '../../lib/routes/types.ts';

/**
 * One opened page in its own scroll box, so each tab keeps its scroll position; hidden (not
 * unmounted) while another tab shows. The back-to-top button follows this box's scroll; it sits
 * outside the box, over the page's bottom padding, so at the end of a page it covers nothing.
 * Memoized: the shell renders again for each of its own queries and states (unread count, menu
 * switches, tabs, drawer), and none of them concerns the page (a first load of the order list
 * rendered its rows again for each).
 */
export const PagePane = memo(function PagePane({ route, active }: { route: AppRoute; active: boolean }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [farDown, setFarDown] = useState(false);

  return (
    <div className={styles.frame} hidden={!active}>
      <div
        ref={box}
        className={styles.pane}
        data-path={route.path}
        data-scroll-root
        onScroll={(e) => setFarDown(showsBackToTop(e.currentTarget.scrollTop))}
      >
        <PaneBoundary>
          <Suspense
            fallback={
              <div className={styles.loading} role="status">
                <DotLoading color="primary" />
              </div>
            }
          >
            <RoutePage route={route} />
          </Suspense>
        </PaneBoundary>
      </div>
      {active && farDown && (
        <button
          type="button"
          className={styles.backToTop}
          aria-label={t({ id: 'layout.backToTop', message: 'Back to top' })}
          onClick={() => box.current?.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUpIcon size={22} />
        </button>
      )}
    </div>
  );
});
