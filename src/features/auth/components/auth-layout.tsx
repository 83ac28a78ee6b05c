import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import styles from './auth-layout.module.css';

/** The frame of the sign-in steps: brand header with the language switch, then a card. */
export function AuthLayout({ title, subtitle, children }: { title: ReactNode; subtitle: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.topBar}>
          <LanguageSwitch />
        </div>
        <img className={styles.logo} src="/icons/icon-192.png" alt="" width={64} height={64} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <main className={styles.card}>{children}</main>
    </div>
  );
}
