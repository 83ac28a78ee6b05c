import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, ProgressBar, Toast } from 'antd-mobile';
import { ActionSheet, CenterPopup } from '../sheets/overlays.ts';
import { useRef, useState } from 'react';
import type { Page } from '../../contract/index.ts';
import { fetchAllPages } from '../../lib/sheets/fetch-all-pages.ts';
import { ErrorAlert } from '../error-alert.tsx';
import list from './list.module.css';

type Stage = { step: 'fetching' | 'building'; done: number; total: number } | { step: 'failed'; error: Error };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export interface ExportButtonProps<T> {
  /** One page of the list call under the page's current filters. */
  fetchPage: (pageIndex: number, pageNum: number, signal: AbortSignal) => Promise<Page<T>>;
  /** The file's header and rows, in the reader's language. */
  toSheet: (i18n: I18n, rows: readonly T[]) => { header: string[]; rows: (string | number | null)[][] };
  /** The file's name before the date, e.g. `fund-records`. */
  fileName: string;
  /** The progress dialog's title, e.g. "Export fund records". */
  title: string;
  /** The progress dialog's test id. */
  testId: string;
}

/**
 * Export of a list's filtered rows to CSV or Excel: fetched page by page with the count shown (a
 * large export can be cancelled), then built into a file in the sheet worker and downloaded.
 */
export function ExportButton<T>({ fetchPage, toSheet, fileName, title, testId }: ExportButtonProps<T>) {
  const { t, i18n } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const [stage, setStage] = useState<Stage | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: 'csv' | 'xlsx') => {
    const controller = new AbortController();
    abort.current = controller;
    setStage({ step: 'fetching', done: 0, total: 0 });
    try {
      const rows = await fetchAllPages(fetchPage, controller.signal, (done, total) =>
        setStage({ step: 'fetching', done, total }),
      );
      controller.signal.throwIfAborted();
      setStage({ step: 'building', done: 0, total: rows.length });
      const { exportSheet } = await import('../../lib/sheets/export.ts');
      await exportSheet({
        format,
        fileName: `${fileName}-${new Date().toISOString().slice(0, 10)}`,
        ...toSheet(i18n, rows),
        onProgress: (done, total) => {
          if (!controller.signal.aborted) setStage({ step: 'building', done, total });
        },
      });
      if (controller.signal.aborted) return;
      setStage(null);
      Toast.show({
        icon: 'success',
        content: t({ id: 'export.texts.downloading', message: 'The file is downloading' }),
      });
    } catch (err) {
      if (isAbort(err) || controller.signal.aborted) return;
      setStage({ step: 'failed', error: err instanceof Error ? err : new Error(String(err)) });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    setStage(null);
  };

  const percent =
    stage && stage.step !== 'failed' && stage.total > 0 ? Math.round((stage.done / stage.total) * 100) : 0;
  const done = stage && stage.step !== 'failed' ? stage.done : 0;
  const total = stage && stage.step !== 'failed' ? stage.total : 0;

  return (
    <>
      <Button className={list.button} onClick={() => setChoosing(true)}>
        {t({ id: 'export.actions.export', message: 'Export' })}
      </Button>
      <ActionSheet
        visible={choosing}
        label={t({ id: 'export.choose', message: 'Export as' })}
        onClose={() => setChoosing(false)}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={[
          { key: 'csv', text: t({ id: 'export.actions.csv', message: 'CSV file' }) },
          { key: 'xlsx', text: t({ id: 'export.actions.xlsx', message: 'Excel file' }) },
        ]}
        onAction={(action) => {
          setChoosing(false);
          void run(action.key === 'xlsx' ? 'xlsx' : 'csv');
        }}
      />
      <CenterPopup visible={stage !== null} bodyClassName={list.dialog}>
        <div className={list.exportProgress} role="status" data-testid={testId}>
          <h2 className={list.sheetTitle}>{title}</h2>
          {stage?.step === 'failed' ? (
            <ErrorAlert error={stage.error} />
          ) : (
            <>
              <p>
                {stage?.step === 'building'
                  ? t({ id: 'export.texts.building', message: `Building the file: ${done} of ${total} rows` })
                  : t({ id: 'export.texts.fetching', message: `Fetched ${done} of ${total} rows` })}
              </p>
              <ProgressBar percent={percent} />
            </>
          )}
          <Button block size="large" className={list.button} onClick={cancel}>
            {stage?.step === 'failed'
              ? t({ id: 'common.buttons.close', message: 'Close' })
              : t({ id: 'common.buttons.cancel', message: 'Cancel' })}
          </Button>
        </div>
      </CenterPopup>
    </>
  );
}
