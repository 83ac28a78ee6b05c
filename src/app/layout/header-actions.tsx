import { useLingui } from '@lingui/react/macro';
import { Badge } from 'antd-mobile';
import { Link, useLocation } from 'react-router';
import { useErrorCount } from '../../features/error-log/index.ts';
import styles from './header.module.css';
import { BugIcon, CompressIcon, ExpandIcon } from './icons.tsx';
import { pathOf } from './route-paths.ts';
import { useFullscreen } from './use-fullscreen.ts';

/** Fullscreen toggle of the desktop header (product 2.9). */
export function FullscreenToggle() {
  const { t } = useLingui();
  const { active, supported, toggle } = useFullscreen();
  if (!supported) return null;
  const label = active
    ? t({ id: 'layout.header.exitFullscreen', message: 'Exit full screen' })
    : t({ id: 'layout.header.fullscreen', message: 'Full screen' });
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={toggle}
    >
      {active ? <CompressIcon /> : <ExpandIcon />}
    </button>
  );
}

/** Script errors of this session (product 8), linking to the error log; a red count once there are any. */
export function ErrorBadge({ onlyWhenSome = false }: { onlyWhenSome?: boolean }) {
  const { t } = useLingui();
  const count = useErrorCount();
  const { pathname } = useLocation();
  const to = pathOf('error_logger_page');
  // Phones have little room: there the badge shows only once something went wrong.
  if (onlyWhenSome && count === 0) return null;
  const label =
    count > 0
      ? t({ id: 'layout.header.errorsLogged', message: `Error log ({count})` })
      : t({ id: 'layout.header.errorLog', message: 'Error log' });
  return (
    <Link
      to={to}
      className={styles.iconButton}
      aria-label={label}
      title={label}
      onClick={(e) => pathname === to && e.preventDefault()}
    >
      <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>
        <BugIcon />
      </Badge>
    </Link>
  );
}
