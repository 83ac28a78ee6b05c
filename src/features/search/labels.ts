import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchNumberMatch, SearchResourceHit } from '../../contract/index.ts';
import type { SearchKind } from './links.ts';

/** The list box's group names. */
export const kindLabels: Record<SearchKind, MessageDescriptor> = {
  orders: msg({ id: 'search.groups.orders', message: 'Collection orders' }),
  payouts: msg({ id: 'search.groups.payouts', message: 'Payout orders' }),
  merchants: msg({ id: 'search.groups.merchants', message: 'Merchants' }),
  suppliers: msg({ id: 'search.groups.suppliers', message: 'Suppliers' }),
  staff: msg({ id: 'search.groups.staff', message: 'Staff' }),
  receivingAccounts: msg({ id: 'search.groups.receivingAccounts', message: 'Receiving accounts' }),
};

/** Which number of the record equals the text typed. */
export const matchLabels: Record<SearchNumberMatch | SearchResourceHit['match'], MessageDescriptor> = {
  orderCode: msg({ id: 'search.matches.orderCode', message: 'Order number' }),
  mchOrderNo: msg({ id: 'search.matches.mchOrderNo', message: 'Merchant order number' }),
  utr: msg({ id: 'search.matches.utr', message: 'UTR' }),
  cardNumber: msg({ id: 'search.matches.cardNumber', message: 'Card number' }),
  walletAddress: msg({ id: 'search.matches.walletAddress', message: 'Wallet address' }),
  upi: msg({ id: 'search.matches.upi', message: 'VPA' }),
  bankingAccount: msg({ id: 'search.matches.bankingAccount', message: 'Banking account' }),
};
