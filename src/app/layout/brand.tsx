import { defaultSystemName } from '../../contract/index.ts';
import styles from './brand.module.css';

/** The system's name (user info `systemFlag`, product 3) with the logo when `showLogo` is set. */
export function Brand({ name, showLogo, compact = false }: { name: string; showLogo: boolean; compact?: boolean }) {
  const text = name || defaultSystemName;
  return (
    <div className={`${styles.brand} ${compact ? styles.compact : ''}`} title={compact ? text : undefined}>
      {showLogo ? (
        <img className={styles.logo} src="/icons/icon-192.png" alt="" width={32} height={32} />
      ) : (
        <span className={styles.mark} aria-hidden="true">
          {text.slice(0, 1)}
        </span>
      )}
      {!compact && <span className={styles.name}>{text}</span>}
    </div>
  );
}
