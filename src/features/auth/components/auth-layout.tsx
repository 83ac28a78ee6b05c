import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { usePublicInfo } from '../../../lib/public-info.ts';
import styles from './auth-layout.module.css';

/**
 * The frame of the sign-in steps: the product's name (SysFlag) with the language switch, the
 * step's title, then a card, then whom to ask (ContactInfo). Both are read through public calls:
 * nobody is signed in yet.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title?: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { contact, systemName } = usePublicInfo();
  const heading = title ?? systemName;
  useEffect(() => {
    document.title = heading === systemName ? systemName : `${heading} · ${systemName}`;
  }, [heading, systemName]);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.topBar}>
          <LanguageSwitch />
        </div>
        <img className={styles.logo} src="/icons/icon-192.png" alt="" width={64} height={64} />
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <main className={styles.card}>{children}</main>
      {contact && (
        <p className={styles.contact} data-testid="contact-info">
          {t({ id: 'auth.texts.contact', message: `Need help? Contact ${contact}` })}
        </p>
      )}
    </div>
  );
}
