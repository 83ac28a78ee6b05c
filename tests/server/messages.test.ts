import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MessageState,
  type MessageContent,
  type MessageLists,
  type MessageRow,
  type MessageStateId,
} from '../../src/contract/index.ts';
import { messages, users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Product 7.3 and 4: the inbox, its three lists and the moves between them. */
const now = new Date('2026-05-01T12:00:00.000Z');
const day = 86_400_000;

describe.each(backends)('messages inbox (%s)', (kind) => {
  let b: TestBackend;
  let merchant: string;
  let merchantId: number;

  const init = (token = merchant) => b.call<MessageLists>('GET', '/v1.0/message/init', {}, { token });
  const content = (msgId: number, token = merchant) =>
    b.call<MessageContent>('GET', '/v1.0/message/content', { msg_id: msgId }, { token });
  const move = (path: 'has_read' | 'remove_readed' | 'restore', msgId: number, token = merchant) =>
    b.call('POST', `/v1.0/message/${path}`, { msg_id: msgId }, { token });
  async function userId(account: string): Promise<number> {
    const [row] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    if (!row) throw new Error(`no user ${account}`);
    return row.id;
  }
  async function stateOf(id: number): Promise<number | undefined> {
    const [row] = await b.db.select({ state: messages.state }).from(messages).where(eq(messages.id, id));
    return row?.state;
  }
  /** A message of the merchant in the given state, put there directly so tests do not depend on each other. */
  async function messageIn(state: MessageStateId): Promise<number> {
    const [row] = await b.db
      .insert(messages)
      .values({
        userId: merchantId,
        title: `Test ${state}`,
        content: 'Body',
        state,
        createdAt: new Date(now.getTime() - 3_600_000),
      })
      .returning({ id: messages.id });
    return row!.id;
  }
  const isNewestFirst = (rows: MessageRow[]) =>
    rows.every((r, i) => i === 0 || rows[i - 1]!.create_time >= r.create_time);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    merchant = await b.sessionFor('merchant01');
    merchantId = await userId('merchant01');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('seeds 6 to 12 messages for every active user, in all three states, within the last 30 days', async () => {
    const active = await b.db.select({ id: users.id }).from(users).where(eq(users.status, 0));
    const all = await b.db.select().from(messages);
    for (const { id } of active) {
      const mine = all.filter((m) => m.userId === id);
      expect(mine.length, `user ${id}`).toBeGreaterThanOrEqual(6);
      expect(mine.length, `user ${id}`).toBeLessThanOrEqual(12);
      expect(new Set(mine.map((m) => m.state))).toEqual(new Set([0, 1, 2]));
      for (const m of mine) {
        expect(m.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(m.createdAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * day);
        expect(m.title.length).toBeGreaterThan(0);
        expect(m.content.length).toBeGreaterThan(40);
        expect(m.readAt === null).toBe(m.state === MessageState.unread);
      }
    }
  });

  it('lists the three states newest first with msg_id, title and create_time but no content', async () => {
    const res = await init();
    expect(res.code).toBe(200);
    const own = await b.db.select().from(messages).where(eq(messages.userId, merchantId));
    for (const [name, state] of [
      ['unread', 0],
      ['readed', 1],
      ['trash', 2],
    ] as const) {
      const list = res.data[name];
      expect(list.map((r) => r.msg_id).sort()).toEqual(
        own
          .filter((m) => m.state === state)
          .map((m) => m.id)
          .sort(),
      );
      expect(isNewestFirst(list)).toBe(true);
      for (const row of list) expect(Object.keys(row).sort()).toEqual(['create_time', 'msg_id', 'title']);
    }
  });

  it("answers a message in the reader's language (Accept-Language), else as it was written", async () => {
    const [row] = await b.db
      .insert(messages)
      .values({
        userId: merchantId,
        title: 'Settlement paid out',
        content: 'The weekly settlement has been paid out.',
        translations: {
          'zh-CN': { title: '结算已付款', content: '每周结算已付款。' },
          'zh-TW': { title: '結算已付款', content: '每週結算已付款。' },
        },
        state: MessageState.unread,
        createdAt: new Date(now.getTime() - 60_000),
      })
      .returning({ id: messages.id });
    const id = row!.id;
    const read = async (lang?: string) => {
      const headers = { token: merchant, ...(lang ? { 'accept-language': lang } : {}) };
      const lists = await b.call<MessageLists>('GET', '/v1.0/message/init', {}, headers);
      const one = await b.call<MessageContent>('GET', '/v1.0/message/content', { msg_id: id }, headers);
      return [lists.data.unread.find((r) => r.msg_id === id)?.title, one.data.title, one.data.content];
    };
    expect(await read('zh-TW')).toEqual(['結算已付款', '結算已付款', '每週結算已付款。']);
    expect(await read('zh-CN')).toEqual(['结算已付款', '结算已付款', '每周结算已付款。']);
    // A browser's own list: Hong Kong reads Traditional.
    expect((await read('zh-HK,zh;q=0.9'))[0]).toBe('結算已付款');
    expect(await read('en-US')).toEqual([
      'Settlement paid out',
      'Settlement paid out',
      'The weekly settlement has been paid out.',
    ]);
    expect((await read())[0]).toBe('Settlement paid out');
    expect((await read('fr-FR'))[0]).toBe('Settlement paid out');
  });

  it('seeds every demo message in the three languages', async () => {
    const all = await b.db
      .select({ translations: messages.translations })
      .from(messages)
      .where(eq(messages.userId, merchantId));
    for (const m of all.filter((x) => x.translations)) {
      expect(m.translations?.['zh-CN']?.title.length).toBeGreaterThan(0);
      expect(m.translations?.['zh-TW']?.content.length).toBeGreaterThan(0);
    }
    expect(all.filter((x) => x.translations).length).toBeGreaterThanOrEqual(6);
  });

  it('answers the content of an own message', async () => {
    const [m] = await b.db.select().from(messages).where(eq(messages.userId, merchantId)).limit(1);
    const res = await content(m!.id);
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      msg_id: m!.id,
      title: m!.title,
      content: m!.content,
      create_time: m!.createdAt.toISOString(),
    });
  });

  it('marks an unread message read: the unread list shrinks by one and the readed list gains it', async () => {
    const id = await messageIn(MessageState.unread);
    const before = await init();
    expect((await move('has_read', id)).code).toBe(200);
    const after = await init();
    expect(after.data.unread.length).toBe(before.data.unread.length - 1);
    expect(after.data.unread.map((r) => r.msg_id)).not.toContain(id);
    expect(after.data.readed.map((r) => r.msg_id)).toContain(id);
    const [row] = await b.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.readAt?.getTime()).toBe(b.clock.now().getTime());
  });

  it('removes a read message to the trash and restores it to the read list', async () => {
    const id = await messageIn(MessageState.readed);
    expect((await move('remove_readed', id)).code).toBe(200);
    expect(await stateOf(id)).toBe(MessageState.trash);
    expect((await init()).data.trash.map((r) => r.msg_id)).toContain(id);
    expect((await move('restore', id)).code).toBe(200);
    expect(await stateOf(id)).toBe(MessageState.readed);
  });

  it('treats a move repeated after it happened as done (double tap, offline replay)', async () => {
    const id = await messageIn(MessageState.unread);
    expect((await move('has_read', id)).code).toBe(200);
    expect((await move('has_read', id)).code).toBe(200);
    expect(await stateOf(id)).toBe(MessageState.readed);
  });

  it.each([
    ['has_read', MessageState.trash],
    ['remove_readed', MessageState.unread],
    ['restore', MessageState.unread],
  ] as const)('refuses %s on a message in state %i with 409 errors.messageStateInvalid', async (path, state) => {
    const id = await messageIn(state);
    const res = await move(path, id);
    expect(res.code).toBe(409);
    expect(res.status).toBe(409);
    expect(res.msgId).toBe('errors.messageStateInvalid');
    expect(await stateOf(id)).toBe(state);
  });

  it("answers 404 errors.notFound for another user's message and leaves it as it was", async () => {
    const otherId = await userId('merchant02');
    const [foreign] = await b.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, otherId), eq(messages.state, MessageState.unread)))
      .limit(1);
    const id = foreign!.id;
    for (const res of [
      await content(id),
      await move('has_read', id),
      await move('remove_readed', id),
      await move('restore', id),
    ]) {
      expect(res.code).toBe(404);
      expect(res.msgId).toBe('errors.notFound');
      expect(JSON.stringify(res.data ?? null)).not.toContain(foreign!.title);
    }
    expect(await stateOf(id)).toBe(MessageState.unread);
    const lists = await init();
    const shown = [...lists.data.unread, ...lists.data.readed, ...lists.data.trash].map((r) => r.msg_id);
    expect(shown).not.toContain(id);
  });

  it('answers 404 for an unknown msg_id and 400 for a missing one', async () => {
    expect((await content(99_999_999)).code).toBe(404);
    const res = await b.call('POST', '/v1.0/message/has_read', {}, { token: merchant });
    expect(res.code).toBe(400);
    expect((res.data as { field: string }).field).toBe('msg_id');
  });

  it('answers 1003 without a session', async () => {
    expect((await b.call('GET', '/v1.0/message/init')).code).toBe(1003);
  });
});
