import { useLingui } from '@lingui/react/macro';
import type { PayInstructions } from '../../../contract/index.ts';
import { FactList } from '../../../components/list/detail-sheet.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { dynamicPayLabels as l } from '../labels.ts';

/** What a script built for the payer: payee, link or QR payload, the amount and its parts. */
export function InstructionsView({ result }: { result: PayInstructions }) {
  const { i18n } = useLingui();
  return (
    <FactList
      rows={[
        [i18n._(l.payee), `${result.payee.name} · ${result.payee.account}`],
        [i18n._(l.payAmount), formatMoney(i18n, result.amount)],
        ...(result.parts
          ? [[i18n._(l.parts), result.parts.map((p) => formatMoney(i18n, p)).join(' + ')] as const]
          : []),
        ...(result.link ? [[i18n._(l.link), result.link] as const] : []),
        ...(result.qr ? [[i18n._(l.qr), result.qr] as const] : []),
        ...(result.note ? [[i18n._(l.payNote), result.note] as const] : []),
      ]}
    />
  );
}
