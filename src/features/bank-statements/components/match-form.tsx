import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { bankStatementCalls, type BankStatementRow } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useManualMatch } from '../api/manual-match.ts';
import { statementLabels as l } from '../labels.ts';

const failure = msg({ id: 'bankStatements.errors.matchFailed', message: 'Matching failed' });

/**
 * 'Match to order': the order this income paid, and the caller's Google code (numeric keypad).
 * The server checks the account, the amount and the order's status and says why it refuses.
 */
export function MatchForm({ row, onClose, onDone }: { row: BankStatementRow | null; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const match = useManualMatch();
  if (!row) return null;
  const amount = formatMoney(i18n, row.amount);
  const utr = row.utr ?? '—';
  return (
    <FormSheet
      open
      onClose={onClose}
      title={t({ id: 'bankStatements.actions.match', message: 'Match to order' })}
      intro={<p>{t({ id: 'bankStatements.texts.matchIntro', message: `Income ${amount} (UTR ${utr}) pays the order you name. Only an open or timed-out order of the same account and payable amount fits.` })}</p>}
      fields={[
        { name: 'orderCode', label: l.orderCode, kind: 'text', maxLength: 64 },
        { name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 },
      ]}
      initial={{ orderCode: '', googleCode: '' }}
      schema={bankStatementCalls.manualMatch.input}
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
