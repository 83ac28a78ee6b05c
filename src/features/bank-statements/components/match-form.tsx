import { useLingui } from '@lingui/react/macro';
import { bankStatementCalls, type BankStatementRow } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useManualMatch } from '../api/manual-match.ts';
import { ManualMatchForm } from './manual-match.tsx';

/** 'Match to order' for an SMS income: its amount and UTR say which order it pays. */
export function MatchForm({
  row,
  onClose,
  onDone,
}: {
  row: BankStatementRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const match = useManualMatch();
  return (
    <ManualMatchForm
      row={row}
      intro={() => {
        const amount = row ? formatMoney(i18n, row.amount) : '';
        const utr = row?.utr ?? '—';
        return t({
          id: 'bankStatements.texts.matchIntro',
          message: `Income ${amount} (UTR ${utr}) pays the order you name. Only an open or timed-out order of the same account and payable amount fits.`,
        });
      }}
      schema={bankStatementCalls.manualMatch.input}
      send={match.mutateAsync}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
