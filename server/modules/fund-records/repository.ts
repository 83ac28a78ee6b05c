import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { afterCursor, cursorTimeOf, keysetPage, type PageRequest } from '../../db/pagination.ts';
import type { PageCursor } from '../../../src/contract/index.ts';
import { fundRecords, users } from '../../db/schema.ts';

const owner = alias(users, 'owner');
const operator = alias(users, 'operator');

/**
 * One page of fund records with owner and operator, newest first (id breaks ties). Page 1 (or an
 * offset page, as exports read) is counted; a cursor page reads on from its row by keyset, so a deep
 * page costs what the first does, and counts nothing: its total is its rows plus one when more follow.
 */
export async function pageFundRecords(db: DbOrTx, where: SQL | undefined, page: PageRequest & { cursor?: PageCursor | undefined }) {
  const { cursor } = page;
  const [read, counted] = await Promise.all([
    db
      .select({ f: fundRecords, ownerAccount: owner.account, ownerName: owner.nickname, operatorAccount: operator.account, cursorTime: cursorTimeOf(fundRecords.createdAt) })
      .from(fundRecords)
      .leftJoin(owner, eq(owner.id, fundRecords.userId))
      .leftJoin(operator, eq(operator.id, fundRecords.operatorId))
      .where(cursor ? and(where, afterCursor(fundRecords.createdAt, fundRecords.id, cursor)) : where)
      .orderBy(desc(fundRecords.createdAt), desc(fundRecords.id))
      .limit(page.pageNum + 1)
      .offset(cursor ? 0 : (page.pageIndex - 1) * page.pageNum),
    cursor ? null : db.select({ n: count() }).from(fundRecords).where(where),
  ]);
  const { rows, more, nextCursor } = keysetPage(read, page.pageNum, (r) => r.f.id);
  return { rows, nextCursor, total: counted ? Number(counted[0]?.n ?? 0) : rows.length + (more ? 1 : 0) };
}
