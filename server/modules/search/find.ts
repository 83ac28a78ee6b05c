import {
  accountCalls,
  adminCalls,
  canCall,
  orderCalls,
  payoutCalls,
  resourceCalls,
  searchCalls,
  searchLimits,
  staffRoles,
  type Access,
  type CallParsed,
  type SearchResults,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { findOrdersByNumber } from '../orders/index.ts';
import { findPayoutsByNumber } from '../payouts/index.ts';
import { findResourcesByNumber } from '../receiving-accounts/index.ts';
import { findUsersByName } from '../staff-accounts/index.ts';

/**
 * GET /v1.0/search/find (decision 128). Each kind is asked of its owning module only when the
 * caller may make that kind's list call, and the module scopes it as that list does: a role learns
 * nothing here that its own lists would not show it.
 */
export async function find(input: CallParsed<typeof searchCalls.find>, ctx: AuthedContext): Promise<SearchResults> {
  const user = ctx.auth.user;
  const { q } = input;
  const may = (access: Access) => canCall(access, user.role);
  const n = searchLimits.numbers;
  const a = searchLimits.accounts;
  // One after the other: on PGlite they share one connection anyway, and each is an index look-up.
  const orders = may(orderCalls.getList.access) ? await findOrdersByNumber(ctx.db, user, q, n) : [];
  const payouts = may(payoutCalls.getList.access) ? await findPayoutsByNumber(ctx.db, user, q, n) : [];
  const merchants = may(accountCalls.getMerchantList.access)
    ? await findUsersByName(ctx.db, q, { roles: ['merchant'] }, a)
    : [];
  // Staff read the supplier list; an agent reads its team (getSupplierProxyList answers a plain supplier nothing).
  const suppliers = may(accountCalls.getSupplierList.access)
    ? await findUsersByName(ctx.db, q, { roles: ['supplier'] }, a)
    : user.role === 'supplier' && user.isAgent && may(adminCalls.getSupplierProxyList.access)
      ? await findUsersByName(ctx.db, q, { roles: ['supplier'], parentId: user.id }, a)
      : [];
  const staff = may(adminCalls.getUserList.access) ? await findUsersByName(ctx.db, q, { roles: staffRoles }, a) : [];
  const receivingAccounts = may(resourceCalls.getList.access) ? await findResourcesByNumber(ctx, q, n) : [];
  return { orders, payouts, merchants, suppliers, staff, receivingAccounts };
}
