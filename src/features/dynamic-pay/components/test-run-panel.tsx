import { useLingui } from '@lingui/react/macro';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { payScriptSampleSchema, type PayScriptRunResult } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { FieldError } from '../../../components/forms/sheet-form.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useSampleOrders, useTestRun } from '../api/scripts.ts';
import { dynamicPayActionLabels as a, dynamicPayLabels as l } from '../labels.ts';
import styles from './dynamic-pay.module.css';
import { InstructionsView } from './instructions-view.tsx';

type SampleKind = 'order' | 'sample';

/**
 * Runs the editor's text as it stands (saved or not) on one of the product's recent orders or on
 * a sample typed in, and shows what it built or why it failed, with how long it took.
 */
export function TestRunPanel({ productId, source }: { productId: number; source: string }) {
  const { t, i18n } = useLingui();
  const orders = useSampleOrders(productId, true);
  const run = useTestRun();
  const [kind, setKind] = useState<SampleKind | null>(null);
  const [orderId, setOrderId] = useState('');
  const [sample, setSample] = useState({ amount: '100.00', mchOrderNo: '', userName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<PayScriptRunResult | null>(null);
  // A product without orders starts on the typed-in sample.
  const chosen: SampleKind = kind ?? (orders.data && orders.data.length === 0 ? 'sample' : 'order');
  const pickedOrder = orderId || String(orders.data?.[0]?.id ?? '');

  const onRun = async () => {
    if (chosen === 'sample') {
      const found = fieldErrors(payScriptSampleSchema, sample);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    } else if (!pickedOrder) {
      setErrors({ orderId: 'validation.required' });
      return;
    }
    setErrors({});
    setResult(null);
    const input =
      chosen === 'sample' ? { productId, source, sample } : { productId, source, orderId: Number(pickedOrder) };
    const answer = await run.mutateAsync(input).catch(() => null);
    if (answer) setResult(answer);
  };

  const ms = result?.durationMs ?? 0;
  return (
    <section className={styles.section} aria-label={i18n._(a.testRun)}>
      <h3 className={styles.sectionTitle}>{i18n._(a.testRun)}</h3>
      <Selector
        aria-label={i18n._(l.sampleKind)}
        options={[
          { value: 'order', label: i18n._(l.recentOrder) },
          { value: 'sample', label: t({ id: 'dynamicPay.texts.sample', message: 'Sample' }) },
        ]}
        value={[chosen]}
        onChange={(v) => v[0] && setKind(v[0] as SampleKind)}
      />
      {chosen === 'order' ? (
        <div className={list.field}>
          <label htmlFor="pay-script-order" className={list.label}>
            {i18n._(l.recentOrder)}
          </label>
          <select
            id="pay-script-order"
            className={list.nativeInput}
            value={pickedOrder}
            onChange={(e) => setOrderId(e.target.value)}
          >
            {orders.data?.length === 0 && (
              <option value="">
                {t({ id: 'dynamicPay.texts.noOrders', message: 'No orders of this product yet' })}
              </option>
            )}
            {orders.data?.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.orderCode} · {formatMoney(i18n, o.amount)} · {whenText(i18n, o.createTime)}
              </option>
            ))}
          </select>
          <FieldError id="pay-script-order" error={errors.orderId} />
          <ErrorAlert error={orders.error} />
        </div>
      ) : (
        (['amount', 'mchOrderNo', 'userName'] as const).map((key) => (
          <div key={key} className={list.field}>
            <label htmlFor={`pay-script-sample-${key}`} className={list.label}>
              {i18n._(l[key])}
            </label>
            <input
              id={`pay-script-sample-${key}`}
              className={list.nativeInput}
              inputMode={key === 'amount' ? 'decimal' : undefined}
              value={sample[key]}
              maxLength={64}
              aria-describedby={errors[key] ? `pay-script-sample-${key}-error` : undefined}
              onChange={(e) => setSample({ ...sample, [key]: e.target.value })}
            />
            <FieldError id={`pay-script-sample-${key}`} error={errors[key]} />
          </div>
        ))
      )}
      <Button size="large" className={list.button} loading={run.isPending} onClick={() => void onRun()}>
        {i18n._(a.testRun)}
      </Button>
      <ErrorAlert
        error={run.error}
        title={t({ id: 'dynamicPay.errors.testRunFailed', message: 'The test run could not start' })}
      />
      {result && (
        <div
          className={result.ok ? styles.result : `${styles.result} ${styles.failed}`}
          data-testid="test-run-result"
          role="status"
        >
          <strong>
            {result.ok
              ? t({ id: 'dynamicPay.texts.runOk', message: `Succeeded in ${ms} ms` })
              : t({ id: 'dynamicPay.texts.runFailed', message: `Failed after ${ms} ms` })}
          </strong>
          {result.result && <InstructionsView result={result.result} />}
          {result.error && <pre className={styles.pre}>{result.error}</pre>}
        </div>
      )}
    </section>
  );
}
