import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorLogRow, Page } from '../../src/contract/index.ts';
import { errorLogs, users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Product 7.8: the app reports errors, signed in or not; error_logger_page lists them. */
const savePath = '/v1.0/save_error_logger';
const listPath = '/v1.0/errorLogger/getList';

describe.each(backends)('error log (%s)', (kind) => {
  let b: TestBackend;
  /** Every request to the save path counts against its per-minute limit, bad ones too. */
  let saves = 0;

  const report = (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
    saves++;
    return b.call('POST', savePath, input, headers);
  };
  const list = (token: string, query: Record<string, unknown> = {}) =>
    b.call<Page<ErrorLogRow>>('GET', listPath, { pageIndex: 1, pageNum: 100, ...query }, { token });
  async function latest() {
    const [row] = await b.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1);
    return row;
  }
  async function userId(account: string) {
    const [row] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    return row!.id;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('stores a report sent without a session, with IP, user agent and time, and no user', async () => {
    const res = await report(
      { type: 'script', code: 'E1', mes: "TypeError: cannot read 'x' of undefined", url: '/login' },
      { 'user-agent': 'Phone/1.0' },
    );
    expect(res.code).toBe(200);
    const row = await latest();
    expect(row).toMatchObject({
      userId: null,
      type: 'script',
      code: 'E1',
      mes: "TypeError: cannot read 'x' of undefined",
      url: '/login',
      ip: '127.0.0.1',
      userAgent: 'Phone/1.0',
    });
    expect(row!.createdAt.getTime()).toBe(b.clock.now().getTime());
  });

  it('links a report to the user of a valid session and stores a numeric code as text', async () => {
    const token = await b.sessionFor('merchant01');
    const res = await report(
      { type: 'ajax', code: 500, mes: 'GET /v1.0/order/getList failed', url: '/order/list/merchant' },
      { token },
    );
    expect(res.code).toBe(200);
    expect(await latest()).toMatchObject({ userId: await userId('merchant01'), type: 'ajax', code: '500' });
  });

  it('stores a report with an unknown token without a user instead of refusing it', async () => {
    const res = await report({ type: 'script', code: null, mes: 'after logout' }, { token: 'not-a-session' });
    expect(res.code).toBe(200);
    expect(await latest()).toMatchObject({ userId: null, code: '', url: '', mes: 'after logout' });
  });

  it('refuses a mes over 4000 characters, or none, with 400 and stores nothing', async () => {
    const before = (await b.db.select().from(errorLogs)).length;
    const long = await report({ type: 'script', mes: 'x'.repeat(4001) });
    const missing = await report({ type: 'script' });
    const longUrl = await report({ type: 'script', mes: 'm', url: `/${'u'.repeat(2000)}` });
    expect([long.code, long.msgId, (long.data as { field: string }).field]).toEqual([
      400,
      'validation.text.tooLong',
      'mes',
    ]);
    expect([missing.code, missing.msgId]).toEqual([400, 'validation.required']);
    expect([longUrl.code, (longUrl.data as { field: string }).field]).toEqual([400, 'url']);
    expect((await b.db.select().from(errorLogs)).length).toBe(before);
    expect((await report({ type: 'script', mes: 'x'.repeat(4000) })).code).toBe(200);
  });

  it('lists a merchant only its own reports, newest first, with its account', async () => {
    const token = await b.sessionFor('merchant01');
    await report({ type: 'script', mes: 'merchant01 second' }, { token });
    await report({ type: 'script', mes: 'supplier01 report' }, { token: await b.sessionFor('supplier01') });
    const res = await list(token);
    expect(res.code).toBe(200);
    const own = await b.db
      .select()
      .from(errorLogs)
      .where(eq(errorLogs.userId, await userId('merchant01')));
    expect(res.data.total).toBe(own.length);
    expect(res.data.list.map((r) => r.id)).toEqual(own.map((r) => r.id).sort((x, y) => y - x));
    expect(res.data.list.every((r) => r.account === 'merchant01')).toBe(true);
    expect(res.data.list[0]!.mes).toBe('merchant01 second');
    expect(Object.keys(res.data.list[0]!).sort()).toEqual([
      'account',
      'code',
      'createTime',
      'id',
      'mes',
      'type',
      'url',
    ]);
  });

  it('lists a customer service user only its own reports (none here)', async () => {
    const res = await list(await b.sessionFor('service001'));
    expect(res.data).toMatchObject({ list: [], total: 0 });
  });

  it.each(['admin0001', 'superadmin'])(
    'lists %s every report, anonymous ones with an empty account',
    async (account) => {
      const res = await list(await b.sessionFor(account));
      const all = await b.db.select().from(errorLogs);
      expect(res.data.total).toBe(all.length);
      expect(new Set(res.data.list.map((r) => r.account))).toEqual(new Set(['', 'merchant01', 'supplier01']));
    },
  );

  it('pages the list with the total of every page', async () => {
    const token = await b.sessionFor('admin0001');
    const all = await b.db.select().from(errorLogs);
    const first = await list(token, { pageIndex: 1, pageNum: 2 });
    const second = await list(token, { pageIndex: 2, pageNum: 2 });
    expect(first.data.list).toHaveLength(2);
    expect(second.data.total).toBe(all.length);
    expect(second.data.list[0]!.id).toBeLessThan(first.data.list[1]!.id);
  });

  it('limits reports to 30 a minute from one address with 429', async () => {
    while (saves < 30) expect((await report({ type: 'script', mes: `flood ${saves}` })).code).toBe(200);
    const res = await report({ type: 'script', mes: 'one too many' });
    expect(res.code).toBe(429);
  });
});
