import { desc, eq } from 'drizzle-orm';
import { auditRecords, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Writes one audit record in the caller's transaction (or on the database). */
export async function insertAuditRecord(db: DbOrTx, values: typeof auditRecords.$inferInsert): Promise<void> {
  await db.insert(auditRecords).values(values);
}

/** Who made the newest record of `action` for each target, and when: one query (DISTINCT ON). */
export async function lastRecordPerTarget(db: DbOrTx, action: string): Promise<{ target: string; account: string; name: string | null; at: Date }[]> {
  return db
    .selectDistinctOn([auditRecords.target], { target: auditRecords.target, account: auditRecords.operatorAccount, name: users.nickname, at: auditRecords.createdAt })
    .from(auditRecords)
    .leftJoin(users, eq(users.id, auditRecords.operatorId))
    .where(eq(auditRecords.action, action))
    .orderBy(auditRecords.target, desc(auditRecords.id));
}
