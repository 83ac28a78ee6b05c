import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OwnerArea } from '../../lib/routes/types.ts';

/** Which part of the product will build a page, as the placeholder names it. */
export const ownerLabels = {
  collectionOrders: msg({ id: 'placeholder.owners.collectionOrders', message: 'Collection orders (issue 4)' }),
  liveAlerts: msg({ id: 'placeholder.owners.liveAlerts', message: 'Live alerts and offline (issue 5)' }),
  receivingAccounts: msg({ id: 'placeholder.owners.receivingAccounts', message: 'Receiving accounts (issue 6)' }),
  payouts: msg({ id: 'placeholder.owners.payouts', message: 'Payouts (issue 7)' }),
  accountsBalances: msg({ id: 'placeholder.owners.accountsBalances', message: 'Accounts, balances and statistics (issue 8)' }),
  systemManagement: msg({ id: 'placeholder.owners.systemManagement', message: 'System management (not scheduled yet)' }),
} satisfies Record<OwnerArea, MessageDescriptor>;
