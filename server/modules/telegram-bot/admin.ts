import {
  AccountStatus,
  Code,
  isRole,
  isStaff,
  languages,
  type BotGroupRow,
  type BotInfo,
  type BotUserRow,
  type CallParsed,
  type Language,
  type telegramBotCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { findUserById } from '../user/index.ts';
import {
  deleteBotUser,
  findBotUser,
  findGroup,
  insertBotUser,
  listBotUsers,
  listGroups,
  readStatus,
  updateBotUser,
  updateGroup,
  type BotGroupRecord,
  type BotStatusRecord,
  type BotUserRecord,
} from './repository.ts';

type Input<K extends keyof typeof telegramBotCalls> = CallParsed<(typeof telegramBotCalls)[K]>;

const isLanguage = (v: string): v is Language => (languages as readonly string[]).includes(v);

export function toGroupRow(g: BotGroupRecord): BotGroupRow {
  return {
    chatId: g.chatId,
    title: g.title,
    userId: g.userId,
    userName: g.userName ?? '',
    userAccount: g.userAccount ?? '',
    userRole: g.userRole === 'merchant' || g.userRole === 'supplier' ? g.userRole : null,
    whitelisted: g.whitelisted,
    language: isLanguage(g.language) ? g.language : 'zh-CN',
    boundBy: g.boundBy,
    joinTime: g.joinedAt.toISOString(),
    leftTime: g.leftAt?.toISOString() ?? null,
    updateTime: g.updatedAt.toISOString(),
  };
}

function toUserRow(u: BotUserRecord): BotUserRow {
  return {
    id: u.id,
    tgUserId: u.tgUserId,
    name: u.name,
    remark: u.remark,
    staffUserId: u.staffUserId,
    staffAccount: u.staffAccount ?? '',
    createdBy: u.createdBy,
    createTime: u.createdAt.toISOString(),
    updateTime: u.updatedAt.toISOString(),
  };
}

/** The status part of both bots' info answers: the token's presence, the mode, and what the running instance recorded. */
export function statusAnswer(token: unknown, status: BotStatusRecord | null, ctx: AuthedContext): BotInfo {
  return {
    tokenSet: typeof token === 'string' && token !== '',
    mode: ctx.config.telegram.webhookUrl ? 'webhook' : 'polling',
    state: status?.state === 'running' || status?.state === 'error' ? status.state : 'stopped',
    since: status?.since.toISOString() ?? null,
    instance: status?.instance ?? '',
    botName: status?.botName ?? '',
    botUsername: status?.botUsername ?? '',
    lastError: status?.lastError ?? '',
    lastErrorAt: status?.lastErrorAt?.toISOString() ?? null,
  };
}

/** GET /v1.0/telegramBot/info. */
export async function botInfo(_input: unknown, ctx: AuthedContext): Promise<BotInfo> {
  const [token, status] = await Promise.all([settingValue(ctx.db, 'BotToken'), readStatus(ctx.db)]);
  return statusAnswer(token, status, ctx);
}

export async function botGroupList(input: Input<'groups'>, ctx: AuthedContext): Promise<BotGroupRow[]> {
  return (await listGroups(ctx.db, input.includeLeft)).map(toGroupRow);
}

const groupAudit = (g: BotGroupRecord) => ({
  chatId: g.chatId,
  title: g.title,
  userId: g.userId,
  whitelisted: g.whitelisted,
  language: g.language,
});

/** One change of a group, with its audit record, in one transaction. */
async function changeGroup(
  ctx: AuthedContext,
  chatId: number,
  action: 'botGroup.bind' | 'botGroup.unbind' | 'botGroup.language' | 'botGroup.whitelist',
  set: Parameters<typeof updateGroup>[2],
): Promise<BotGroupRow> {
  return ctx.db.transaction(async (tx) => {
    const before = await findGroup(tx, chatId);
    if (!before) throw new ApiError(Code.notFound, 'errors.botGroupNotFound');
    await updateGroup(tx, chatId, { ...set, updatedAt: ctx.clock.now() });
    const after = (await findGroup(tx, chatId))!;
    await audit(tx, ctx, action, `botGroup:${chatId}`, groupAudit(before), groupAudit(after));
    return toGroupRow(after);
  });
}

/** POST bindGroup: the group belongs to this merchant or supplier; the bot answers as that user. */
export async function bindGroup(input: Input<'bindGroup'>, ctx: AuthedContext): Promise<BotGroupRow> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user || user.status === AccountStatus.deleted || (user.role !== 'merchant' && user.role !== 'supplier')) {
    throw new ApiError(Code.badRequest, 'errors.botBindTarget', {}, { field: 'userId' });
  }
  return changeGroup(ctx, input.chatId, 'botGroup.bind', { userId: user.id, boundBy: ctx.auth.user.account });
}

