import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cursorTimeOf, newestFirstPage, type NewestFirstRequest } from '../../db/pagination.ts';
import { fundRecords, users } from '../../db/schema.ts';

const owner = alias(users, 'owner');
const operator = alias(users, 'operator');

/**
 * One page of fund records with owner and operator, newest first (id breaks ties): counted by page
 * number, read on by keyset from a cursor (newestFirstPage), so a deep page costs what the first does.
 */
export function pageFundRecords(db: DbOrTx, where: SQL | undefined, page: NewestFirstRequest) {
  return newestFirstPage(
    db,
    page,
    where,
    (condition, limit, offset) =>
      db
        .select({
          f: fundRecords,
          ownerAccount: owner.account,
          ownerName: owner.nickname,
          operatorAccount: operator.account,
          cursorTime: cursorTimeOf(fundRecords.createdAt),
        })
        .from(fundRecords)
        .leftJoin(owner, eq(owner.id, fundRecords.userId))
        .leftJoin(operator, eq(operator.id, fundRecords.operatorId))
        .where(condition)
        .orderBy(desc(fundRecords.createdAt), desc(fundRecords.id))
        .limit(limit)
        .offset(offset),
    { table: fundRecords, createdAt: fundRecords.createdAt, id: fundRecords.id, idOf: (r) => r.f.id },
  );
}
