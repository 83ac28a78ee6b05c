import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { fundRecords, users } from '../../db/schema.ts';

const owner = alias(users, 'owner');
const operator = alias(users, 'operator');

/** One page of fund records with owner and operator, newest first (id breaks ties), and the total. */
export function pageFundRecords(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({ f: fundRecords, ownerAccount: owner.account, ownerName: owner.nickname, operatorAccount: operator.account })
    .from(fundRecords)
    .leftJoin(owner, eq(owner.id, fundRecords.userId))
    .leftJoin(operator, eq(operator.id, fundRecords.operatorId))
    .where(where)
    .orderBy(desc(fundRecords.createdAt), desc(fundRecords.id))
    .$dynamic();
  return listPage(db, query, fundRecords, where, page);
}
