import type { TeamMemberRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { yesNo } from '../labels.ts';
import { MemberStatusTag } from './member-card.tsx';

/**
 * The agent's team on the desk (decisions 124, 135), read off the export: the card's facts shown,
 * the last login and creation offered hidden. Wide: below 1,900 px the table scrolls sideways
 * (decision 136) rather than squeeze a balance.
 */
export const memberColumnOptions: DeskColumnOptions<TeamMemberRow> = {
  hidden: ['lastLogin', 'created'],
  widths: {
    account: 150,
    nickname: 140,
    status: 110,
    online: 100,
    balance: 130,
    availableBalance: 150,
    frozenBalance: 130,
    acceptOrders: 130,
    google: 160,
    receivingAccounts: 160,
    enabledAccounts: 170,
    processingOrders: 160,
    processingAmount: 160,
    lastLogin: 170,
    created: 170,
  },
  cells: {
    status: (r) => <MemberStatusTag row={r} />,
    acceptOrders: (r, i18n) => (
      <span data-testid="member-accept-orders">{i18n._(r.acceptOrders ? yesNo.yes : yesNo.no)}</span>
    ),
  },
};
