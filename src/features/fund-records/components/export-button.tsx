import { useLingui } from '@lingui/react/macro';
import { ActionSheet, Button, CenterPopup, ProgressBar, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import list from '../../../components/list/list.module.css';
import { fetchFundPage } from '../api/get-fund-records.ts';
import { fetchAllPages } from '../../../lib/sheets/fetch-all-pages.ts';
import { fundSheet } from '../export/to-sheet.ts';
import type { FundFilters } from '../filters.ts';
import styles from './fund-records.module.css';

type Stage = { step: 'fetching' | 'building'; done: number; total: number } | { step: 'failed'; error: Error };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Export of the filtered rows to CSV or Excel: fetched page by page with the count shown (a large
 * export can be cancelled), then built into a file in the sheet worker and downloaded.
 */
export function ExportButton({ filters }: { filters: FundFilters }) {
  const { t, i18n } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const [stage, setStage] = useState<Stage | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: 'csv' | 'xlsx') => {
    const controller = new AbortController();
    abort.current = controller;
    setStage({ step: 'fetching', done: 0, total: 0 });
    try {
      const rows = await fetchAllPages(
        (pageIndex, pageNum, signal) => fetchFundPage(filters, pageIndex, pageNum, signal),
        controller.signal,
        (done, total) => setStage({ step: 'fetching', done, total }),
      );
      controller.signal.throwIfAborted();
      setStage({ step: 'building', done: 0, total: rows.length });
      const { exportSheet } = await import('../../../lib/sheets/export.ts');
      const sheet = fundSheet(i18n, rows);
      await exportSheet({
        format,
        fileName: `fund-records-${new Date().toISOString().slice(0, 10)}`,
        ...sheet,
        onProgress: (done, total) => {
          if (!controller.signal.aborted) setStage({ step: 'building', done, total });
        },
      });
      if (controller.signal.aborted) return;
      setStage(null);
      Toast.show({ icon: 'success', content: t({ id: 'fundRecords.texts.exported', message: 'The file is downloading' }) });
    } catch (err) {
      if (isAbort(err) || controller.signal.aborted) return;
      setStage({ step: 'failed', error: err instanceof Error ? err : new Error(String(err)) });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    setStage(null);
  };

  const percent = stage && stage.step !== 'failed' && stage.total > 0 ? Math.round((stage.done / stage.total) * 100) : 0;
  const done = stage && stage.step !== 'failed' ? stage.done : 0;
  const total = stage && stage.step !== 'failed' ? stage.total : 0;

  return (
    <>
      <Button className={list.button} onClick={() => setChoosing(true)}>
        {t({ id: 'fundRecords.actions.export', message: 'Export' })}
      </Button>
      <ActionSheet
        visible={choosing}
        onClose={() => setChoosing(false)}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={[
          { key: 'csv', text: t({ id: 'fundRecords.actions.exportCsv', message: 'CSV file' }) },
          { key: 'xlsx', text: t({ id: 'fundRecords.actions.exportXlsx', message: 'Excel file' }) },
        ]}
        onAction={(action) => {
          setChoosing(false);
          void run(action.key === 'xlsx' ? 'xlsx' : 'csv');
        }}
      />
      <CenterPopup visible={stage !== null} bodyClassName={list.dialog}>
        <div className={styles.progress} role="status" data-testid="fund-export-progress">
          <h2 className={list.sheetTitle}>{t({ id: 'fundRecords.titles.export', message: 'Export fund records' })}</h2>
          {stage?.step === 'failed' ? (
            <ErrorAlert error={stage.error} />
          ) : (
            <>
              <p>
                {stage?.step === 'building'
                  ? t({ id: 'fundRecords.texts.building', message: `Building the file: ${done} of ${total} rows` })
                  : t({ id: 'fundRecords.texts.fetching', message: `Fetched ${done} of ${total} rows` })}
              </p>
              <ProgressBar percent={percent} />
            </>
          )}
          <Button block size="large" className={list.button} onClick={cancel}>
            {stage?.step === 'failed' ? t({ id: 'common.buttons.close', message: 'Close' }) : t({ id: 'common.buttons.cancel', message: 'Cancel' })}
          </Button>
        </div>
      </CenterPopup>
    </>
  );
}
