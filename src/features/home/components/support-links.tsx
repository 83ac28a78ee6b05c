import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Role } from '../../../contract/index.ts';
import { useRouteTable } from '../../../lib/routes/context.ts';
import { visibleRoutes } from '../../../lib/routes/menu.ts';
import styles from './home-page.module.css';

/** technicalSupport has no orders: its home leads to the pages it has (supplier list, dynamic pay). */
export function SupportLinks({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const routes = visibleRoutes(useRouteTable(), role).filter((r) => r.name !== 'home');
  const title = t({ id: 'home.titles.yourPages', message: 'Your pages' });
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <p className={styles.panelText}>
        {t({ id: 'home.texts.supportWelcome', message: 'Welcome. These are the pages your role works with.' })}
      </p>
      <ul className={styles.links}>
        {routes.map((r) => (
          <li key={r.path}>
            <Link to={r.path} className={styles.linkCard}>
              <span>{i18n._(r.title)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
