import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { payoutCalls, payoutRejectReasons, rejectModes, type PayoutRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useCancelPayout, useCompletePayout, useRejectPayout } from '../api/actions.ts';
import { payoutLabels as l, payoutRejectReasonLabels, rejectModeLabels } from '../labels.ts';

export type PayoutForm = { kind: 'complete' | 'reject' | 'cancel'; row: PayoutRow } | null;

const failures = {
  complete: msg({ id: 'payouts.errors.completeFailed', message: 'Completing the payout failed' }),
  reject: msg({ id: 'payouts.errors.rejectFailed', message: 'Rejection failed' }),
  cancel: msg({ id: 'payouts.errors.cancelFailed', message: 'Cancelling the payout failed' }),
};

/** The forms of the actions that need input: UTR, reason and mode, Google code. */
export function PayoutActionForm({
  form,
  needGoogle,
  onClose,
}: {
  form: PayoutForm;
  needGoogle: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const complete = useCompletePayout();
  const reject = useRejectPayout();
  const cancel = useCancelPayout();
  if (!form) return null;
  const { row } = form;
  const orderCode = row.orderCode;
  const google = needGoogle ? [{ name: 'googleCode', label: l.googleCode, kind: 'digits' as const, maxLength: 6 }] : [];
  const done = (text: string) => {
    Toast.show({ icon: 'success', content: text });
    onClose();
  };
  if (form.kind === 'complete') {
    return (
      <FormSheet
        stepUp="EnableGoogleVerifyForManualSupplement"
        open
        onClose={onClose}
        title={t({ id: 'payouts.actions.complete', message: 'Complete with UTR' })}
        intro={
          <p>
            {t({
              id: 'payouts.texts.completePrompt',
              message: `Payout ${orderCode}: enter the UTR of the payment you made.`,
            })}
          </p>
        }
        fields={[{ name: 'utr', label: l.utr, kind: 'text', maxLength: 66 }, ...google]}
        initial={{ utr: '', googleCode: '' }}
        schema={payoutCalls.complete.input}
        toInput={(v: Values) => ({
          orderCode: row.orderCode,
          utr: (v.utr ?? '').trim(),
          googleCode: v.googleCode ?? '',
        })}
        submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
        failure={failures.complete}
        onSubmit={async (input) => {
          await complete.mutateAsync(input as Parameters<typeof complete.mutateAsync>[0]);
          done(t({ id: 'payouts.texts.completed', message: 'Payout completed' }));
        }}
      />
    );
  }
  if (form.kind === 'reject') {
    return (
      <FormSheet
        stepUp="EnableGoogleVerifyForManualSupplement"
        open
        onClose={onClose}
        title={t({ id: 'payouts.actions.reject', message: 'Reject' })}
        intro={
          <p>
            {t({
              id: 'payouts.texts.rejectPrompt',
              message: `Payout ${orderCode}: to the merchant cancels it and returns the balance; to the list puts it back in the pool.`,
            })}
          </p>
        }
        fields={[
          {
            name: 'mode',
            label: l.rejectMode,
            kind: 'choice',
            options: rejectModes.map((m) => ({ value: m, label: i18n._(rejectModeLabels[m]) })),
          },
          {
            name: 'reason',
            label: l.rejectReason,
            kind: 'choice',
            options: payoutRejectReasons.map((r) => ({ value: r, label: i18n._(payoutRejectReasonLabels[r]) })),
          },
          {
            name: 'otherReason',
            label: l.otherReason,
            kind: 'textarea',
            maxLength: 256,
            visible: (v) => v.reason === 'other',
          },
          ...google,
        ]}
        // No mode chosen at first: to the merchant cannot be undone, so the person picks it (decision 117).
        initial={{ mode: '', reason: '', otherReason: '', googleCode: '' }}
        schema={payoutCalls.reject.input}
        toInput={(v: Values) => ({
          orderCode: row.orderCode,
          mode: v.mode,
          reason: v.reason,
          otherReason: v.otherReason ?? '',
          googleCode: v.googleCode ?? '',
        })}
        submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
        failure={failures.reject}
        onSubmit={async (input) => {
          await reject.mutateAsync(input as Parameters<typeof reject.mutateAsync>[0]);
          done(t({ id: 'payouts.texts.rejected', message: 'Payout rejected' }));
        }}
      />
    );
  }
  return (
    <FormSheet
      stepUp="EnableGoogleVerifyForManualSupplement"
      open
      onClose={onClose}
      title={t({ id: 'payouts.actions.cancel', message: 'Cancel payout' })}
      intro={
        <p>
          {t({
            id: 'payouts.texts.cancelPrompt',
            message: `Cancel payout ${orderCode}? Any balance held for it is returned.`,
          })}
        </p>
      }
      fields={google}
      initial={{ googleCode: '' }}
      schema={payoutCalls.cancel.input}
      toInput={(v: Values) => ({ orderCode: row.orderCode, googleCode: v.googleCode ?? '' })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failures.cancel}
      onSubmit={async (input) => {
        await cancel.mutateAsync(input as Parameters<typeof cancel.mutateAsync>[0]);
        done(t({ id: 'payouts.texts.cancelled', message: 'Payout cancelled' }));
      }}
    />
  );
}
