import { and, eq, inArray, isNull } from 'drizzle-orm';
import { languages, type Language } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { botGroups } from '../../db/schema.ts';

export interface TargetGroup {
  chatId: number;
  userId: number;
  language: Language;
}

const asLanguage = (tag: string): Language =>
  (languages as readonly string[]).includes(tag) ? (tag as Language) : 'zh-CN';

/** The groups the bot may write to for these users: bound to one of them, whitelisted, not left. */
export async function groupsOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<TargetGroup[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ chatId: botGroups.chatId, userId: botGroups.userId, language: botGroups.language })
    .from(botGroups)
    .where(and(inArray(botGroups.userId, [...userIds]), eq(botGroups.whitelisted, true), isNull(botGroups.leftAt)))
    .orderBy(botGroups.chatId);
  return rows.flatMap((r) =>
    r.userId === null ? [] : [{ chatId: r.chatId, userId: r.userId, language: asLanguage(r.language) }],
  );
}

/** Every group the bot may write to (the daily fund records go to each). */
export async function allTargetGroups(db: DbOrTx): Promise<TargetGroup[]> {
  const rows = await db
    .select({ chatId: botGroups.chatId, userId: botGroups.userId, language: botGroups.language })
    .from(botGroups)
    .where(and(eq(botGroups.whitelisted, true), isNull(botGroups.leftAt)))
    .orderBy(botGroups.chatId);
  return rows.flatMap((r) =>
    r.userId === null ? [] : [{ chatId: r.chatId, userId: r.userId, language: asLanguage(r.language) }],
  );
}

/** Sends one text per group, each in its language; a failed send is logged and answered false. */
export async function sendToGroup(
  send: (chatId: number, text: string) => Promise<void>,
  group: TargetGroup,
  text: string,
  log: (e: unknown) => void,
): Promise<boolean> {
  try {
    await send(group.chatId, text);
    return true;
  } catch (e) {
    log(e);
    return false;
  }
}
