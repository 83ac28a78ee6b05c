import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { botSentMarks } from '../../db/schema.ts';

/**
 * Claims a once-only message for a chat: true for the one caller (of any instance) whose insert
 * wrote the row, false for everyone after it.
 */
export async function claimMark(db: DbOrTx, chatId: number, mark: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(botSentMarks)
    .values({ chatId, mark, sentAt: now })
    .onConflictDoNothing()
    .returning({ chatId: botSentMarks.chatId });
  return rows.length === 1;
}

/** Gives a claim back after its send failed, so the next run tries again. */
export async function releaseMark(db: DbOrTx, chatId: number, mark: string): Promise<void> {
  await db.delete(botSentMarks).where(and(eq(botSentMarks.chatId, chatId), eq(botSentMarks.mark, mark)));
}
