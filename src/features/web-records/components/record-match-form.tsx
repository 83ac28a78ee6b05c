import { useLingui } from '@lingui/react/macro';
import { webRecordCalls, type WebRecordRow } from '../../../contract/index.ts';
import { ManualMatchForm } from '../../bank-statements/index.ts';
import { recordAmount } from '../amount.ts';
import { useRecordMatch } from '../api.ts';

/** 'Match to order' for a web message or USDT transfer: the order it paid and the Google code. */
export function RecordMatchForm({
  row,
  onClose,
  onDone,
}: {
  row: WebRecordRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const match = useRecordMatch();
  return (
    <ManualMatchForm
      row={row}
      intro={() => {
        const amount = row ? recordAmount(i18n, row) : '';
        return t({
          id: 'webRecords.texts.matchIntro',
          message: `Record of ${amount} pays the order you name. Only an open or timed-out order of the same account and amount fits.`,
        });
      }}
      schema={webRecordCalls.manualMatch.input}
      send={match.mutateAsync}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
