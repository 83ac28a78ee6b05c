import { z } from 'zod';
import { call } from '../call.ts';
import type { ResourceType } from '../products.ts';
import type { Role } from '../roles.ts';

/**
 * The header's search (decision 128): one typed text, looked up in every list the caller may read.
 * 128 characters hold the longest number searched (a wallet address, a merchant order number of
 * 64) with room; a longer text is no number of ours.
 */
export const searchTextMax = 128;

/** Which field of an order or payout equals the text. */
export type SearchNumberMatch = 'orderCode' | 'mchOrderNo' | 'utr' | 'cardNumber' | 'walletAddress';

/** An order or a payout found by one of its numbers. */
export interface SearchOrderHit {
  orderCode: string;
  mchOrderNo: string;
  /** Minor units. */
  amount: number;
  status: number;
  createTime: string;
  match: SearchNumberMatch;
  /** Handled by a member of the caller's team (a supplier agent's team page lists it), not the caller. */
  team: boolean;
}

/** A merchant, supplier or staff account found by the start of its account or nickname. */
export interface SearchAccountHit {
  id: number;
  account: string;
  nickname: string;
  role: Role;
}

/** A receiving account found by its card, VPA, wallet or banking account number. */
export interface SearchResourceHit {
  id: number;
  type: ResourceType;
  accountName: string;
  cardNumber: string;
  /** The number that equals the text. */
  number: string;
  match: 'cardNumber' | 'upi' | 'walletAddress' | 'bankingAccount';
}

/** Every kind, each empty when the caller may not read its list or nothing matched. */
export interface SearchResults {
  orders: SearchOrderHit[];
  payouts: SearchOrderHit[];
  merchants: SearchAccountHit[];
  suppliers: SearchAccountHit[];
  staff: SearchAccountHit[];
  receivingAccounts: SearchResourceHit[];
}

/** At most this many of each kind: a search box offers records to open, it is not a list. */
export const searchLimits = { numbers: 10, accounts: 5 } as const;

const searchInput = z.object({
  q: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(searchTextMax, 'validation.text.tooLong'),
});

export const searchCalls = {
  /**
   * Every signed-in role may search; each kind is asked only of the lists the role may read, in
   * the rows that list would show it (the server scopes them, decision 128).
   */
  find: call<SearchResults>()({
    method: 'GET',
    path: '/v1.0/search/find',
    input: searchInput,
    access: 'anyUser',
  }),
};
