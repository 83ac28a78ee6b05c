import { useLingui } from '@lingui/react/macro';
import { useContactInfo } from '../../../lib/public-settings.ts';
import styles from './home-page.module.css';

/** Whom to ask (ContactInfo); left out while none is set. */
export function ContactCard() {
  const { t } = useLingui();
  const contact = useContactInfo();
  if (!contact) return null;
  const title = t({ id: 'home.titles.support', message: 'Support' });
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <p className={`${styles.panelText} ${styles.contact}`} data-testid="contact-info">
        {contact}
      </p>
    </section>
  );
}
