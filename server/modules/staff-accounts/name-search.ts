import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { isRole, type Role, type SearchAccountHit } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The typed text as a LIKE prefix that matches itself only, lower-cased like the indexes. */
const prefixOf = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The header search's accounts (decision 128): users of `roles` (and, for an agent's team, of one
 * parent) whose account or nickname starts with the text, case aside, as their list shows them,
 * by account. The lower() prefix indexes of migration 0040 serve both starts.
 */
export async function findUsersByName(
  db: DbOrTx,
  q: string,
  scope: { roles: readonly Role[]; parentId?: number },
  limit: number,
): Promise<SearchAccountHit[]> {
  const prefix = prefixOf(q);
  const rows = await db
    .select({ id: users.id, account: users.account, nickname: users.nickname, role: users.role })
    .from(users)
    .where(
      and(
        inArray(users.role, [...scope.roles]),
        // A team lists its active members only (getSupplierProxyList); the account lists all but the deleted.
        scope.parentId === undefined
          ? ne(users.status, 1)
          : and(eq(users.parentId, scope.parentId), eq(users.status, 0)),
        or(sql`lower(${users.account}) like ${prefix}`, sql`lower(${users.nickname}) like ${prefix}`),
      ),
    )
    .orderBy(asc(users.account))
    .limit(limit);
  return rows.flatMap((r) =>
    isRole(r.role) ? [{ id: r.id, account: r.account, nickname: r.nickname, role: r.role }] : [],
  );
}
