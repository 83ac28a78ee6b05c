import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox } from 'antd-mobile';
import { memo } from 'react';
import { outboundFailureKind, type CallbackAttempt, type CallbackAttemptRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { failureTexts } from '../../../lib/i18n/outbound-failure-text.ts';
import { callbackLabels as l, triggerLabels } from '../labels.ts';
import { prettyJson } from '../pretty-json.ts';
import styles from './callbacks.module.css';
import { DeliveredTag } from './delivered-tag.tsx';

interface Props {
  attempt: CallbackAttempt | CallbackAttemptRow;
  /** On the all-attempts page each card names its order; under one order it need not. */
  showOrder: boolean;
  selecting?: boolean;
  selected?: boolean;
  onSelect?: (attempt: CallbackAttempt, selected: boolean) => void;
  /** Re-sends this attempt's callback (the same event, a new attempt); absent for who may not. */
  onResend?: (attempt: CallbackAttempt) => void;
}

/** One callback attempt: when, how, what the merchant answered; the bodies fold open. */
export const AttemptCard = memo(function AttemptCard({
  attempt: a,
  showOrder,
  selecting,
  selected,
  onSelect,
  onResend,
}: Props) {
  const { t, i18n } = useLingui();
  const facts: [string, string][] = [
    [i18n._(l.eventType), a.eventType || '—'],
    [i18n._(l.attempt), String(a.attempt)],
    [i18n._(l.trigger), i18n._(triggerLabels[a.trigger])],
    [
      i18n._(l.responseStatus),
      a.responseStatus === null
        ? t({ id: 'orderCallbacks.texts.noAnswer', message: 'No answer' })
        : String(a.responseStatus),
    ],
    [i18n._(l.duration), i18n.number(a.durationMs, { style: 'unit', unit: 'millisecond' })],
  ];
  if (showOrder) facts.unshift([i18n._(l.merchantOrderNo), a.mchOrderNo], [i18n._(l.httpMethod), a.httpMethod]);
  if ('operatorAccount' in a && a.operatorAccount) facts.push([i18n._(l.operator), a.operatorAccount]);
  return (
    <article className={list.card} aria-label={`${a.orderCode} #${a.attempt}`} data-testid="callback-attempt">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{showOrder ? a.orderCode : whenText(i18n, a.createTime)}</span>
          <DeliveredTag success={a.success} />
        </div>
        {showOrder && <p className={list.total}>{whenText(i18n, a.createTime)}</p>}
        <CardFacts items={facts} />
      </div>
      {a.error && (
        // The reader's words; the system's own (which support asks for) in the title and, when
        // nothing better is known, beside them.
        <p className={styles.error} data-testid="callback-error" title={a.error}>
          {i18n._(l.error)}: {i18n._(failureTexts[outboundFailureKind(a.error)])}
          {outboundFailureKind(a.error) === 'other' && (
            <code className={styles.errorCode}> ({a.error.slice(0, 120)})</code>
          )}
        </p>
      )}
      <div className={styles.bodies}>
        <details>
          <summary className={styles.summary}>{i18n._(l.requestBody)}</summary>
          <pre className={styles.pre} data-testid="callback-request">
            {prettyJson(a.requestBody)}
          </pre>
        </details>
        <details>
          <summary className={styles.summary}>{i18n._(l.responseBody)}</summary>
          <pre className={styles.pre}>{a.responseBody ? prettyJson(a.responseBody) : '—'}</pre>
        </details>
      </div>
      {onResend && !selecting && (
        <div className={list.cardActions}>
          <Button size="small" className={list.button} onClick={() => onResend(a)}>
            {t({ id: 'orders.actions.resendCallback', message: 'Re-send callback' })}
          </Button>
        </div>
      )}
      {selecting && onSelect && (
        <div className={list.cardActions}>
          <Checkbox checked={selected} onChange={(v) => onSelect(a, v)} className={list.select}>
            {t({ id: 'orders.buttons.select', message: 'Select' })}
          </Checkbox>
        </div>
      )}
    </article>
  );
});
