import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsTemplates } from '../../db/schema.ts';

export type SmsTemplateRecord = typeof smsTemplates.$inferSelect;
export type SmsTemplateValues = Omit<typeof smsTemplates.$inferInsert, 'id' | 'createdAt'>;

export async function listTemplates(
  db: DbOrTx,
  filter: { bankName?: string | undefined; sender?: string | undefined; direction?: number | undefined },
): Promise<SmsTemplateRecord[]> {
  const where: (SQL | undefined)[] = [
    filter.bankName
      ? sql`lower(${smsTemplates.bankName}) like ${`%${filter.bankName.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
    filter.sender ? sql`lower(${smsTemplates.sender}) = ${filter.sender.toLowerCase()}` : undefined,
    filter.direction === undefined ? undefined : eq(smsTemplates.direction, filter.direction),
  ];
  return db
    .select()
    .from(smsTemplates)
    .where(and(...where))
    .orderBy(asc(smsTemplates.bankName), asc(smsTemplates.sender), asc(smsTemplates.direction), asc(smsTemplates.id));
}

export async function templateById(db: DbOrTx, id: number, lock = false): Promise<SmsTemplateRecord | null> {
  const q = db.select().from(smsTemplates).where(eq(smsTemplates.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: SmsTemplateValues): Promise<SmsTemplateRecord> {
  const [row] = await db.insert(smsTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: DbOrTx,
  id: number,
  values: SmsTemplateValues,
): Promise<SmsTemplateRecord | null> {
  const [row] = await db.update(smsTemplates).set(values).where(eq(smsTemplates.id, id)).returning();
  return row ?? null;
}

export async function deleteTemplate(db: DbOrTx, id: number): Promise<SmsTemplateRecord | null> {
  const [row] = await db.delete(smsTemplates).where(eq(smsTemplates.id, id)).returning();
  return row ?? null;
}

/**
 * The enabled templates that may read an SMS from `senders` (lower case) on an account of
 * `bankName`: those naming one of the senders, of any bank, and the account bank's templates for
 * every sender (sender ''). The caller tries them in its own order.
 */
export async function templatesFor(
  db: DbOrTx,
  senders: readonly string[],
  bankName: string,
): Promise<SmsTemplateRecord[]> {
  const bySender = senders.length > 0 ? inArray(sql<string>`lower(${smsTemplates.sender})`, [...senders]) : undefined;
  const byBank = bankName
    ? and(eq(smsTemplates.sender, ''), sql`lower(${smsTemplates.bankName}) = ${bankName.toLowerCase()}`)
    : undefined;
  if (!bySender && !byBank) return [];
  return db
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.enabled, true), or(bySender, byBank)))
    .orderBy(asc(smsTemplates.id));
}
