import type { ReactNode } from 'react';
import styles from './home-page.module.css';

/**
 * A figure, or while it loads a bar of the same line in its place: the card keeps the height it
 * will have, so nothing below it moves when the figures come (decision 062: home's layout shift).
 */
export function Figure({ testId, children }: { testId?: string; children: ReactNode | null }) {
  if (children === null) return <span className={styles.figurePending} aria-hidden="true" />;
  return <span data-testid={testId}>{children}</span>;
}
