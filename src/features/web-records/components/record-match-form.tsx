import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { webRecordCalls, type WebRecordRow } from '../../../contract/index.ts';
import { statementLabels as l } from '../../bank-statements/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { recordAmount } from '../amount.ts';
import { useRecordMatch } from '../api.ts';

const failure = msg({ id: 'bankStatements.errors.matchFailed', message: 'Matching failed' });

/** 'Match to order' for a web message or USDT transfer: the order it paid and the Google code. */
export function RecordMatchForm({ row, onClose, onDone }: { row: WebRecordRow | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const match = useRecordMatch();
  if (!row) return null;
  const amount = recordAmount(i18n, row);
  return (
    <FormSheet
      open
      onClose={onClose}
      title={t({ id: 'bankStatements.actions.match', message: 'Match to order' })}
      intro={<p>{t({ id: 'webRecords.texts.matchIntro', message: `Record of ${amount} pays the order you name. Only an open or timed-out order of the same account and amount fits.` })}</p>}
      fields={[
        { name: 'orderCode', label: l.orderCode, kind: 'text', maxLength: 64 },
        { name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 },
      ]}
      initial={{ orderCode: '', googleCode: '' }}
      schema={webRecordCalls.manualMatch.input}
      toInput={(v: Values) => ({ id: row.id, orderCode: (v.orderCode ?? '').trim(), googleCode: v.googleCode ?? '' })}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failure}
      onSubmit={async (input) => {
        const { orderCode } = await match.mutateAsync(input as Parameters<typeof match.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'bankStatements.texts.matched', message: `Order ${orderCode} is paid` }) });
        onDone();
      }}
    />
  );
}
