import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { canCall, orderRetentionCalls } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useRetentionDryRun, useRetentionRuns, useRunNow } from '../api.ts';
import { clearLabels as l } from '../labels.ts';
import { Counts } from './counts.tsx';
import { RunList } from './run-list.tsx';
import styles from './order-retention.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

/**
 * /orderClearHistory (superAdmin) and its /readonly variant (technicalMaintenance): the order data
 * retention runs, a dry run that counts what a run would move now, then "run now" with a Google code.
 */
export function OrderRetentionPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canRun = !route.readOnly && canCall(orderRetentionCalls.runNow.access, role);
  const runs = useRetentionRuns();
  const [requested, setRequested] = useState(false);
  const [asking, setAsking] = useState(false);
  const dryRun = useRetentionDryRun(requested);
  const runNow = useRunNow();
  const check = () => {
    if (requested) void dryRun.refetch();
    else setRequested(true);
  };
  const preview = dryRun.data;
  const cutoff = preview ? formatTime(i18n, preview.cutoff, { dateStyle: 'short', timeStyle: 'medium' }) : '';
  const days = preview?.days ?? 0;
  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="retention-dry-run-card">
        <h2>{t({ id: 'orderClearHistory.titles.dryRun', message: 'Order data retention' })}</h2>
        <p>
          {t({
            id: 'orderClearHistory.texts.summary',
            message:
              'Finished orders older than the data clear cycle move to the archive with their callbacks, monitor log lines and matched records. Balances, fund records and statistics stay as they are; an archived order is still found by its code.',
          })}
        </p>
        <div className={styles.buttons}>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={check}
            loading={dryRun.isFetching}
            data-testid="retention-dry-run"
          >
            {t({ id: 'orderClearHistory.actions.dryRun', message: 'Dry run' })}
          </Button>
          {canRun && preview && !dryRun.isFetching && (
            <Button
              size="small"
              color="danger"
              onClick={() => setAsking(true)}
              disabled={preview.counts.orders === 0}
              data-testid="retention-run-now"
            >
              {i18n._(l.runNow)}
            </Button>
          )}
        </div>
        {dryRun.error && (
          <LoadError error={dryRun.error} onRetry={() => void dryRun.refetch()} retrying={dryRun.isFetching} />
        )}
        {preview && !dryRun.isFetching && (
          <>
            <p data-testid="retention-dry-run-cutoff">
              {t({
                id: 'orderClearHistory.texts.wouldMove',
                message: `A run now would move (cycle ${days} days, before ${cutoff}):`,
              })}
            </p>
            <Counts counts={preview.counts} testId="retention-dry-run-counts" />
          </>
        )}
      </section>
      <section>
        <h2 className={styles.heading}>{t({ id: 'orderClearHistory.titles.runs', message: 'Runs' })}</h2>
        {runs.error && <LoadError error={runs.error} onRetry={() => void runs.refetch()} retrying={runs.isFetching} />}
        {runs.data && <RunList runs={runs.data} />}
      </section>
      <FormSheet
        open={asking}
        onClose={() => setAsking(false)}
        title={i18n._(l.runNow)}
        intro={
          <p>
            {t({
              id: 'orderClearHistory.texts.runIntro',
              message:
                'The run counts again and moves what it finds then, in batches; it may take minutes on a large database.',
            })}
          </p>
        }
        fields={[{ name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 }]}
        initial={{ googleCode: '' }}
        schema={orderRetentionCalls.runNow.input}
        toInput={(v: Values) => ({ googleCode: v.googleCode ?? '' })}
        submitText={i18n._(l.runNow)}
        failure={l.runFailed}
        onSubmit={async (input) => {
          await runNow.mutateAsync(input as { googleCode: string });
          setAsking(false);
          setRequested(false);
          Toast.show({ icon: 'success', content: t({ id: 'orderClearHistory.texts.done', message: 'Run finished' }) });
        }}
      />
    </div>
  );
}
