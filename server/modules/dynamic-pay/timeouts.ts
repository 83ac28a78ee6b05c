import { and, count, eq, gte, like, ne } from 'drizzle-orm';
import type { MessageTranslations } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { dynamicPayRecords, messages, users } from '../../db/schema.ts';
import { audit } from '../audit-log/index.ts';
import { forgetActiveScript } from './active.ts';
import { lockScriptRow, setActiveVersion } from './repository.ts';

/** A script that hits its time limit this often within the window is switched off (decision 078). */
export const timeoutSwitchOff = { count: 5, windowMs: 10 * 60_000 } as const;

/** The sandbox's and QuickJS's own deadline both end a run as "interrupted". */
export const isTimeout = (error: string | null): boolean => error !== null && /interrupted/i.test(error);

const alertOf = (
  product: number,
  version: number | null,
): { title: string; content: string } & {
  translations: MessageTranslations;
} => {
  const v = version ?? '?';
  const n = timeoutSwitchOff.count;
  return {
    title: `Pay script of product ${product} switched off`,
    content: `Version ${v} reached its time limit ${n} times within 10 minutes, so it was switched off: orders of product ${product} use their accounts' own payment details. Fix the script and activate a version again.`,
    translations: {
      'zh-CN': {
        title: `产品 ${product} 的支付脚本已停用`,
        content: `版本 ${v} 在 10 分钟内 ${n} 次运行超时，已自动停用：产品 ${product} 的订单改用收款账户自己的支付信息。请修正脚本后重新启用一个版本。`,
      },
      'zh-TW': {
        title: `產品 ${product} 的支付腳本已停用`,
        content: `版本 ${v} 在 10 分鐘內 ${n} 次執行逾時，已自動停用：產品 ${product} 的訂單改用收款帳戶自己的支付資訊。請修正腳本後重新啟用一個版本。`,
      },
    },
  };
};

/**
 * After a run of an order's script ended at its time limit: when the same version did so
 * timeoutSwitchOff.count times within the window (counted in the run records, so every instance
 * sees the same), the script is switched off in one transaction with an audit record (no operator:
 * the server did it) and an inbox message to every superAdmin. Answers whether it switched it off.
 */
export async function switchOffAfterTimeouts(
  db: Db,
  now: Date,
  subject: { productId: number; versionId: number; version: number | null },
): Promise<boolean> {
  const since = new Date(now.getTime() - timeoutSwitchOff.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(dynamicPayRecords)
    .where(
      and(
        eq(dynamicPayRecords.versionId, subject.versionId),
        eq(dynamicPayRecords.testRun, false),
        eq(dynamicPayRecords.ok, false),
        like(dynamicPayRecords.error, '%nterrupted%'),
        gte(dynamicPayRecords.createdAt, since),
      ),
    );
  const timeouts = Number(row?.n ?? 0);
  if (timeouts < timeoutSwitchOff.count) return false;
  const switched = await db.transaction(async (tx) => {
    const script = await lockScriptRow(tx, subject.productId, 'system', now);
    // Another instance, or a person, changed it already.
    if (script.activeVersionId !== subject.versionId) return false;
    await setActiveVersion(tx, subject.productId, null, 'system', now);
    await audit(
      tx,
      { auth: null, ip: '', clock: { now: () => now } },
      'payScript.disable',
      `payScript:${subject.productId}`,
      { activeVersionId: subject.versionId },
      { activeVersionId: null, reason: 'timeouts', timeouts, withinMinutes: timeoutSwitchOff.windowMs / 60_000 },
    );
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'superAdmin'), ne(users.status, 1)));
    const alert = alertOf(subject.productId, subject.version);
    if (admins.length)
      await tx.insert(messages).values(admins.map((a) => ({ userId: a.id, ...alert, createdAt: now })));
    return true;
  });
  if (switched) forgetActiveScript(db, subject.productId);
  return switched;
}
