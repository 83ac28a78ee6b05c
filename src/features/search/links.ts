import type { MessageDescriptor } from '@lingui/core';
import type { Role, SearchAccountHit, SearchOrderHit, SearchResourceHit, SearchResults } from '../../contract/index.ts';
import { allows } from '../../lib/routes/expand.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

interface Opens {
  key: string;
  /** The address it opens. */
  to: string;
  /** The title of the page it opens on (a receiving account's type, a team's page). */
  page: MessageDescriptor;
}

/** One result of the header search as the list box offers it: its kind, the record and where it opens. */
export type SearchItem =
  | (Opens & { kind: 'orders' | 'payouts'; hit: SearchOrderHit })
  | (Opens & { kind: 'merchants' | 'suppliers' | 'staff'; hit: SearchAccountHit })
  | (Opens & { kind: 'receivingAccounts'; hit: SearchResourceHit });

export type SearchKind = SearchItem['kind'];

/** The kinds in the order the list box shows them. */
export const searchKinds: readonly SearchKind[] = [
  'orders',
  'payouts',
  'merchants',
  'suppliers',
  'staff',
  'receivingAccounts',
];

/**
 * The path of the screen `name` this role may open (decision 128: only pages its route table
 * allows): the team's variant when asked for, otherwise the first other one. Undefined: none.
 */
function routeOf(routes: readonly AppRoute[], role: Role, name: string, team = false): AppRoute | undefined {
  const open = routes.filter((r) => r.name === name && !r.hidden && allows(r, role));
  const pick = team ? open.find((r) => r.variant === 'supplierProxy') : open.find((r) => r.variant !== 'supplierProxy');
  return pick ?? open[0];
}

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Where each result opens: an order or payout in its list filtered to it with its detail open
 * (?open=, as home's latest orders do), an account in its list filtered to it, a receiving
 * account in its type's list by its number. A result with no page for the role is left out.
 */
export function searchItems(results: SearchResults, routes: readonly AppRoute[], role: Role): SearchItem[] {
  const items: SearchItem[] = [];
  for (const [kind, hits] of [
    ['orders', results.orders],
    ['payouts', results.payouts],
  ] as const) {
    for (const hit of hits) {
      const route = routeOf(routes, role, kind, hit.team);
      if (!route) continue;
      const to = withQuery(route.path, { orderCode: hit.orderCode, open: hit.orderCode });
      items.push({ kind, key: `${kind}:${hit.orderCode}`, hit, to, page: route.title });
    }
  }
  const accounts = [
    ['merchants', results.merchants, 'merchants'],
    // A supplier (an agent) finds its team's members, whose page is the agent's team page.
    ['suppliers', results.suppliers, role === 'supplier' ? 'supplierProxy' : 'suppliers'],
    ['staff', results.staff, 'users'],
  ] as const;
  for (const [kind, hits, screen] of accounts) {
    const route = routeOf(routes, role, screen);
    if (!route) continue;
    for (const hit of hits) {
      const to = screen === 'supplierProxy' ? route.path : withQuery(route.path, { account: hit.account });
      items.push({ kind, key: `${kind}:${hit.id}`, hit, to, page: route.title });
    }
  }
  for (const hit of results.receivingAccounts) {
    const route = routeOf(routes, role, `receiving.${hit.type}`);
    if (!route) continue;
    // The list's keyword matches card numbers and wallets, not VPAs: a VPA opens by the account's card or name.
    const keyword =
      hit.match === 'cardNumber' || hit.match === 'walletAddress' ? hit.number : hit.cardNumber || hit.accountName;
    const to = withQuery(route.path, { keyword });
    items.push({ kind: 'receivingAccounts', key: `r:${hit.id}`, hit, to, page: route.title });
  }
  return items;
}
