import { z } from 'zod';
import { stored64 } from '../validation.ts';
import { call } from '../call.ts';
import { languages, type Language } from '../constants.ts';
import type { Role } from '../roles.ts';

/**
 * The Telegram bot (decision 077). /systemManager/botInfo and /systemManager/tgWhiteList are
 * admin's and superAdmin's; their /customerService variants (customerService, technicalMaintenance)
 * and the whitelist's /readonly variant (technicalMaintenance) only read (product 2, 2.8).
 */
const botWriters = ['superAdmin', 'admin'] as const satisfies readonly Role[];
const botReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];

export const botStates = ['running', 'stopped', 'error'] as const;
export type BotState = (typeof botStates)[number];

/** What the bot settings page shows. Times ISO 8601 UTC. */
export interface BotInfo {
  /** Whether BotToken is set (the token itself is never read back). */
  tokenSet: boolean;
  /** How the bot gets its updates: long polling, or a webhook when BOT_WEBHOOK_URL is set. */
  mode: 'polling' | 'webhook';
  state: BotState;
  since: string | null;
  /** The server instance running the bot (or the last one that changed its state). */
  instance: string;
  /** From getMe: the bot's name and @username; '' until it has started once. */
  botName: string;
  botUsername: string;
  lastError: string;
  lastErrorAt: string | null;
}

/** A Telegram group the bot is or was in. */
export interface BotGroupRow {
  chatId: number;
  title: string;
  /** The merchant or supplier the group belongs to. */
  userId: number | null;
  userName: string;
  userAccount: string;
  userRole: 'merchant' | 'supplier' | null;
  whitelisted: boolean;
  language: Language;
  boundBy: string;
  joinTime: string;
  /** Set when the bot was removed from the group. */
  leftTime: string | null;
  updateTime: string;
}

/** A Telegram user the bot answers. */
export interface BotUserRow {
  id: number;
  tgUserId: number;
  name: string;
  remark: string;
  /** The staff account the user is linked to: the staff-only commands follow its role. */
  staffUserId: number | null;
  staffAccount: string;
  createdBy: string;
  createTime: string;
  updateTime: string;
}

/** A Telegram chat or user id: chats are negative, users positive, never 0; beyond 2^52 is not an id. */
export const telegramId = stored64(
  z.coerce
    .number({ message: 'validation.telegramId' })
    .int('validation.telegramId')
    .min(-(2 ** 52), 'validation.telegramId')
    .max(2 ** 52, 'validation.telegramId')
    .refine((v) => v !== 0, 'validation.telegramId'),
);
const tgUserId = stored64(telegramId.refine((v) => v > 0, 'validation.telegramId'));
const userId = z.coerce
  .number({ message: 'validation.required' })
  .int()
  .positive()
  .max(2 ** 31 - 1);
const id = z.coerce
  .number({ message: 'validation.required' })
  .int()
  .positive()
  .max(2 ** 31 - 1);
const languageSchema = z.enum(languages, { message: 'validation.required' });
const name = z.string().trim().min(1, 'validation.required').max(64, 'validation.text.tooLong');
const remark = z.string().trim().max(255, 'validation.text.tooLong').optional().default('');
const staffUserId = z
  .preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1)
      .nullable(),
  )
  .optional()
  .default(null);
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const botGroupListInput = z.object({ includeLeft: boolish.optional().default(false) });

export const telegramBotCalls = {
  info: call<BotInfo>()({ method: 'GET', path: '/v1.0/telegramBot/info', input: z.object({}), access: botReaders }),
  /** Every group the bot is in (and, asked for, those it left), newest first; a few hundred at most. */
  groups: call<BotGroupRow[]>()({
    method: 'GET',
    path: '/v1.0/telegramBot/groups',
    input: botGroupListInput,
    access: botReaders,
  }),
  bindGroup: call<BotGroupRow>()({
    method: 'POST',
    path: '/v1.0/telegramBot/bindGroup',
    input: z.object({ chatId: telegramId, userId }),
    access: botWriters,
  }),
  unbindGroup: call<BotGroupRow>()({
    method: 'POST',
    path: '/v1.0/telegramBot/unbindGroup',
    input: z.object({ chatId: telegramId }),
    access: botWriters,
  }),
  setGroupLanguage: call<BotGroupRow>()({
    method: 'POST',
    path: '/v1.0/telegramBot/setGroupLanguage',
    input: z.object({ chatId: telegramId, language: languageSchema }),
    access: botWriters,
  }),
  setGroupWhitelisted: call<BotGroupRow>()({
    method: 'POST',
    path: '/v1.0/telegramBot/setGroupWhitelisted',
    input: z.object({ chatId: telegramId, whitelisted: boolish }),
    access: botWriters,
  }),
  users: call<BotUserRow[]>()({
    method: 'GET',
    path: '/v1.0/telegramBot/users',
    input: z.object({}),
    access: botReaders,
  }),
  addUser: call<BotUserRow>()({
    method: 'POST',
    path: '/v1.0/telegramBot/addUser',
    input: z.object({ tgUserId, name, remark, staffUserId }),
    access: botWriters,
  }),
  updateUser: call<BotUserRow>()({
    method: 'POST',
    path: '/v1.0/telegramBot/updateUser',
    input: z.object({ id, name, remark, staffUserId }),
    access: botWriters,
  }),
  deleteUser: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/telegramBot/deleteUser',
    input: z.object({ id }),
    access: botWriters,
  }),
};
