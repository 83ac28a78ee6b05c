import { and, desc, eq, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { monitorNonces, monitorScripts, resources, users } from '../../db/schema.ts';

export type MonitorScriptRecord = typeof monitorScripts.$inferSelect;

/** A list row: every column but the content, its size, whether devices get it and how many run it. */
const listed = {
  id: monitorScripts.id,
  bankName: monitorScripts.bankName,
  version: monitorScripts.version,
  checksum: monitorScripts.checksum,
  size: sql<number>`char_length(${monitorScripts.content})`.mapWith(Number),
  rolledOut: monitorScripts.rolledOut,
  rolledOutAt: monitorScripts.rolledOutAt,
  note: monitorScripts.note,
  createdBy: monitorScripts.createdBy,
  updatedBy: monitorScripts.updatedBy,
  createdAt: monitorScripts.createdAt,
  updatedAt: monitorScripts.updatedAt,
  // Raw, table-qualified names: drizzle writes a column alone as "bank_name", which inside a subquery names the inner table.
  current: sql<boolean>`"monitor_scripts"."id" = (select max(m2.id) from monitor_scripts m2 where m2.bank_name = "monitor_scripts"."bank_name" and m2.rolled_out)`,
  deviceCount:
    sql<number>`(select count(*) from resources r where r.bank_name = "monitor_scripts"."bank_name" and r.version = "monitor_scripts"."version" and r.deleted_at is null and r.monitor_key <> '')`.mapWith(
      Number,
    ),
};

export interface ScriptQuery extends PageRequest {
  bankName?: string | undefined;
  rolledOut?: boolean | undefined;
  keyword?: string | undefined;
}

const escapeLike = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first: by bank, then the latest upload on top. */
export async function listScripts(db: DbOrTx, q: ScriptQuery) {
  const where: SQL | undefined = and(
    q.bankName ? eq(monitorScripts.bankName, q.bankName) : undefined,
    q.rolledOut !== undefined ? eq(monitorScripts.rolledOut, q.rolledOut) : undefined,
    q.keyword
      ? or(ilike(monitorScripts.version, escapeLike(q.keyword)), ilike(monitorScripts.note, escapeLike(q.keyword)))
      : undefined,
  );
  const query = db.select(listed).from(monitorScripts).where(where).orderBy(desc(monitorScripts.id)).$dynamic();
  return listPage(db, query, monitorScripts, where, q);
}

export async function listedScript(db: DbOrTx, id: number) {
  const [row] = await db.select(listed).from(monitorScripts).where(eq(monitorScripts.id, id));
  return row ?? null;
}

export async function scriptById(db: DbOrTx, id: number, lock = false): Promise<MonitorScriptRecord | null> {
  const q = db.select().from(monitorScripts).where(eq(monitorScripts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Inserts unless the bank has that version already (the unique index decides); null then. */
export async function insertScript(
  tx: DbOrTx,
  values: typeof monitorScripts.$inferInsert,
): Promise<MonitorScriptRecord | null> {
  const [row] = await tx
    .insert(monitorScripts)
    .values(values)
    .onConflictDoNothing({ target: [monitorScripts.bankName, monitorScripts.version] })
    .returning();
  return row ?? null;
}

export async function setScriptColumns(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof monitorScripts.$inferInsert>,
): Promise<void> {
  await tx.update(monitorScripts).set(set).where(eq(monitorScripts.id, id));
}

/** What a device downloads: the newest (highest id) rolled-out version of the bank. */
export async function currentScript(db: DbOrTx, bankName: string): Promise<MonitorScriptRecord | null> {
  const [row] = await db
    .select()
    .from(monitorScripts)
    .where(and(eq(monitorScripts.bankName, bankName), eq(monitorScripts.rolledOut, true)))
    .orderBy(desc(monitorScripts.id))
    .limit(1);
  return row ?? null;
}

/** The monitored (keyed), not deleted accounts of a bank, last seen first. */
export async function devicesOfBank(db: DbOrTx, bankName: string) {
  return db
    .select({
      resourceId: resources.id,
      supplierName: users.nickname,
      accountName: resources.accountName,
      cardNumber: resources.cardNumber,
      scriptVersion: resources.version,
      monitorState: resources.monitorState,
      lastSeenAt: resources.monitorLastSeenAt,
      boundAt: resources.monitorBoundAt,
    })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.supplierId))
    .where(and(eq(resources.bankName, bankName), isNull(resources.deletedAt), ne(resources.monitorKey, '')))
    .orderBy(sql`${resources.monitorLastSeenAt} desc nulls last`, desc(resources.id))
    .limit(200);
}

/** The device behind a signed call: its key and what its log lines name. null when unknown or deleted. */
export async function findDevice(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: resources.id,
      cardNumber: resources.cardNumber,
      bankName: resources.bankName,
      monitorKey: resources.monitorKey,
      deletedAt: resources.deletedAt,
    })
    .from(resources)
    .where(eq(resources.id, id));
  return row && row.deletedAt === null ? row : null;
}

/**
 * Remembers a device's nonce until `expiresAt`; false when it is remembered already (a replay).
 * The primary key decides, also between two concurrent calls. The device's expired nonces go first.
 */
export async function rememberNonce(
  db: DbOrTx,
  resourceId: number,
  nonce: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(monitorNonces).where(and(eq(monitorNonces.resourceId, resourceId), lt(monitorNonces.expiresAt, now)));
  const [row] = await db
    .insert(monitorNonces)
    .values({ resourceId, nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: monitorNonces.nonce });
  return row !== undefined;
}

/** Every device's nonces whose window has passed (the keep-alive job's sweep; a device also drops its own on its next call). */
export async function forgetExpiredNonces(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(monitorNonces).where(lt(monitorNonces.expiresAt, now));
}
