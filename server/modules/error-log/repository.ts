import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { errorLogs, users } from '../../db/schema.ts';

export async function insertErrorLog(db: DbOrTx, row: typeof errorLogs.$inferInsert): Promise<void> {
  await db.insert(errorLogs).values(row);
}

/** Newest first; `userId` undefined lists everyone's entries, including those before sign-in. */
export async function listErrorLogs(
  db: DbOrTx,
  userId: number | undefined,
  page: { pageIndex: number; pageNum: number },
) {
  const where = userId === undefined ? undefined : eq(errorLogs.userId, userId);
  const [total] = await db.select({ n: count() }).from(errorLogs).where(where);
  const rows = await db
    .select({
      id: errorLogs.id,
      type: errorLogs.type,
      code: errorLogs.code,
      mes: errorLogs.mes,
      url: errorLogs.url,
      account: users.account,
      createdAt: errorLogs.createdAt,
    })
    .from(errorLogs)
    .leftJoin(users, eq(users.id, errorLogs.userId))
    .where(where)
    .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
    .limit(page.pageNum)
    .offset((page.pageIndex - 1) * page.pageNum);
  return { rows, total: total?.n ?? 0 };
}
