import { useLingui } from '@lingui/react/macro';
import type { UserInfo } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import styles from './home-page.module.css';

/** Who is signed in: name, account and role. */
export function UserCard({ user }: { user: UserInfo }) {
  const { t, i18n } = useLingui();
  const name = user.name;
  const roles = user.access.map((r) => i18n._(roleLabels[r])).join(' · ');
  return (
    <section className={styles.user} aria-labelledby="home-welcome">
      <div className={styles.avatar} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </div>
      <div className={styles.userText}>
        <h2 id="home-welcome" className={styles.name}>
          {t({ id: 'home.texts.welcome', message: `Welcome, ${name}` })}
        </h2>
        <p className={styles.userMeta}>
          <span data-testid="user-role" className={styles.role}>
            {roles}
          </span>
          <span className={styles.account}>{user.account}</span>
        </p>
      </div>
    </section>
  );
}
