import { useLingui } from '@lingui/react/macro';
import { Button, ProgressBar, Toast } from 'antd-mobile';
import { ActionSheet, CenterPopup } from '../sheets/overlays.ts';
import { useRef, useState } from 'react';
import { listViewCalls, type ViewFilters } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import {
  columnFormats,
  exportCells,
  exportColumnsShown,
  exportHeader,
  type ListExport,
} from '../../lib/sheets/export-decl.ts';
import { pagesOf } from '../../lib/sheets/fetch-all-pages.ts';
import { ErrorAlert } from '../error-alert.tsx';
import list from './list.module.css';

type Stage =
  | { step: 'fetching'; done: number; total: number; capped: boolean }
  | { step: 'building'; done: number; total: number }
  | { step: 'failed'; error: Error };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** The filters as the audit keeps them: only the ones set. */
const setFilters = (filters: Partial<Record<string, string>>): ViewFilters =>
  Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );

/**
 * Export of a list's filtered rows to CSV or Excel (decision 126): the export is audited, then the
 * list's own paged call is read page by page, each page handed to the sheet worker as it comes,
 * with the count and a bar shown; Cancel stops the fetching at once. The worker builds the file and
 * the browser downloads it.
 */
export function ExportButton<T>({ exporter, path }: { exporter: ListExport<T>; path: string }) {
  const { t, i18n } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const [stage, setStage] = useState<Stage | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { decl } = exporter;
  // Read when the export starts: the columns the table shows then, in their order (decision 135).
  const columnIds = exporter.columnIds;

  const run = async (format: 'csv' | 'xlsx') => {
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    setStage({ step: 'fetching', done: 0, total: 0, capped: false });
    const columns = exportColumnsShown(decl.columns, columnIds);
    try {
      const filters = setFilters(exporter.filters);
      await request(listViewCalls.auditExport, { path, list: decl.list, format, filters }, { signal });
      let done = 0;
      let total = 0;
      async function* cells() {
        for await (const page of pagesOf(exporter.fetchPage, signal)) {
          done += page.rows.length;
          total = page.total;
          setStage({ step: 'fetching', done, total, capped: page.capped });
          yield page.rows.map((row) => exportCells(i18n, columns, row));
        }
      }
      const { streamExport } = await import('../../lib/sheets/export.ts');
      await streamExport({
        format,
        fileName: `${decl.list}-${new Date().toISOString().slice(0, 10)}`,
        header: exportHeader(i18n, columns),
        formats: columnFormats(columns),
        pages: cells(),
        signal,
        onBuilding: (built, of) => {
          if (!signal.aborted) setStage({ step: 'building', done: built, total: of });
        },
      });
      if (signal.aborted) return;
      setStage(null);
      Toast.show({
        icon: 'success',
        content: t({ id: 'export.texts.downloading', message: 'The file is downloading' }),
      });
    } catch (err) {
      if (isAbort(err) || signal.aborted) return;
      setStage({ step: 'failed', error: err instanceof Error ? err : new Error(String(err)) });
    }
  };

  const cancel = () => {
    abort.current?.abort();
    setStage(null);
  };

  const active = stage && stage.step !== 'failed' ? stage : null;
  const done = active?.done ?? 0;
  const total = active?.total ?? 0;
  // Past a capped count (orders count to 10,000) the bar waits near its end for the last page.
  const percent = active && total > 0 ? Math.min(99, Math.round((done / total) * 100)) : 0;
  const fetchingText =
    active?.step === 'fetching' && active.capped && done >= total
      ? t({ id: 'export.texts.fetchingMore', message: `Fetched ${done} rows, more to come` })
      : active?.step === 'fetching' && active.capped
        ? t({ id: 'export.texts.fetchingCapped', message: `Fetched ${done} of over ${total} rows` })
        : t({ id: 'export.texts.fetching', message: `Fetched ${done} of ${total} rows` });

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
        <div className={list.exportProgress} role="status" data-testid="list-export-progress">
          <h2 className={list.sheetTitle}>{i18n._(decl.title)}</h2>
          {stage?.step === 'failed' ? (
            <ErrorAlert error={stage.error} />
          ) : (
            <>
              <p>
                {stage?.step === 'building'
                  ? t({ id: 'export.texts.building', message: `Building the file: ${done} of ${total} rows` })
                  : fetchingText}
              </p>
              <ProgressBar
                percent={stage?.step === 'building' ? Math.round((done / Math.max(total, 1)) * 100) : percent}
                aria-hidden
              />
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
