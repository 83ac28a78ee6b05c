import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import {
  allowedTransitions,
  googleCodeSchema,
  orderActionCalls,
  orderCalls,
  OrderStatus,
  type OrderRow,
  type OrderStatusId,
  type OrderStatusName,
} from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import { useMarkOptions, useProductOptions } from '../api/get-order-options.ts';
import { useSupplierOptions } from '../api/get-supplier-options.ts';
import { useOrderAction } from '../api/run-order-action.ts';
import { useSupplementNeedsCode } from '../api/supplement-code.ts';
import {
  actionLabels,
  failureLabels,
  fieldLabels,
  markLabels,
  rejectModeLabels,
  rejectReasonLabels,
  rejectReasons,
} from '../labels.ts';
import { FormSheet, type FormField, type Values } from '../../../components/forms/form-sheet.tsx';
import { formMsgs } from './form-messages.ts';
import styles from './orders-page.module.css';

/** The actions that need a form; the others only ask for confirmation (order-actions.tsx). */
export type FormAction =
  'supplement' | 'reselect' | 'reject' | 'reverseOrder' | 'updateOrderMark' | 'updateOrderStatus';

const googleField: FormField = { name: 'googleCode', label: fieldLabels.googleCode, kind: 'digits', maxLength: 6 };
const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));
/** The supplement checked as the server will: with the Google code required while the switch is on. */
const supplementWithCode = orderCalls.replenishmentOrder.input.extend({ googleCode: googleCodeSchema });
const ids = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter((p) => p !== '');

interface Props {
  order: OrderRow | null;
  action: FormAction | null;
  onClose: () => void;
}

