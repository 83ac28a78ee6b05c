import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { botGroups, botStatus, botUsers, users } from '../../db/schema.ts';

/** The row of the main bot in bot_status (the relay bot may keep its own). */
export const mainBot = 'main';

export type BotGroupRecord = typeof botGroups.$inferSelect & {
  userName: string | null;
  userAccount: string | null;
  userRole: string | null;
};
export type BotUserRecord = typeof botUsers.$inferSelect & { staffAccount: string | null; staffRole: string | null };
export type BotStatusRecord = typeof botStatus.$inferSelect;

const groupFields = {
  chatId: botGroups.chatId,
  title: botGroups.title,
  userId: botGroups.userId,
  whitelisted: botGroups.whitelisted,
  language: botGroups.language,
  boundBy: botGroups.boundBy,
  joinedAt: botGroups.joinedAt,
  leftAt: botGroups.leftAt,
  updatedAt: botGroups.updatedAt,
  userName: users.nickname,
  userAccount: users.account,
  userRole: users.role,
};

export async function listGroups(db: DbOrTx, includeLeft: boolean): Promise<BotGroupRecord[]> {
  return db
    .select(groupFields)
    .from(botGroups)
    .leftJoin(users, eq(users.id, botGroups.userId))
    .where(includeLeft ? undefined : isNull(botGroups.leftAt))
    .orderBy(desc(botGroups.joinedAt), desc(botGroups.chatId))
    .limit(1000);
}

export async function findGroup(db: DbOrTx, chatId: number): Promise<BotGroupRecord | null> {
  const [row] = await db
    .select(groupFields)
    .from(botGroups)
    .leftJoin(users, eq(users.id, botGroups.userId))
    .where(eq(botGroups.chatId, chatId));
  return row ?? null;
}

/** The bot is in the group (added, or heard from it): a new row, or a left one back, with its title. */
export async function recordGroupPresent(db: DbOrTx, chatId: number, title: string, now: Date): Promise<void> {
  await db
    .insert(botGroups)
    .values({ chatId, title, joinedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: botGroups.chatId,
      set: {
        title,
        leftAt: null,
        updatedAt: now,
        joinedAt: sql`case when ${botGroups.leftAt} is null then ${botGroups.joinedAt} else ${now} end`,
      },
    });
}

/** The bot was removed: kept with its binding (it may be added back), marked left. */
export async function recordGroupLeft(db: DbOrTx, chatId: number, now: Date): Promise<void> {
  await db.update(botGroups).set({ leftAt: now, updatedAt: now }).where(eq(botGroups.chatId, chatId));
}

export async function updateGroup(
  db: DbOrTx,
  chatId: number,
  set: Partial<typeof botGroups.$inferInsert>,
): Promise<boolean> {
  const done = await db
    .update(botGroups)
    .set(set)
    .where(eq(botGroups.chatId, chatId))
    .returning({ chatId: botGroups.chatId });
  return done.length > 0;
}

/** A group became a supergroup: Telegram gives it a new id; the binding moves along. */
export async function moveGroup(db: DbOrTx, from: number, to: number, now: Date): Promise<void> {
  const taken = await db.select({ chatId: botGroups.chatId }).from(botGroups).where(eq(botGroups.chatId, to));
  if (taken.length === 0)
    await db.update(botGroups).set({ chatId: to, updatedAt: now }).where(eq(botGroups.chatId, from));
}

const userFields = {
  id: botUsers.id,
  tgUserId: botUsers.tgUserId,
  name: botUsers.name,
  remark: botUsers.remark,
  staffUserId: botUsers.staffUserId,
  createdBy: botUsers.createdBy,
  createdAt: botUsers.createdAt,
  updatedAt: botUsers.updatedAt,
  staffAccount: users.account,
  staffRole: users.role,
};

export async function listBotUsers(db: DbOrTx): Promise<BotUserRecord[]> {
  return db
    .select(userFields)
    .from(botUsers)
    .leftJoin(users, eq(users.id, botUsers.staffUserId))
    .orderBy(asc(botUsers.name), asc(botUsers.id))
    .limit(1000);
}

export async function findBotUser(
  db: DbOrTx,
  where: { id: number } | { tgUserId: number },
): Promise<BotUserRecord | null> {
  const cond = 'id' in where ? eq(botUsers.id, where.id) : eq(botUsers.tgUserId, where.tgUserId);
  const [row] = await db
    .select(userFields)
    .from(botUsers)
    .leftJoin(users, eq(users.id, botUsers.staffUserId))
    .where(cond);
  return row ?? null;
}

/** null when the Telegram user is already listed (the unique index decides). */
export async function insertBotUser(db: DbOrTx, values: typeof botUsers.$inferInsert): Promise<number | null> {
  const [row] = await db.insert(botUsers).values(values).onConflictDoNothing().returning({ id: botUsers.id });
  return row?.id ?? null;
}

export async function updateBotUser(db: DbOrTx, id: number, set: Partial<typeof botUsers.$inferInsert>): Promise<void> {
  await db.update(botUsers).set(set).where(eq(botUsers.id, id));
}

export async function deleteBotUser(db: DbOrTx, id: number): Promise<boolean> {
  const gone = await db.delete(botUsers).where(eq(botUsers.id, id)).returning({ id: botUsers.id });
  return gone.length > 0;
}

export async function readStatus(db: DbOrTx, bot = mainBot): Promise<BotStatusRecord | null> {
  const [row] = await db.select().from(botStatus).where(eq(botStatus.bot, bot));
  return row ?? null;
}

export type StatusChange = Partial<Omit<typeof botStatus.$inferInsert, 'bot'>>;

export async function writeStatus(db: DbOrTx, change: StatusChange, now: Date, bot = mainBot): Promise<void> {
  await db
    .insert(botStatus)
    .values({ bot, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: botStatus.bot, set: { ...change, updatedAt: now } });
}

/** A state change by an instance that does not hold the bot must not overwrite the holder's. */
export async function writeStatusIfInstance(
  db: DbOrTx,
  instance: string,
  change: StatusChange,
  now: Date,
  bot = mainBot,
): Promise<void> {
  await db
    .update(botStatus)
    .set({ ...change, updatedAt: now })
    .where(and(eq(botStatus.bot, bot), eq(botStatus.instance, instance)));
}
