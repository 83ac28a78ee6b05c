import { useLingui } from '@lingui/react/macro';
import { breadcrumbOf } from '../../lib/routes/menu.ts';
import type { AppRoute } from '../../lib/routes/types.ts';
import styles from './header.module.css';

/** Desktop breadcrumb: the route's menu groups from the route table, then its title. */
export function Breadcrumb({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const trail = breadcrumbOf(route).map((g) => i18n._(g.title));
  return (
    <nav aria-label={t({ id: 'layout.header.breadcrumb', message: 'Breadcrumb' })} className={styles.breadcrumb}>
      <ol>
        {trail.map((text) => (
          <li key={text}>{text}</li>
        ))}
        <li aria-current="page">
          <h1 className={styles.pageTitle}>{i18n._(route.title)}</h1>
        </li>
      </ol>
    </nav>
  );
}