/** The sheet of the chosen form action for the chosen order. */
export function ActionForms({ order, action, onClose }: Props) {
  const { t, i18n } = useLingui();
  const marks = useMarkOptions();
  const suppliers = useSupplierOptions(action === 'reselect');
  const products = useProductOptions(action === 'reselect');
  const supplement = useOrderAction(orderCalls.replenishmentOrder);
  const supplementNeedsCode = useSupplementNeedsCode();
  const reselect = useOrderAction(orderActionCalls.reselect);
  const reject = useOrderAction(orderActionCalls.reject);
  const reverse = useOrderAction(orderActionCalls.reverseOrder);
  const mark = useOrderAction(orderActionCalls.updateOrderMark);
  const fix = useOrderAction(orderActionCalls.updateOrderStatus);
  if (!order || !action) return null;
  const code = order.orderCode;
  const done = (text: string) => {
    Toast.show({ icon: 'success', content: text });
    onClose();
  };
  const intro = (
    <p className={styles.sheetIntro}>
      {i18n._(fieldLabels.orderCode)}: <strong>{code}</strong>
    </p>
  );
  const common = { open: true, onClose, intro, title: i18n._(actionLabels[action]), failure: failureLabels[action] };
  const confirm = t({ id: 'common.buttons.confirm', message: 'Confirm' });
  const saved = t({ id: 'orders.texts.saved', message: 'Saved' });

  const supplierChoices = (suppliers.data ?? []).map((u) => ({ value: String(u.value), label: u.label || u.account }));

  switch (action) {
    case 'supplement':
      return (
        <FormSheet
          {...common}
          stepUp="EnableGoogleVerifyForManualSupplement"
          intro={
            <dl className={styles.sheetFacts}>
              <div>
                <dt>{i18n._(fieldLabels.orderCode)}</dt>
                <dd>{code}</dd>
              </div>
              <div>
                <dt>{i18n._(fieldLabels.amount)}</dt>
                <dd data-testid="supplement-amount">{formatMoney(i18n, order.amount)}</dd>
              </div>
            </dl>
          }
          fields={[
            {
              name: 'utr',
              label: fieldLabels.utr,
              kind: 'digits',
              maxLength: 12,
              placeholder: '123456789012',
              autoFocus: true,
            },
            googleField,
          ]}
          initial={{ utr: '', googleCode: '' }}
          draftKey={`supplement:${code}`}
          schema={supplementNeedsCode ? supplementWithCode : orderCalls.replenishmentOrder.input}
          toInput={(v: Values) => ({ orderCode: code, utr: v.utr ?? '', googleCode: v.googleCode ?? '' })}
          submitText={confirm}
          onSubmit={async (input) => {
            await supplement.mutateAsync(input as Parameters<typeof supplement.mutateAsync>[0]);
            done(t({ id: 'orders.texts.supplemented', message: 'Supplement done' }));
          }}
        />
      );
    case 'reselect':
      return (
        <FormSheet
          {...common}
          fields={[
            {
              name: 'userId',
              label: formMsgs.supplier,
              kind: 'choice',
              options: supplierChoices,
            },
            // Picked by name, never typed as ids nobody sees on a card (decision 119).
            { name: 'supplierIdList', label: formMsgs.supplierIds, kind: 'choices', options: supplierChoices },
            {
              name: 'productIdList',
              label: formMsgs.productIds,
              kind: 'choices',
              options: (products.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
            },
            { name: 'userName', label: formMsgs.payerName, kind: 'text', maxLength: 128 },
            { name: 'cardNumber', label: formMsgs.cardNumber, kind: 'digits', maxLength: 20 },
            { name: 'ifscCode', label: formMsgs.ifsc, kind: 'text', maxLength: 11 },
            { name: 'bankName', label: formMsgs.bankName, kind: 'text', maxLength: 128 },
          ]}
          initial={{}}
          schema={orderActionCalls.reselect.input}
          toInput={(v: Values) => ({
            orderCode: code,
            // The spec's pair: the chosen supplier goes out as userId with role 'supplier'.
            userId: v.userId ?? '',
            role: v.userId ? 'supplier' : '',
            supplierIdList: ids(v.supplierIdList),
            productIdList: ids(v.productIdList),
            userName: v.userName ?? '',
            cardNumber: v.cardNumber ?? '',
            ifscCode: (v.ifscCode ?? '').toUpperCase(),
            bankName: v.bankName ?? '',
          })}
          submitText={confirm}
          onSubmit={async (input) => {
            await reselect.mutateAsync(input as Parameters<typeof reselect.mutateAsync>[0]);
            done(saved);
          }}
        />
      );
    case 'reject':
      return (
        <FormSheet
          {...common}
          stepUp="EnableGoogleVerifyForManualSupplement"
          fields={[
            {
              name: 'rejectReason',
              label: formMsgs.reason,
              kind: 'choice',
              options: rejectReasons.map((r) => ({ value: r, label: i18n._(rejectReasonLabels[r]) })),
            },
            {
              name: 'rejectReasonText',
              label: formMsgs.reasonText,
              kind: 'textarea',
              maxLength: 256,
              visible: (v) => v.rejectReason === 'other',
            },
            {
              name: 'mode',
              label: formMsgs.rejectMode,
              kind: 'choice',
              options: (['merchant', 'list'] as const).map((m) => ({ value: m, label: i18n._(rejectModeLabels[m]) })),
            },
            googleField,
          ]}
          // No mode chosen at first: to the merchant cannot be undone, so the person picks it; the
          // contract's default is for merchant API callers only (decision 117).
          initial={{ mode: '' }}
          schema={orderActionCalls.reject.input}
          toInput={(v: Values) => ({
            orderCode: code,
            rejectReason: v.rejectReason,
            rejectReasonText: v.rejectReason === 'other' ? (v.rejectReasonText ?? '') : '',
            mode: v.mode,
            googleCode: v.googleCode ?? '',
          })}
          submitText={i18n._(actionLabels.reject)}
          onSubmit={async (input) => {
            await reject.mutateAsync(input as Parameters<typeof reject.mutateAsync>[0]);
            done(saved);
          }}
        />
      );
    case 'reverseOrder':
      return (
        <FormSheet
          {...common}
          stepUp="EnableGoogleVerifyForManualSupplement"
          intro={
            <>
              {intro}
              <p className={styles.warning}>
                {t({
                  id: 'orders.texts.reverseWarning',
                  message: 'The money of this order moves back and the order becomes Failed.',
                })}
              </p>
            </>
          }
          fields={[googleField]}
          initial={{}}
          schema={orderActionCalls.reverseOrder.input}
          toInput={(v: Values) => ({ orderCode: code, googleCode: v.googleCode ?? '' })}
          submitText={i18n._(actionLabels.reverseOrder)}
          onSubmit={async (input) => {
            await reverse.mutateAsync(input as Parameters<typeof reverse.mutateAsync>[0]);
            done(saved);
          }}
        />
      );
    case 'updateOrderMark':
      return (
        <FormSheet
          {...common}
          fields={[
            {
              name: 'orderMark',
              label: fieldLabels.mark,
              kind: 'choice',
              options: [
                { value: 'none', label: t({ id: 'orders.texts.noMark', message: 'No mark' }) },
                ...(marks.data ?? []).map((m) => ({
                  value: String(m.id),
                  label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name,
                })),
              ],
            },
          ]}
          initial={{ orderMark: order.orderMark === null ? 'none' : String(order.orderMark) }}
          schema={orderActionCalls.updateOrderMark.input}
          toInput={(v: Values) => ({ id: order.id, orderMark: v.orderMark === 'none' ? null : v.orderMark })}
          submitText={confirm}
          onSubmit={async (input) => {
            await mark.mutateAsync(input as Parameters<typeof mark.mutateAsync>[0]);
            done(saved);
          }}
        />
      );
    case 'updateOrderStatus':
      return (
        <FormSheet
          {...common}
          stepUp="EnableGoogleVerifyForManualSupplement"
          fields={[
            {
              name: 'status',
              label: formMsgs.targetStatus,
              kind: 'choice',
              // Only the moves the state machine accepts from the current status.
              options: (allowedTransitions[order.status as OrderStatusId] ?? []).map((s) => ({
                value: String(s),
                label: i18n._(orderStatusLabels[statusNames.get(s) ?? 'created']),
              })),
            },
            { name: 'reason', label: formMsgs.reason, kind: 'textarea', maxLength: 256 },
            googleField,
          ]}
          initial={{}}
          schema={orderActionCalls.updateOrderStatus.input}
          toInput={(v: Values) => ({
            orderCode: code,
            status: v.status,
            reason: v.reason ?? '',
            googleCode: v.googleCode ?? '',
          })}
          submitText={confirm}
          onSubmit={async (input) => {
            await fix.mutateAsync(input as Parameters<typeof fix.mutateAsync>[0]);
            done(saved);
          }}
        />
      );
  }
}