export async function unbindGroup(input: Input<'unbindGroup'>, ctx: AuthedContext): Promise<BotGroupRow> {
  return changeGroup(ctx, input.chatId, 'botGroup.unbind', { userId: null, boundBy: ctx.auth.user.account });
}

export async function setGroupLanguage(input: Input<'setGroupLanguage'>, ctx: AuthedContext): Promise<BotGroupRow> {
  return changeGroup(ctx, input.chatId, 'botGroup.language', { language: input.language });
}

export async function setGroupWhitelisted(
  input: Input<'setGroupWhitelisted'>,
  ctx: AuthedContext,
): Promise<BotGroupRow> {
  return changeGroup(ctx, input.chatId, 'botGroup.whitelist', { whitelisted: input.whitelisted });
}

export async function botUserList(_input: unknown, ctx: AuthedContext): Promise<BotUserRow[]> {
  return (await listBotUsers(ctx.db)).map(toUserRow);
}

/** A staff account the Telegram user may act for; merchants and suppliers never (their groups are their voice). */
async function checkStaffLink(ctx: AuthedContext, staffUserId: number | null): Promise<void> {
  if (staffUserId === null) return;
  const u = await findUserById(ctx.db, staffUserId);
  if (!u || u.status === AccountStatus.deleted || !isRole(u.role) || !isStaff(u.role))
    throw new ApiError(Code.badRequest, 'errors.botStaffLink', {}, { field: 'staffUserId' });
}

const userAudit = (u: BotUserRecord) => ({
  tgUserId: u.tgUserId,
  name: u.name,
  remark: u.remark,
  staffUserId: u.staffUserId,
});

export async function addBotUser(input: Input<'addUser'>, ctx: AuthedContext): Promise<BotUserRow> {
  await checkStaffLink(ctx, input.staffUserId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const id = await insertBotUser(tx, {
      tgUserId: input.tgUserId,
      name: input.name,
      remark: input.remark,
      staffUserId: input.staffUserId,
      createdBy: ctx.auth.user.account,
      createdAt: now,
      updatedAt: now,
    });
    if (id === null)
      throw new ApiError(Code.conflict, 'errors.botUserExists', { tgUserId: input.tgUserId }, { field: 'tgUserId' });
    const row = (await findBotUser(tx, { id }))!;
    await audit(tx, ctx, 'botUser.add', `botUser:${row.tgUserId}`, null, userAudit(row));
    return toUserRow(row);
  });
}

export async function updateBotUserEntry(input: Input<'updateUser'>, ctx: AuthedContext): Promise<BotUserRow> {
  await checkStaffLink(ctx, input.staffUserId);
  return ctx.db.transaction(async (tx) => {
    const before = await findBotUser(tx, { id: input.id });
    if (!before) throw new ApiError(Code.notFound, 'errors.botUserNotFound');
    await updateBotUser(tx, input.id, {
      name: input.name,
      remark: input.remark,
      staffUserId: input.staffUserId,
      updatedAt: ctx.clock.now(),
    });
    const row = (await findBotUser(tx, { id: input.id }))!;
    await audit(tx, ctx, 'botUser.update', `botUser:${row.tgUserId}`, userAudit(before), userAudit(row));
    return toUserRow(row);
  });
}

export async function deleteBotUserEntry(input: Input<'deleteUser'>, ctx: AuthedContext): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await findBotUser(tx, { id: input.id });
    if (!before || !(await deleteBotUser(tx, input.id))) throw new ApiError(Code.notFound, 'errors.botUserNotFound');
    await audit(tx, ctx, 'botUser.delete', `botUser:${before.tgUserId}`, userAudit(before), null);
  });
  return { id: input.id };
}
