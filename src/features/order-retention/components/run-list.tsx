import { useLingui } from '@lingui/react/macro';
import type { RetentionRun } from '../../../contract/index.ts';
import { stateLabels } from '../labels.ts';
import { Counts } from './counts.tsx';
import styles from './order-retention.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/** The runs, newest first: cut-off, who, how long, and the rows moved per table. */
export function RunList({ runs }: { runs: RetentionRun[] }) {
  const { t, i18n } = useLingui();
  if (runs.length === 0)
    return <p data-testid="retention-no-runs">{t({ id: 'orderClearHistory.texts.noRuns', message: 'No run yet.' })}</p>;
  const time = (iso: string) => formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <ul className={styles.runs} data-testid="retention-runs">
      {runs.map((r) => {
        const who = r.scheduled ? t({ id: 'orderClearHistory.texts.scheduled', message: 'Scheduled' }) : r.startedBy;
        const seconds = r.durationMs === null ? '…' : (r.durationMs / 1000).toFixed(1);
        const cutoff = time(r.cutoff);
        return (
          <li key={r.id} className={styles.card} data-testid="retention-run">
            <h3>
              #{r.id} · {i18n._(stateLabels[r.state])}
            </h3>
            <p>{t({ id: 'orderClearHistory.texts.cutoff', message: `Orders finished before ${cutoff}` })}</p>
            <p>
              {time(r.startedAt)} · {who} · {t({ id: 'orderClearHistory.texts.duration', message: `${seconds} s` })}
            </p>
            {r.error && <p className={styles.error}>{r.error}</p>}
            <Counts counts={r.counts} testId={`retention-run-${r.id}`} />
          </li>
        );
      })}
    </ul>
  );
}
