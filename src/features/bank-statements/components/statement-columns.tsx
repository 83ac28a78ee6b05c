import type { BankStatementRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { directionLabel, matchedLabels, unreadLabel } from '../labels.ts';

const widths = {
  received: 170,
  supplier: 140,
  account: 160,
  direction: 100,
  amount: 120,
  utr: 150,
  payerName: 140,
  matchedOrder: 200,
};
const cells: DeskColumnOptions<BankStatementRow>['cells'] = {
  direction: (r, i18n) => {
    const direction = directionLabel(r.direction);
    return (
      <span data-testid="statement-direction">
        {r.unread ? i18n._(unreadLabel) : direction ? i18n._(direction) : r.direction}
      </span>
    );
  },
  amount: (r, i18n) => <span data-testid="statement-amount">{r.unread ? '—' : formatMoney(i18n, r.amount)}</span>,
  matchedOrder: (r, i18n) => (
    <span data-testid="statement-matched">{r.matchedOrderCode ?? i18n._(matchedLabels.no)}</span>
  ),
};
const later = ['cardNumber', 'sender', 'matchedTime', 'matchedBy'];

/**
 * The SMS records' desk columns (decisions 124, 135), read off the export: the card's facts shown,
 * the message's other fields offered hidden; staff see the supplier, and the super admin's page the
 * message text (hidden at first: it is long).
 */
export const statementColumnOptions: Record<'staff' | 'supplier', DeskColumnOptions<BankStatementRow>> = {
  staff: { widths, cells, hidden: [...later, 'content'] },
  supplier: { widths, cells, hidden: [...later, 'content', 'supplier'] },
};
