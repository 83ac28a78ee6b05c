import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ipRules, users } from '../../db/schema.ts';
import type { RuleFact } from './rule-index.ts';

export type IpRuleRecord = typeof ipRules.$inferSelect & { account: string | null };

const ruleFields = {
  id: ipRules.id,
  scope: ipRules.scope,
  userId: ipRules.userId,
  role: ipRules.role,
  address: ipRules.address,
  remark: ipRules.remark,
  createdBy: ipRules.createdBy,
  createdAt: ipRules.createdAt,
  updatedBy: ipRules.updatedBy,
  updatedAt: ipRules.updatedAt,
  account: users.account,
};

/** Every rule, as the in-memory set needs it: a few hundred rows at most. */
export async function allRuleFacts(db: DbOrTx): Promise<RuleFact[]> {
  return db
    .select({ scope: ipRules.scope, userId: ipRules.userId, role: ipRules.role, address: ipRules.address })
    .from(ipRules);
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function rulePage(
  db: DbOrTx,
  filter: { scope?: string | undefined; search?: string | undefined },
  page: { pageIndex: number; pageNum: number },
): Promise<{ rows: IpRuleRecord[]; total: number }> {
  const where: SQL[] = [];
  if (filter.scope) where.push(eq(ipRules.scope, filter.scope));
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    where.push(
      or(
        ilike(ipRules.address, like),
        ilike(users.account, like),
        ilike(ipRules.remark, like),
        ilike(ipRules.role, like),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(ruleFields)
      .from(ipRules)
      .leftJoin(users, eq(users.id, ipRules.userId))
      .where(cond)
      .orderBy(desc(ipRules.updatedAt), desc(ipRules.id))
      .limit(page.pageNum)
      .offset((page.pageIndex - 1) * page.pageNum),
    db.select({ n: count() }).from(ipRules).leftJoin(users, eq(users.id, ipRules.userId)).where(cond),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findRule(db: DbOrTx, id: number): Promise<IpRuleRecord | null> {
  const [row] = await db
    .select(ruleFields)
    .from(ipRules)
    .leftJoin(users, eq(users.id, ipRules.userId))
    .where(eq(ipRules.id, id));
  return row ?? null;
}

/** A merchant's own rules, oldest first. */
export async function merchantRules(db: DbOrTx, merchantId: number) {
  return db
    .select({ address: ipRules.address, remark: ipRules.remark, createdAt: ipRules.createdAt })
    .from(ipRules)
    .where(and(eq(ipRules.scope, 'merchant'), eq(ipRules.userId, merchantId)))
    .orderBy(asc(ipRules.createdAt), asc(ipRules.id));
}

/** null when the subject already has this address (the unique index decides). */
export async function insertRule(db: DbOrTx, values: typeof ipRules.$inferInsert): Promise<number | null> {
  const [row] = await db.insert(ipRules).values(values).onConflictDoNothing().returning({ id: ipRules.id });
  return row?.id ?? null;
}

export async function updateRule(db: DbOrTx, id: number, set: Partial<typeof ipRules.$inferInsert>): Promise<void> {
  await db.update(ipRules).set(set).where(eq(ipRules.id, id));
}

export async function deleteRule(db: DbOrTx, id: number): Promise<boolean> {
  const gone = await db.delete(ipRules).where(eq(ipRules.id, id)).returning({ id: ipRules.id });
  return gone.length > 0;
}
