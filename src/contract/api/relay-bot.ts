import { z } from 'zod';
import { call } from '../call.ts';
import type { Language } from '../constants.ts';
import type { Role } from '../roles.ts';
import { telegramId, type BotInfo } from './telegram-bot.ts';

/**
 * The relay bot (decision 081, TransferBotToken): copies a merchant group's payment proof to the
 * group of the supplier holding the order and the supplier's reply back. /systemManager/transferBotInfo
 * and /systemManager/tgBotGroup are admin's and superAdmin's; their /customerService variants
 * (customerService, technicalMaintenance) only read.
 */
const relayWriters = ['superAdmin', 'admin'] as const satisfies readonly Role[];
const relayReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];

/** The relay bot's state (like the main bot's) and the two settings that shape what it relays. */
export interface RelayBotInfo extends BotInfo {
  /** SupplierUnifyQueryGroup: proofs go to the one unified supplier query group. */
  unifiedOn: boolean;
  /** AllowPictureQueryOrder: a photo whose caption names an order is relayed too. */
  picturesOn: boolean;
}

/** A group the relay bot is or was in, with its owner from the shared group settings. */
export interface RelayGroupRow {
  chatId: number;
  title: string;
  userId: number | null;
  userName: string;
  userAccount: string;
  userRole: 'merchant' | 'supplier' | null;
  whitelisted: boolean;
  language: Language;
  /** The unified supplier query group (one at most). */
  unifiedQuery: boolean;
  joinTime: string;
  leftTime: string | null;
}

/** A merchant group and a group its proofs went to. */
export interface RelayPairRow {
  merchantChatId: number;
  merchantChatTitle: string;
  merchantId: number | null;
  merchantName: string;
  supplierChatId: number;
  supplierChatTitle: string;
  supplierId: number | null;
  supplierName: string;
  proofCount: number;
  replyCount: number;
  lastTime: string;
}

export const relayKinds = ['proof', 'reply'] as const;
export type RelayKind = (typeof relayKinds)[number];

/** One copied message: a proof to a supplier group, or a reply back to the merchant group. */
export interface RelayRow {
  id: number;
  kind: RelayKind;
  sourceChatId: number;
  sourceTitle: string;
  targetChatId: number;
  targetTitle: string;
  orderCode: string;
  merchantName: string;
  supplierName: string;
  createTime: string;
}

const optionalUserId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
);
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const relayFilterInput = z.object({ merchantId: optionalUserId, supplierId: optionalUserId });

export const relayBotCalls = {
  info: call<RelayBotInfo>()({ method: 'GET', path: '/v1.0/relayBot/info', input: z.object({}), access: relayReaders }),
  /** Every group the relay bot is in (and, asked for, those it left); a few hundred at most. */
  groups: call<RelayGroupRow[]>()({
    method: 'GET',
    path: '/v1.0/relayBot/groups',
    input: z.object({ includeLeft: boolish.optional().default(false) }),
    access: relayReaders,
  }),
  /** Marks (or unmarks) the one unified supplier query group; marking another moves the mark. */
  setUnifiedGroup: call<RelayGroupRow>()({
    method: 'POST',
    path: '/v1.0/relayBot/setUnifiedGroup',
    input: z.object({ chatId: telegramId, unified: boolish }),
    access: relayWriters,
  }),
  /** The merchant group and supplier group pairs, with counts and the last relay; 500 at most. */
  pairs: call<RelayPairRow[]>()({
    method: 'GET',
    path: '/v1.0/relayBot/pairs',
    input: relayFilterInput,
    access: relayReaders,
  }),
  /** The most recent 100 relays, newest first. */
  relays: call<RelayRow[]>()({
    method: 'GET',
    path: '/v1.0/relayBot/relays',
    input: relayFilterInput,
    access: relayReaders,
  }),
};
