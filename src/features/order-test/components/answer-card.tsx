import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Code, OrderStatus, type CreatedOrder, type OrderStatusName } from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import type { CreateAnswer } from '../api/send-test-order.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import styles from './order-test.module.css';

const statusName = (id: number) =>
  (Object.entries(OrderStatus) as [OrderStatusName, number][]).find(([, v]) => v === id)?.[0];

/** The create call's answer: code and message always, the order and its checkout link on success. */
export function AnswerCard({ answer }: { answer: CreateAnswer }) {
  const { t, i18n } = useLingui();
  const ok = answer.code === Code.ok;
  const order: CreatedOrder | null = answer.data;
  const status = order ? statusName(order.status) : undefined;
  const ref = useRef<HTMLElement>(null);
  // On a phone the answer lands below the form: bring each new one into view.
  useEffect(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }), [answer]);
  const money = (minor: number) => i18n.number(minor / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section ref={ref} className={styles.card} aria-labelledby="order-test-answer" data-testid="order-test-answer">
      <h2 id="order-test-answer" className={styles.heading}>
        {t({ id: 'orderTest.titles.answer', message: 'Answer' })}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t({ id: 'orderTest.fields.code', message: 'Code' })}</dt>
          <dd className={ok ? styles.ok : styles.fail}>{answer.code}</dd>
        </div>
        <div>
          <dt>{t({ id: 'orderTest.fields.message', message: 'Message' })}</dt>
          <dd role={ok ? 'status' : 'alert'} className={ok ? styles.ok : styles.fail}>
            {ok ? t({ id: 'orderTest.texts.success', message: 'Success' }) : translateServerMessage(answer)}
          </dd>
        </div>
        {order && (
          <>
            <div>
              <dt>{t({ id: 'orderTest.fields.orderCode', message: 'Order code' })}</dt>
              <dd>
                <span data-testid="order-test-order-code">{order.orderCode}</span>
                <CopyButton
                  text={order.orderCode}
                  label={t({ id: 'orderTest.buttons.copyOrderCode', message: 'Copy order code' })}
                />
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'orderTest.fields.mchOrderNo', message: 'Merchant order number' })}</dt>
              <dd>{order.mchOrderNo}</dd>
            </div>
            {status && (
              <div>
                <dt>{t({ id: 'orderTest.fields.status', message: 'Status' })}</dt>
                <dd>{i18n._(orderStatusLabels[status])}</dd>
              </div>
            )}
            <div>
              <dt>{t({ id: 'orderTest.fields.payable', message: 'Amount payable' })}</dt>
              <dd>{money(order.payableAmount)}</dd>
            </div>
            <div>
              <dt>{t({ id: 'orderTest.fields.payUrl', message: 'Checkout link' })}</dt>
              <dd>
                <a href={order.payUrl} target="_blank" rel="noreferrer">
                  {order.payUrl}
                </a>
                <CopyButton
                  text={order.payUrl}
                  label={t({ id: 'orderTest.buttons.copyPayUrl', message: 'Copy checkout link' })}
                />
              </dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
