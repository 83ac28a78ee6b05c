import { useLingui } from '@lingui/react/macro';
import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { batchOrderTypes, isMessageId, OrderType, type BatchCreateResult } from '../../../contract/index.ts';
import { translateMessageId } from '../../../lib/i18n/server-messages.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { orderTypeLabels } from '../../orders/index.ts';
import { FilePickBlock } from '../../../components/upload/file-pick-block.tsx';
import { useParsedFile } from '../../../components/upload/use-parsed-file.ts';
import styles from '../../../components/upload/upload.module.css';
import { ParsedRows } from '../../../components/sheets/parsed-rows.tsx';
import { readyRows } from '../../../lib/sheets/row-edits.ts';
import { buildCsvFile } from '../api/build-csv.ts';
import { useSendOrderBatch } from '../api/send-order-batch.ts';
import { batchTable, withFileLines } from '../batch-csv.ts';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';

/**
 * Product 7.5 createBatch from the app: the CSV is read and checked in the worker, fixed or trimmed
 * by the person, rebuilt as CSV in the worker and sent with the order type and the merchant key.
 * Each line then succeeds or fails on its own, as the server decides.
 */
export function OrderUploadForm({ maxRows, onDirty }: { maxRows: number; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useLingui();
  const [orderType, setOrderType] = useState<number>(OrderType.ordinary);
  const [key, setKey] = useState('');
  const [result, setResult] = useState<BatchCreateResult | null>(null);
  const [building, setBuilding] = useState(false);
  const [buildFailed, setBuildFailed] = useState(false);
  const parsed = useParsedFile<'order'>();
  const send = useSendOrderBatch();
  const rows = parsed.file?.rows ?? [];
  const ready = rows.length > 0 ? readyRows(rows) : null;
  const count = rows.length;
  const keyMissing = key.trim() === '';

  const choose = async (file: File) => {
    send.reset();
    setResult(null);
    await parsed.read(file, { kind: 'order', maxRows, csvOnly: true });
    onDirty(true);
  };
  const submit = async () => {
    if (!parsed.file || !ready || keyMissing) return;
    const table = batchTable(parsed.file.columns, rows);
    setBuilding(true);
    setBuildFailed(false);
    let file: Blob;
    try {
      file = await buildCsvFile(table.header, table.rows);
    } catch {
      setBuildFailed(true);
      setBuilding(false);
      return;
    }
    try {
      const answer = await send.mutateAsync({ file, fileName: 'orders.csv', orderType, key: key.trim() });
      setResult(withFileLines(answer, rows));
      parsed.clear();
      onDirty(false);
    } catch {
      // Shown by the mutation's ErrorAlert.
    } finally {
      setBuilding(false);
    }
  };
  const reason = (msgId: string | null, msg: string | null) =>
    msgId && isMessageId(msgId) ? translateMessageId(msgId) : (msg ?? '');

  return (
    <>
      <OfflineActionsNote kind="upload" />
      <section className={styles.card} aria-labelledby="order-upload-settings">
        <h2 id="order-upload-settings" className={styles.heading}>
          {t({ id: 'orderUpload.titles.settings', message: 'Orders from a CSV file' })}
        </h2>
        <Selector
          aria-label={t({ id: 'orderUpload.fields.orderType', message: 'Order type' })}
          columns={2}
          value={[orderType]}
          options={batchOrderTypes.map((v) => ({ value: v, label: i18n._(orderTypeLabels[v] ?? { id: String(v) }) }))}
          onChange={(v) => v[0] !== undefined && setOrderType(v[0])}
        />
        <label className={styles.field}>
          <span>{t({ id: 'orderUpload.fields.key', message: 'Merchant key' })}</span>
          <Input type="password" value={key} onChange={setKey} autoComplete="off" />
        </label>
        <p className={styles.hint}>
          {t({
            id: 'orderUpload.texts.rules',
            message: `CSV only, at most ${maxRows} orders. Columns: mchOrderNo, productId, amount (in cents), then any of the create call.`,
          })}
        </p>
        <FilePickBlock
          accept=".csv,text/csv"
          label={t({ id: 'orderUpload.actions.chooseFile', message: 'Choose CSV file' })}
          parsed={parsed}
          onFile={(f) => void choose(f)}
        />
      </section>
      {parsed.file && (
        <>
          <ParsedRows kind="order" rows={rows} onChange={parsed.setRows} />
          <div className={styles.submit}>
            <ErrorAlert error={send.error} />
            {buildFailed && (
              <div role="alert" className={styles.failed}>
                {t({ id: 'orderUpload.errors.buildFailed', message: 'Upload failed: the file could not be built' })}
              </div>
            )}
            <Button
              block
              color="primary"
              size="large"
              disabled={!ready || keyMissing}
              loading={building}
              onClick={() => void submit()}
            >
              {!ready
                ? t({ id: 'payoutUpload.texts.fixFirst', message: 'Fix or drop the rows with errors first' })
                : keyMissing
                  ? t({ id: 'orderUpload.texts.keyFirst', message: 'Enter the merchant key first' })
                  : t({ id: 'orderUpload.actions.submit', message: `Upload ${count} orders` })}
            </Button>
          </div>
        </>
      )}
      {result && <BatchResult result={result} reason={reason} />}
    </>
  );
}

function BatchResult({
  result,
  reason,
}: {
  result: BatchCreateResult;
  reason: (msgId: string | null, msg: string | null) => string;
}) {
  const { t } = useLingui();
  const { created, failed } = result;
  const lineText = (line: number, mchOrderNo: string) =>
    t({ id: 'orderUpload.texts.line', message: `Row ${line} (${mchOrderNo})` });
  return (
    <section className={styles.card} aria-labelledby="order-upload-result">
      <h2 id="order-upload-result" className={styles.heading}>
        {t({ id: 'orderUpload.titles.result', message: 'Result' })}
      </h2>
      <p data-testid="order-upload-summary">
        {t({ id: 'orderUpload.texts.summary', message: `${created} orders created, ${failed} refused` })}
      </p>
      <ul className={styles.results}>
        {result.results.map((r) => (
          <li key={r.line} className={r.ok ? undefined : styles.failed} data-testid="order-upload-result-row">
            {lineText(r.line, r.mchOrderNo)}: {r.ok ? (r.order?.orderCode ?? '') : reason(r.msgId, r.msg)}
          </li>
        ))}
      </ul>
    </section>
  );
}
