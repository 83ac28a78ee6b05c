import { useLingui } from '@lingui/react/macro';
import { Button, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { isUsdtPayoutProduct } from '../../../contract/index.ts';
import { sheetColumns } from '../../../contract/api/sheet-rows.ts';
import { isApiError } from '../../../lib/api/client.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ParsedRows } from '../../../components/sheets/parsed-rows.tsx';
import { exportSheet } from '../../../lib/sheets/export.ts';
import { readyRows } from '../../../lib/sheets/row-edits.ts';
import { useCreatePayoutBatch } from '../api/create-payout-batch.ts';
import { usePayoutProductNames } from '../api/get-payout-products.ts';
import { refusedRows, withServerProblems } from '../server-problems.ts';
import {
  kindOfTemplate,
  parseOptionsFor,
  payoutTemplates,
  templateForProduct,
  uploadProducts,
  type PayoutTemplate,
} from '../templates.ts';
import { FilePickBlock } from '../../../components/upload/file-pick-block.tsx';
import { useParsedFile } from '../../../components/upload/use-parsed-file.ts';
import styles from '../../../components/upload/upload.module.css';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';

/**
 * Product 5 upload rules: the file is read and checked in the sheet worker (never on the page), more
 * than 500 rows refuses it before upload, bad rows are fixed or dropped, and the server checks
 * every row again and creates all of them or none.
 */
export function PayoutUploadForm({ onDirty, onDone }: { onDirty: (dirty: boolean) => void; onDone: () => void }) {
  const { t } = useLingui();
  const [productId, setProductId] = useState<number>(uploadProducts[0] ?? 0);
  const [template, setTemplate] = useState<PayoutTemplate>('bank');
  const parsed = useParsedFile<'payout' | 'usdtPayout'>();
  const create = useCreatePayoutBatch();
  const names = usePayoutProductNames().data;
  const rows = parsed.file?.rows ?? [];
  const ready = rows.length > 0 ? readyRows(rows) : null;
  const count = rows.length;

  const templateText: Record<PayoutTemplate, string> = {
    bank: t({ id: 'payoutUpload.templates.bank', message: 'Bank payout (Excel or CSV)' }),
    bankCsv: t({ id: 'payoutUpload.templates.bankCsv', message: 'Bank payout (CSV only)' }),
    usdt: t({ id: 'payoutUpload.templates.usdt', message: 'USDT payout (Excel or CSV)' }),
  };
  const usdtText = t({ id: 'payoutUpload.texts.usdt', message: 'USDT' });

  const reset = () => {
    parsed.clear();
    create.reset();
    onDirty(false);
  };
  const choose = async (file: File) => {
    create.reset();
    await parsed.read(file, parseOptionsFor(template, productId));
    onDirty(true);
  };
  const downloadTemplate = () =>
    void exportSheet({
      format: template === 'bankCsv' ? 'csv' : 'xlsx',
      fileName: `payout-template-${template}`,
      header: sheetColumns[kindOfTemplate(template)].map((c) => c.key),
      rows: [],
    }).catch(() =>
      Toast.show({ icon: 'fail', content: t({ id: 'payoutUpload.errors.templateFailed', message: 'Export failed' }) }),
    );
  const submit = () => {
    if (!parsed.file || !ready) return;
    create.mutate(
      { productId, fileName: parsed.file.fileName, rows: rows.map((r) => ({ line: r.line, cells: r.cells })) },
      {
        onSuccess: (result) => {
          const created = result.created.length;
          Toast.show({
            icon: 'success',
            content: t({ id: 'payoutUpload.texts.created', message: `${created} payouts created` }),
          });
          onDirty(false);
          onDone();
        },
        onError: (err) => {
          const problems = isApiError(err) ? refusedRows(err.data) : null;
          if (problems) parsed.setRows(withServerProblems(rows, problems));
        },
      },
    );
  };

  return (
    <>
      <OfflineActionsNote kind="upload" />
      <section className={styles.card} aria-labelledby="payout-upload-settings">
        <h2 id="payout-upload-settings" className={styles.heading}>
          {t({ id: 'payoutUpload.titles.settings', message: 'Product and template' })}
        </h2>
        <Selector
          aria-label={t({ id: 'payoutUpload.fields.product', message: 'Product' })}
          columns={2}
          value={[productId]}
          options={uploadProducts.map((id) => ({
            value: id,
            // The name people know, the id in small type for the API documentation (decision 119).
            label: (
              <span className={styles.productOption}>
                <span>{names?.get(id) ?? (isUsdtPayoutProduct(id) ? usdtText : `#${id}`)}</span>
                <small>{id}</small>
              </span>
            ),
          }))}
          onChange={(v) => {
            const next = v[0];
            if (next === undefined) return;
            setProductId(next);
            setTemplate(templateForProduct(next));
            reset();
          }}
        />
        <Selector
          aria-label={t({ id: 'payoutUpload.fields.template', message: 'Template' })}
          columns={1}
          value={[template]}
          options={payoutTemplates.map((key) => ({ value: key, label: templateText[key] }))}
          onChange={(v) => {
            const next = v[0];
            if (next === undefined) return;
            setTemplate(next);
            reset();
          }}
        />
        <p className={styles.hint}>
          {t({
            id: 'payoutUpload.texts.rules',
            message: 'At most 500 payouts in one file. The first row names the columns.',
          })}
        </p>
        <FilePickBlock
          accept={template === 'bankCsv' ? '.csv,text/csv' : '.xlsx,.csv'}
          label={t({ id: 'payoutUpload.actions.chooseFile', message: 'Choose file' })}
          parsed={parsed}
          onFile={(f) => void choose(f)}
        >
          <Button size="middle" fill="outline" onClick={downloadTemplate}>
            {t({ id: 'payoutUpload.actions.template', message: 'Download template' })}
          </Button>
        </FilePickBlock>
      </section>
      {parsed.file && (
        <>
          <ParsedRows kind={kindOfTemplate(template)} rows={rows} onChange={parsed.setRows} />
          <div className={styles.submit}>
            <ErrorAlert error={create.error} />
            <Button block color="primary" size="large" disabled={!ready} loading={create.isPending} onClick={submit}>
              {ready
                ? t({ id: 'payoutUpload.actions.submit', message: `Create ${count} payouts` })
                : t({ id: 'payoutUpload.texts.fixFirst', message: 'Fix or drop the rows with errors first' })}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
