import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/** The primary button of a sign-in step; busy while the call is out, so a second tap sends nothing. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={loading} aria-busy={loading || undefined}>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
