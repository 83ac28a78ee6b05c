import { useLingui } from '@lingui/react/macro';
import { retentionTables, type RetentionCounts } from '../../../contract/index.ts';
import { tableLabels } from '../labels.ts';
import styles from './order-retention.module.css';

/** Rows per table, as a run moved them or a dry run counts them. */
export function Counts({ counts, testId }: { counts: RetentionCounts; testId: string }) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.counts} data-testid={testId}>
      {retentionTables.map((table) => (
        <div key={table} data-testid={`${testId}-${table}`}>
          <dt>{i18n._(tableLabels[table])}</dt>
          <dd>{counts[table].toLocaleString(i18n.locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
