import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { maxBankImportRows, type BankImportResult } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ParsedRows } from '../../../components/sheets/parsed-rows.tsx';
import { FilePickBlock } from '../../../components/upload/file-pick-block.tsx';
import { UploadScreen } from '../../../components/upload/upload-screen.tsx';
import upload from '../../../components/upload/upload.module.css';
import { useParsedFile } from '../../../components/upload/use-parsed-file.ts';
import { sheetColumnLabels, sheetIssueText } from '../../../lib/sheets/labels.ts';
import { useImportBanks } from '../api/banks.ts';
import styles from './banks.module.css';

/**
 * Import from a CSV or Excel file: the sheet worker reads and checks every line with the
 * contract's bank rule, bad lines are shown with their reason before anything is sent, the good
 * ones go to the server, which checks them again and answers each line it refused.
 */
export function BankImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const parsed = useParsedFile<'bank'>();
  const send = useImportBanks();
  const [result, setResult] = useState<BankImportResult | null>(null);
  const rows = parsed.file?.rows ?? [];
  const good = rows.filter((r) => r.errors.length === 0);
  const bad = rows.length - good.length;
  const count = good.length;

  const submit = async () => {
    const answer = await send
      .mutateAsync({ rows: good.map((r) => ({ line: r.line, cells: r.cells })) })
      .catch(() => null);
    if (!answer) return;
    setResult(answer);
    parsed.clear();
  };

  return (
    <UploadScreen
      open={open}
      title={t({ id: 'banks.titles.import', message: 'Import banks' })}
      dirty={parsed.file !== null}
      onClose={onClose}
    >
      <section className={upload.card}>
        <p className={upload.hint}>
          {t({
            id: 'banks.texts.importRules',
            message:
              'Columns: name, shortCode, ifscPrefix, country (IN, KE…). An Indian bank needs its 4-letter IFSC prefix. Codes already listed are reported, never changed.',
          })}
        </p>
        <FilePickBlock
          accept=".csv,text/csv,.xlsx"
          label={t({ id: 'banks.actions.chooseFile', message: 'Choose file' })}
          parsed={parsed}
          onFile={(f) => {
            setResult(null);
            void parsed.read(f, { kind: 'bank', maxRows: maxBankImportRows });
          }}
        />
      </section>
      {parsed.file && (
        <>
          <ParsedRows kind="bank" rows={rows} onChange={parsed.setRows} />
          <div className={upload.submit}>
            <ErrorAlert error={send.error} />
            {bad > 0 && (
              <p className={upload.hint}>
                {t({ id: 'banks.texts.badLeftOut', message: `${bad} rows with errors are left out unless fixed` })}
              </p>
            )}
            <Button
              block
              color="primary"
              size="large"
              disabled={count === 0}
              loading={send.isPending}
              onClick={() => void submit()}
            >
              {t({ id: 'banks.actions.importRows', message: `Import ${count} banks` })}
            </Button>
          </div>
        </>
      )}
      {result && <ImportReport result={result} />}
    </UploadScreen>
  );
}

/** What the server answered: how many were added and each refused row with its reason. */
function ImportReport({ result }: { result: BankImportResult }) {
  const { t, i18n } = useLingui();
  const column = (field: string | null) =>
    field && sheetColumnLabels[field] ? `${i18n._(sheetColumnLabels[field])}: ` : '';
  const created = result.created;
  const refused = result.problems.length;
  return (
    <section
      aria-label={t({ id: 'banks.titles.importReport', message: 'Import result' })}
      data-testid="bank-import-report"
    >
      <p role="status">
        {t({ id: 'banks.texts.importDone', message: `${created} banks added, ${refused} rows refused` })}
      </p>
      <ul className={styles.report}>
        {result.problems.map((p) => {
          const line = p.line;
          return (
            <li key={line}>
              {t({ id: 'banks.texts.importLine', message: `Row ${line}` })}: {column(p.field)}
              {sheetIssueText({ id: p.id, ...(p.values ? { values: p.values } : {}) })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
