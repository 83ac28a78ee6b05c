import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { orderAnalysisCalls } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useFreezeIp } from '../api/freeze.ts';
import { actionLabels, analysisLabels as l } from '../labels.ts';

const failure = msg({ id: 'orderAnalysis.errors.freezeFailed', message: 'Freezing failed' });

/** Freeze an IP with a reason: its new orders are refused until it is unfrozen. */
export function FreezeForm({ ip, onClose }: { ip: string | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const freeze = useFreezeIp();
  if (ip === null) return null;
  return (
    <FormSheet
      open
      onClose={onClose}
      title={i18n._(actionLabels.freeze)}
      intro={
        <p>
          {t({
            id: 'orderAnalysis.texts.freezeIntro',
            message: `New orders from ${ip} are refused until the IP is unfrozen.`,
          })}
        </p>
      }
      fields={[{ name: 'reason', label: l.reason, kind: 'textarea', maxLength: 255 }]}
      initial={{ reason: '' }}
      schema={orderAnalysisCalls.freezeIp.input}
      toInput={(v: Values) => ({ ip, reason: (v.reason ?? '').trim() })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failure}
      onSubmit={async (input) => {
        await freeze.mutateAsync(input as Parameters<typeof freeze.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'orderAnalysis.texts.frozen', message: `${ip} is frozen` }) });
        onClose();
      }}
    />
  );
}
