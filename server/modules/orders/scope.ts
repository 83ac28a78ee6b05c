import { eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthUser } from '../../http/context.ts';

/** Staff who see every order; everyone else sees a slice of them (product 6). */
const seesAll = new Set<Role>(['superAdmin', 'admin', 'customerService', 'technicalMaintenance']);

/**
 * The orders a user may see, as a condition of the query itself, so that no filter, page or count
 * can reach past it: a merchant its own orders, a supplier the orders it handled, a supplier agent
 * its own and its team's (users.parent_id = the agent), the order staff all of them. Any other
 * role sees nothing, should a call ever let one through.
 */
export function orderScope(user: AuthUser): SQL | undefined {
  if (seesAll.has(user.role)) return undefined;
  if (user.role === 'merchant') return eq(orders.merchantId, user.id);
  if (user.role === 'supplier') {
    if (!user.isAgent) return eq(orders.supplierId, user.id);
    // Membership is read at query time: a supplier that leaves the team takes its orders along.
    return sql`${orders.supplierId} in (select u.id from users u where u.id = ${user.id} or u.parent_id = ${user.id})`;
  }
  return sql`false`;
}

/**
 * Merchants do not learn which supplier handled an order, nor the marks staff put on it (internal
 * labels: follow up, disputed, suspicious…); suppliers do not see merchant fees.
 */
export function orderFieldsHidden(role: Role): { supplier: boolean; merchantFee: boolean; mark: boolean } {
  return { supplier: role === 'merchant', merchantFee: role === 'supplier', mark: role === 'merchant' };
}
