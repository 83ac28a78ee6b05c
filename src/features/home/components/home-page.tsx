import { useLingui } from '@lingui/react/macro';
import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { roleLabels } from '../../../app/i18n/role-labels.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useUserInfo } from '../../auth/api/get-user-info.ts';
import { useLogout } from '../../auth/api/logout.ts';
import styles from './home-page.module.css';

/** The signed-in start page: who you are and how to sign out (the full layout comes later). */
export function HomePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const logout = useLogout();
  const name = user.name;
  const roles = user.access.map((r) => i18n._(roleLabels[r])).join(' · ');

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      content: t({ id: 'auth.texts.logoutConfirm', message: 'Sign out of this device?' }),
      confirmText: t({ id: 'auth.buttons.logout', message: 'Sign out' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!ok) return;
    await logout.mutateAsync();
    await navigate('/login', { replace: true });
  };

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <span className={styles.brand}>{user.systemFlag || t({ id: 'app.title', message: 'Payment Back Office' })}</span>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="home-welcome">
          <div className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </div>
          <h1 id="home-welcome" className={styles.name}>
            {t({ id: 'home.texts.welcome', message: `Welcome, ${name}` })}
          </h1>
          <dl className={styles.facts}>
            <div>
              <dt>{t({ id: 'auth.fields.account', message: 'Account' })}</dt>
              <dd>{user.account}</dd>
            </div>
            <div>
              <dt>{t({ id: 'users.fields.role', message: 'Role' })}</dt>
              <dd data-testid="user-role">{roles}</dd>
            </div>
          </dl>
          <Button block color="danger" fill="outline" size="large" loading={logout.isPending} onClick={() => void confirmLogout()}>
            {t({ id: 'auth.buttons.logout', message: 'Sign out' })}
          </Button>
        </section>
      </main>
    </div>
  );
}
