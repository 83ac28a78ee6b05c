import { and, desc, eq } from 'drizzle-orm';
import type { MessageStateId } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export type MessageRecord = typeof messages.$inferSelect;

/** One state of one user's inbox, newest first (index messages_user_state_idx). */
export async function listMessages(db: DbOrTx, userId: number, state: MessageStateId, limit: number) {
  return db
    .select({
      id: messages.id,
      title: messages.title,
      translations: messages.translations,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.state, state)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** The message if it belongs to the user; another user's id looks exactly like a missing one. */
export async function findOwnMessage(db: DbOrTx, userId: number, id: number): Promise<MessageRecord | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  return row;
}

/**
 * Moves a message from one state to another in one statement, so two tabs moving the same message
 * at once cannot both succeed from a stale state. Returns whether it moved.
 */
export async function moveMessage(
  db: DbOrTx,
  userId: number,
  id: number,
  from: MessageStateId,
  to: MessageStateId,
  now: Date,
): Promise<boolean> {
  const patch = from === 0 ? { state: to, readAt: now } : { state: to };
  const rows = await db
    .update(messages)
    .set(patch)
    .where(and(eq(messages.id, id), eq(messages.userId, userId), eq(messages.state, from)))
    .returning({ id: messages.id });
  return rows.length > 0;
}
