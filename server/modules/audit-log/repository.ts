import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditRecords, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';

/** Writes one audit record in the caller's transaction (or on the database): the only writer of the table. */
export async function insertAuditRecord(db: DbOrTx, values: typeof auditRecords.$inferInsert): Promise<void> {
  await db.insert(auditRecords).values(values);
}

/** Who made the newest record of `action` for each target, and when: one query (DISTINCT ON). */
export async function lastRecordPerTarget(
  db: DbOrTx,
  action: string,
): Promise<{ target: string; account: string; name: string | null; at: Date }[]> {
  return db
    .selectDistinctOn([auditRecords.target], {
      target: auditRecords.target,
      account: auditRecords.operatorAccount,
      name: users.nickname,
      at: auditRecords.createdAt,
    })
    .from(auditRecords)
    .leftJoin(users, eq(users.id, auditRecords.operatorId))
    .where(eq(auditRecords.action, action))
    .orderBy(auditRecords.target, desc(auditRecords.id));
}

const targetUser = alias(users, 'target_user');

/**
 * One page of records, newest first (id breaks ties), with the role of a user target (the app
 * links a user to the list of its role), and the total under the same condition.
 */
export function pageAuditRecords(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({ a: auditRecords, targetRole: targetUser.role })
    .from(auditRecords)
    .leftJoin(targetUser, and(eq(auditRecords.targetType, 'user'), eq(targetUser.account, auditRecords.targetId)))
    .where(where)
    .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id))
    .$dynamic();
  return listPage(db, query, auditRecords, where, page);
}
