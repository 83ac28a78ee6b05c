import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './auth-form.module.css';

/**
 * The primary button of a sign-in step; busy while the call is out, so a second tap sends nothing.
 * Disabled in the prerendered page until React runs it: the browser would otherwise submit the
 * form itself (Enter in a field too, which a disabled default button stops).
 */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={styles.submit} disabled={loading || !hydrated} aria-busy={loading || undefined}>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
