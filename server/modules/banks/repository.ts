import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { banks } from '../../db/schema.ts';

// Every query of the bank directory. `tx` must be the caller's transaction where a lock is taken.

export type BankRecord = typeof banks.$inferSelect;
export type NewBank = typeof banks.$inferInsert;

/** LIKE wildcards typed by a person are meant literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface BankFilter {
  keyword?: string | undefined;
  country?: string | undefined;
  enabled?: boolean | undefined;
}

const whereOf = (f: BankFilter): SQL | undefined =>
  and(
    f.keyword
      ? or(
          ilike(banks.name, containing(f.keyword)),
          ilike(banks.shortCode, containing(f.keyword)),
          ilike(banks.ifscPrefix, containing(f.keyword)),
        )
      : undefined,
    f.country ? eq(banks.country, f.country) : undefined,
    f.enabled === undefined ? undefined : eq(banks.enabled, f.enabled),
  );

/** Banks by country, then name. */
export function bankPage(db: DbOrTx, filter: BankFilter, page: PageRequest) {
  const where = whereOf(filter);
  const query = db
    .select()
    .from(banks)
    .where(where)
    .orderBy(asc(banks.country), asc(banks.name), asc(banks.id))
    .$dynamic();
  return listPage(db, query, banks, where, page);
}

/** Enabled banks of a country matching the keyword, by name. */
export function enabledBanks(
  db: DbOrTx,
  country: string,
  keyword: string | undefined,
  limit: number,
): Promise<BankRecord[]> {
  return db
    .select()
    .from(banks)
    .where(and(whereOf({ keyword, country, enabled: true })))
    .orderBy(asc(banks.name), asc(banks.id))
    .limit(limit);
}

export async function bankById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<BankRecord | null> {
  const q = db.select().from(banks).where(eq(banks.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The new bank, or null when its (country, short code) is taken: the unique index decides. */
export async function insertBank(tx: DbOrTx, values: NewBank): Promise<BankRecord | null> {
  const [row] = await tx.insert(banks).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Inserts many; answers the (country, short code) pairs that went in (others were taken). */
export async function insertBanks(tx: DbOrTx, rows: NewBank[]): Promise<{ country: string; shortCode: string }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(banks)
    .values(rows)
    .onConflictDoNothing()
    .returning({ country: banks.country, shortCode: banks.shortCode });
}

export async function setBankColumns(tx: DbOrTx, id: number, values: Partial<NewBank>): Promise<BankRecord | null> {
  const [row] = await tx.update(banks).set(values).where(eq(banks.id, id)).returning();
  return row ?? null;
}

/** The codes of `country` among `codes` that the directory already lists. */
export async function takenCodes(db: DbOrTx, country: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: banks.shortCode })
    .from(banks)
    .where(and(eq(banks.country, country), inArray(banks.shortCode, codes)));
  return rows.map((r) => r.code);
}

/** The IFSC prefixes of every listed bank (enabled or not) whose name key is one of `keys`. */
export async function prefixesByNameKey(db: DbOrTx, keys: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ key: banks.nameKey, prefix: banks.ifscPrefix })
    .from(banks)
    .where(inArray(banks.nameKey, [...new Set(keys)]));
  for (const r of rows) found.set(r.key, [...(found.get(r.key) ?? []), r.prefix]);
  return found;
}
