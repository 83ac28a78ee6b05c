import { and, eq, inArray, sql } from 'drizzle-orm';
import { Code, constants, isRole, type MessageTranslations } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { messages, stepUpGuards, users } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { audit } from '../audit-log/index.ts';

/** Who typed the secret: the audit record of a pause names them as its operator. */
export interface StepUpUser {
  id: number;
  account: string;
  role: string;
}

/** The audit writer's operator: the user who typed the secret, when the role is a known one. */
export const auditActor = (user: StepUpUser) =>
  isRole(user.role) ? { user: { id: user.id, account: user.account, role: user.role } } : null;

/** What a check needs of the request: the database, the clock, the caller's address and a log. */
export interface StepUpScene {
  db: DbOrTx;
  clock: Clock;
  ip: string;
  log: { warn(details: Record<string, unknown>, message: string): void };
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Refuses every step-up of a paused user (decision 105) before the secret is looked at, so the
 * right code is refused as well while the pause lasts and guessing gains nothing.
 */
export async function assertStepUpOpen(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: stepUpGuards.lockedUntil })
    .from(stepUpGuards)
    .where(eq(stepUpGuards.userId, userId));
  if (!row?.lockedUntil || row.lockedUntil <= now) return;
  const minutes = minutesUntil(row.lockedUntil, now);
  throw new ApiError(
    Code.tooManyAttempts,
    'errors.stepUpLocked',
    { minutes },
    { retryAfterMinutes: minutes, until: row.lockedUntil.toISOString() },
  );
}

/** The pause after the n-th consecutive one: 1, 2, 4 … minutes, at most an hour. */
const pauseMs = (level: number) =>
  Math.min(constants.stepUpLockBaseMs * 2 ** Math.max(0, level - 1), constants.stepUpLockMaxMs);

/**
 * Counts one wrong secret. The count and the pause are single statements on the user's row, so
 * concurrent guesses on several instances count each one and exactly one of them starts the pause
 * (the one that finds the limit reached), which writes the audit record and tells staff.
 */
export async function recordStepUpFailure(scene: StepUpScene, user: StepUpUser): Promise<void> {
  const { db } = scene;
  const now = scene.clock.now();
  const windowStart = new Date(now.getTime() - constants.stepUpFailureWindowMs).toISOString();
  const at = now.toISOString();
  await db.execute(sql`
    insert into step_up_guards (user_id, failures, window_start)
    values (${user.id}, 1, ${at}::timestamptz)
    on conflict (user_id) do update set
      failures = case when step_up_guards.window_start < ${windowStart}::timestamptz then 1
                      else step_up_guards.failures + 1 end,
      window_start = case when step_up_guards.window_start < ${windowStart}::timestamptz then ${at}::timestamptz
                          else step_up_guards.window_start end`);
  const levelReset = new Date(now.getTime() - constants.stepUpLevelResetMs).toISOString();
  const locked = (await db.execute(sql`
    update step_up_guards set
      failures = 0,
      window_start = ${at}::timestamptz,
      level = case when locked_at is null or locked_at < ${levelReset}::timestamptz then 1 else level + 1 end,
      locked_at = ${at}::timestamptz
    where user_id = ${user.id} and failures >= ${constants.stepUpMaxFailures}
    returning level`)) as unknown as { rows: { level: number }[] };
  const level = locked.rows[0]?.level;
  if (level === undefined) return;
  const until = new Date(now.getTime() + pauseMs(level));
  await db.update(stepUpGuards).set({ lockedUntil: until }).where(eq(stepUpGuards.userId, user.id));
  const minutes = minutesUntil(until, now);
  scene.log.warn({ userId: user.id, account: user.account, ip: scene.ip, minutes }, 'step-ups paused');
  await audit(
    db,
    { auth: auditActor(user), ip: scene.ip, clock: scene.clock },
    'security.stepUpLocked',
    user.account,
    null,
    {
      failures: constants.stepUpMaxFailures,
      pauseMinutes: minutes,
      until: until.toISOString(),
      level,
    },
  );
  await alertStaff(db, user.account, minutes, scene.ip, now);
}

/** An operator lifts the pause (staff accounts, accounts pages). */
export async function liftStepUpPause(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(stepUpGuards).where(eq(stepUpGuards.userId, userId));
}

/**
 * An inbox message to every active superAdmin and admin, in the three languages: a pause means
 * someone typed five wrong secrets in one person's name, which staff should look at.
 */
async function alertStaff(db: DbOrTx, account: string, minutes: number, ip: string, now: Date): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['superAdmin', 'admin']), eq(users.status, 0)));
  if (staff.length === 0) return;
  const translations: MessageTranslations = {
    'en-US': {
      title: `Verification paused: ${account}`,
      content: `${constants.stepUpMaxFailures} wrong codes or passwords were typed for ${account} (last from ${ip}); its verifications are paused for ${minutes} minutes. If this was not the person, reset its second factor and password on the accounts page.`,
    },
    'zh-CN': {
      title: `验证已暂停：${account}`,
      content: `${account} 连续输入了 ${constants.stepUpMaxFailures} 次错误的验证码或密码（最后一次来自 ${ip}），其验证暂停 ${minutes} 分钟。如非本人操作，请在账户页面重置其二次验证和密码。`,
    },
    'zh-TW': {
      title: `驗證已暫停：${account}`,
      content: `${account} 連續輸入了 ${constants.stepUpMaxFailures} 次錯誤的驗證碼或密碼（最後一次來自 ${ip}），其驗證暫停 ${minutes} 分鐘。如非本人操作，請在帳戶頁面重設其二次驗證和密碼。`,
    },
  };
  const en = translations['en-US'];
  if (!en) return;
  await db
    .insert(messages)
    .values(staff.map((s) => ({ userId: s.id, title: en.title, content: en.content, translations, createdAt: now })));
}
