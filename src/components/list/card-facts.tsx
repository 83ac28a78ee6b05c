import type { ReactNode } from 'react';
import styles from './list.module.css';

/** The facts of a card, two or three a row; each item is [label, value]. */
export function CardFacts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
