import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { systemConfigCalls, type MaintenanceReport } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useApply, useDryRun, type MaintenanceAction } from '../api.ts';
import { maintenanceLabels as l } from '../labels.ts';
import { ChangeList } from './change-list.tsx';
import styles from './system-maintenance.module.css';

interface Props {
  action: MaintenanceAction;
  title: string;
  summary: string;
  applyTitle: MessageDescriptor;
  /** The read-only variant (technicalMaintenance): the dry run only. */
  canApply: boolean;
}

/** One maintenance action: what it does, its dry run ("Check"), then its apply with a Google code. */
export function ActionCard({ action, title, summary, applyTitle, canApply }: Props) {
  const { t, i18n } = useLingui();
  const [requested, setRequested] = useState(false);
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<MaintenanceReport | null>(null);
  const dryRun = useDryRun(action, requested);
  const apply = useApply(action);
  const check = () => {
    setResult(null);
    if (requested) void dryRun.refetch();
    else setRequested(true);
  };
  const report = dryRun.data;
  return (
    <section className={styles.card} aria-label={title} data-testid={`maintenance-${action}`}>
      <h2>{title}</h2>
      <p>{summary}</p>
      <div className={styles.buttons}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={check}
          loading={dryRun.isFetching}
          data-testid={`${action}-check`}
        >
          {t({ id: 'systemMaintenance.actions.check', message: 'Check' })}
        </Button>
        {canApply && report && !result && report.changes.length > 0 && (
          <Button size="small" color="danger" onClick={() => setAsking(true)} data-testid={`${action}-apply`}>
            {i18n._(applyTitle)}
          </Button>
        )}
      </div>
      {dryRun.error && (
        <LoadError error={dryRun.error} onRetry={() => void dryRun.refetch()} retrying={dryRun.isFetching} />
      )}
      {report && !result && !dryRun.isFetching && (
        <>
          {report.changes.length > 0 && (
            <p>{t({ id: 'systemMaintenance.texts.wouldChange', message: 'Would change:' })}</p>
          )}
          <ChangeList changes={report.changes} testId={`${action}-dry-run`} />
        </>
      )}
      {result && (
        <div className={styles.result} data-testid={`${action}-result`}>
          <p>{t({ id: 'systemMaintenance.texts.applied', message: `Applied: ${result.changes.length} changes` })}</p>
          <ChangeList changes={result.changes} testId={`${action}-changed`} />
        </div>
      )}
      <FormSheet
        open={asking}
        onClose={() => setAsking(false)}
        title={i18n._(applyTitle)}
        intro={
          <p>
            {t({
              id: 'systemMaintenance.texts.applyIntro',
              message: 'The check runs again under the locks allocation uses and applies what it finds then.',
            })}
          </p>
        }
        fields={[{ name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 }]}
        initial={{ googleCode: '' }}
        schema={systemConfigCalls[action].input}
        toInput={(v: Values) => ({ googleCode: v.googleCode ?? '' })}
        submitText={i18n._(applyTitle)}
        failure={l.applyFailed}
        onSubmit={async (input) => {
          const done = await apply.mutateAsync(input as { googleCode: string });
          setResult(done);
          setAsking(false);
          Toast.show({
            icon: 'success',
            content: t({ id: 'systemMaintenance.texts.appliedToast', message: 'Maintenance applied' }),
          });
        }}
      />
    </section>
  );
}
