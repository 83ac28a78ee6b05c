import { auditRecords } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Writes one audit record in the caller's transaction (or on the database). */
export async function insertAuditRecord(db: DbOrTx, values: typeof auditRecords.$inferInsert): Promise<void> {
  await db.insert(auditRecords).values(values);
}
