import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { riskControlCalls, type RiskDetectionRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useRejectDetection, useReleaseDetection } from '../api/actions.ts';
import { riskActionLabels, riskLabels as l } from '../labels.ts';

export type Decision = { kind: 'release' | 'reject'; row: RiskDetectionRow } | null;

const failures = {
  release: msg({ id: 'riskControl.errors.releaseFailed', message: 'Releasing the payout failed' }),
  reject: msg({ id: 'riskControl.errors.rejectFailed', message: 'Rejection failed' }),
};

/** Release or reject a held payout: a remark and the Google code (EnableGoogleVerifyForManualSupplement). */
export function DecisionForm({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const release = useReleaseDetection();
  const reject = useRejectDetection();
  if (!decision) return null;
  const { kind, row } = decision;
  const orderCode = row.orderCode;
  const releasing = kind === 'release';
  return (
    <FormSheet
      open
      onClose={onClose}
      title={i18n._(releasing ? riskActionLabels.release : riskActionLabels.reject)}
      intro={
        <p>
          {releasing
            ? t({
                id: 'riskControl.texts.releaseIntro',
                message: `Release payout ${orderCode}? It goes back to Awaiting Payment and suppliers can claim it.`,
              })
            : t({
                id: 'riskControl.texts.rejectIntro',
                message: `Reject payout ${orderCode}? It is cancelled and the held balance goes back to the merchant.`,
              })}
        </p>
      }
      fields={[
        { name: 'remark', label: l.remark, kind: 'textarea', maxLength: 255 },
        { name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 },
      ]}
      initial={{ remark: '', googleCode: '' }}
      schema={riskControlCalls.release.input}
      toInput={(v: Values) => ({ id: row.id, remark: (v.remark ?? '').trim(), googleCode: v.googleCode ?? '' })}
      submitText={i18n._(releasing ? riskActionLabels.release : riskActionLabels.reject)}
      failure={releasing ? failures.release : failures.reject}
      onSubmit={async (input) => {
        const typed = input as Parameters<typeof release.mutateAsync>[0];
        await (releasing ? release : reject).mutateAsync(typed);
        Toast.show({
          icon: 'success',
          content: releasing
            ? t({ id: 'riskControl.texts.released', message: `Payout ${orderCode} released` })
            : t({ id: 'riskControl.texts.rejected', message: `Payout ${orderCode} rejected` }),
        });
        onClose();
      }}
    />
  );
}
