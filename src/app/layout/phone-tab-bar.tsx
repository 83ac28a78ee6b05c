import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PhoneTab } from '../../lib/routes/phone-tabs.ts';
import { MoreIcon } from './icons.tsx';
import { MenuEntryIcon } from './menu-icon.tsx';
import styles from './phone-tab-bar.module.css';

interface Props {
  tabs: PhoneTab[];
  current: string;
  /** Unread inbox messages: a badge on the messages tab. */
  unread: number;
  moreOpen: boolean;
  onMore: () => void;
}

/** Scrolls the shown page's own box to its top (each page scrolls in its pane, page-pane.tsx). */
function scrollPageToTop(path: string) {
  const pane = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
  pane?.scrollTo({ top: 0, behavior: 'smooth' });
}

/**
 * The phone's bottom bar (decision 070): the role's main pages under the thumb and "More" for
 * the full menu and the opened pages. Tapping the page already shown takes it back to its top.
 */
export function PhoneTabBar({ tabs, current, unread, moreOpen, onMore }: Props) {
  const { t, i18n } = useLingui();
  const onMain = tabs.some((tab) => tab.route.path === current);
  return (
    <nav className={styles.bar} data-bottom-bar aria-label={t({ id: 'phoneTabs.label', message: 'Main pages' })}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const here = tab.route.path === current;
          const label = i18n._(tab.label);
          const badge = tab.icon === 'messages' && unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null;
          return (
            <li key={tab.route.path}>
              <Link
                to={tab.route.path}
                className={`${styles.item} ${here ? styles.active : ''}`}
                aria-current={here ? 'page' : undefined}
                aria-label={badge ? t({ id: 'phoneTabs.unread', message: `${label}, ${unread} unread` }) : undefined}
                draggable={false}
                onClick={(e) => {
                  if (!here) return;
                  e.preventDefault();
                  scrollPageToTop(current);
                }}
              >
                <span className={styles.icon}>
                  <MenuEntryIcon id={tab.icon} label={label} />
                  {badge && (
                    <span className={styles.badge} aria-hidden="true">
                      {badge}
                    </span>
                  )}
                </span>
                <span className={styles.label}>{label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`${styles.item} ${!onMain || moreOpen ? styles.active : ''}`}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={onMore}
          >
            <span className={styles.icon}>
              <MoreIcon size={20} />
            </span>
            <span className={styles.label}>{t({ id: 'phoneTabs.more', message: 'More' })}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
