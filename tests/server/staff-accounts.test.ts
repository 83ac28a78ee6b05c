import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, Balances, Page, SupplierProxyRow, UserInfo } from '../../src/contract/index.ts';
import { auditRecords, balances, users } from '../../server/db/schema.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';

/** Product 7.2, first half: adding users, the user list, the supplier agents, who may call what. */
type Headers = Record<string, string>;

const listPath = '/v1.0/admin/getUserList';
const addPath = '/v1.0/admin/addUser';

describe.each(backends)('admin users: add, list, access (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;
  let superadmin: Headers;
  let seq = 0;
  const freshAccount = (prefix = 'newuser') => `${prefix}${String(++seq).padStart(3, '0')}`;

  const staff = (account: string): Promise<Headers> => b.staffSession(account);
  const add = (input: Record<string, unknown>, headers: Headers = admin) =>
    b.call<{ id: number }>('POST', addPath, input, headers);
  const valid = () => ({ nickname: 'New Person', account: freshAccount(), password: 'Pass1234', access: 'merchant' });
  function expectBadInput(res: Envelope, field: string, msgId: string) {
    expect(res.code).toBe(400);
    expect(res.msgId).toBe(msgId);
    expect((res.data as { field: string }).field).toBe(field);
  }
  const list = (query: Record<string, unknown>, headers: Headers = admin) =>
    b.call<Page<AdminUser>>('GET', listPath, query, headers);
  const allUsers = () => b.db.select().from(users);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    admin = await staff('admin0001');
    superadmin = await staff('superadmin');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('addUser', () => {
    it.each(['merchant', 'supplier'] as const)(
      'creates a %s who can sign in and holds a zero balances row',
      async (role) => {
        const input = { ...valid(), access: role };
        const res = await add(input);
        expect(res.code).toBe(200);
        const token = await b.login(input.account, input.password);
        const info = await b.call<UserInfo>('POST', '/v1.0/user/getInfo', {}, { token });
        expect(info.data).toMatchObject({
          account: input.account,
          name: 'New Person',
          access: [role],
          user_id: res.data.id,
        });
        const total = await b.call<Balances>('GET', '/v1.0/user/getTotalBalance', {}, { token });
        expect(total.code).toBe(200);
        expect(total.data).toEqual({ balance: 0, availableBalance: 0, frozenBalance: 0, reservedBalance: 0 });
        const rows = await b.db.select().from(balances).where(eq(balances.userId, res.data.id));
        expect(rows).toHaveLength(1);
      },
    );

    it('answers 409 errors.accountExists for an account already taken', async () => {
      const res = await add({ ...valid(), account: 'merchant01' });
      expect(res.code).toBe(409);
      expect(res.msgId).toBe('errors.accountExists');
    });

    it('refuses admin0001 giving the superAdmin role with 403 errors.roleNotAssignable', async () => {
      const input = { ...valid(), access: 'superAdmin' };
      const res = await add(input);
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.roleNotAssignable');
      expect((await allUsers()).some((u) => u.account === input.account)).toBe(false);
    });

    it('lets superadmin add a superAdmin who can sign in with that role', async () => {
      const input = { ...valid(), access: 'superAdmin' };
      expect((await add(input, superadmin)).code).toBe(200);
      const token = await b.login(input.account, input.password);
      const info = await b.call<UserInfo>('POST', '/v1.0/user/getInfo', {}, { token });
      expect(info.data.access).toEqual(['superAdmin']);
    });

    it('records the addition in the audit log without the password or its hash', async () => {
      const input = { ...valid(), password: 'Audit9876x' };
      expect((await add(input)).code).toBe(200);
      const records = await b.db.select().from(auditRecords).where(eq(auditRecords.target, input.account));
      expect(records.map((r) => r.action)).toEqual(['admin.addUser']);
      expect(records[0]!.operatorAccount).toBe('admin0001');
      const text = JSON.stringify(records);
      expect(text).not.toContain('Audit9876x');
      expect(text).not.toContain('scrypt');
    });
  });

  describe('addUser input (product 5)', () => {
    it('rejects an account of 7 characters', async () => {
      expectBadInput(await add({ ...valid(), account: 'abcd123' }), 'account', 'validation.account.format');
    });
    it('rejects an account of 65 characters', async () => {
      expectBadInput(await add({ ...valid(), account: 'a'.repeat(64) + '1' }), 'account', 'validation.account.format');
    });
    it('rejects an account with a dash', async () => {
      expectBadInput(await add({ ...valid(), account: 'merchant-77' }), 'account', 'validation.account.format');
    });
    it('rejects an account with a space inside', async () => {
      expectBadInput(await add({ ...valid(), account: 'merchant 77' }), 'account', 'validation.account.format');
    });
    it('rejects an account with non-English letters', async () => {
      expectBadInput(await add({ ...valid(), account: 'händler77' }), 'account', 'validation.account.format');
    });
    it('rejects an empty account', async () => {
      expectBadInput(await add({ ...valid(), account: '' }), 'account', 'validation.required');
    });
    it('accepts an account of exactly 8 and of 64 characters', async () => {
      for (const account of ['abcd1234', 'B'.repeat(60) + '6464']) {
        const res = await add({ ...valid(), account });
        expect(res.code).toBe(200);
        expect((await list({ account })).data.list.map((u) => u.account)).toEqual([account]);
      }
    });
    it('trims the account', async () => {
      const res = await add({ ...valid(), account: '  trimmed01  ' });
      expect(res.code).toBe(200);
      const [row] = await b.db.select().from(users).where(eq(users.id, res.data.id));
      expect(row!.account).toBe('trimmed01');
      await expect(b.login('trimmed01', 'Pass1234')).resolves.toBeTruthy();
    });
    it('rejects a password without digits', async () => {
      expectBadInput(await add({ ...valid(), password: 'PasswordOnly' }), 'password', 'validation.password.format');
    });
    it('rejects a password without letters', async () => {
      expectBadInput(await add({ ...valid(), password: '12345678' }), 'password', 'validation.password.format');
    });
    it('rejects a password shorter than 8 characters', async () => {
      expectBadInput(await add({ ...valid(), password: 'abc1234' }), 'password', 'validation.password.format');
    });
    it('rejects an empty password', async () => {
      expectBadInput(await add({ ...valid(), password: '' }), 'password', 'validation.required');
    });
    it('rejects an empty nickname', async () => {
      expectBadInput(await add({ ...valid(), nickname: '' }), 'nickname', 'validation.required');
    });
    it('rejects a nickname of spaces only', async () => {
      expectBadInput(await add({ ...valid(), nickname: '   ' }), 'nickname', 'validation.required');
    });
    it('rejects a nickname of 65 characters', async () => {
      expectBadInput(await add({ ...valid(), nickname: 'n'.repeat(65) }), 'nickname', 'validation.nickname.length');
    });
    it('rejects an unknown role', async () => {
      expectBadInput(await add({ ...valid(), access: 'owner' }), 'access', 'validation.role.invalid');
    });
    it.each(['nickname', 'account', 'password', 'access'])(
      'rejects a missing field (%s) as required',
      async (field) => {
        const input: Record<string, unknown> = valid();
        delete input[field];
        expectBadInput(await add(input), field, 'validation.required');
      },
    );
  });

  describe('getUserList', () => {
    it('pages with pageIndex and pageNum and reports the total of all users', async () => {
      const [all] = await b.db.select({ n: count() }).from(users);
      const first = await list({ pageIndex: 1, pageNum: 3 });
      const second = await list({ pageIndex: 2, pageNum: 3 });
      const both = await list({ pageIndex: 1, pageNum: 6 });
      expect(first.data).toMatchObject({ total: all!.n, pageIndex: 1, pageNum: 3 });
      expect(first.data.list).toHaveLength(3);
      expect([...first.data.list, ...second.data.list].map((u) => u.id)).toEqual(both.data.list.map((u) => u.id));
      const past = await list({ pageIndex: 1000, pageNum: 20 });
      expect(past.data.list).toEqual([]);
      expect(past.data.total).toBe(all!.n);
    });

    it('filters by part of the nickname, of the account and by role', async () => {
      const every = await allUsers();
      const nick = await list({ nickname: 'supplier 0', pageNum: 500 });
      expect(nick.data.list.map((u) => u.id).sort()).toEqual(
        every
          .filter((u) => u.nickname.toLowerCase().includes('supplier 0'))
          .map((u) => u.id)
          .sort(),
      );
      expect(nick.data.total).toBeGreaterThanOrEqual(6);
      const acct = await list({ account: 'merchant0', pageNum: 500 });
      expect(acct.data.list.map((u) => u.account).sort()).toEqual(
        every
          .filter((u) => u.account.includes('merchant0'))
          .map((u) => u.account)
          .sort(),
      );
      const role = await list({ access: 'supplier', pageNum: 500 });
      expect(role.data.total).toBe(every.filter((u) => u.role === 'supplier').length);
      expect(role.data.list.every((u) => u.access === 'supplier')).toBe(true);
      const combined = await list({ nickname: '02', account: 'supplier', access: 'supplier' });
      expect(combined.data.list.map((u) => u.account)).toEqual(['supplier02']);
    });

    it('ignores a whitespace-only filter like an absent one', async () => {
      const plain = await list({});
      const blank = await list({ nickname: '   ', account: ' \t ', access: '' });
      expect(blank.code).toBe(200);
      expect(blank.data.total).toBe(plain.data.total);
      expect(blank.data.list.map((u) => u.id)).toEqual(plain.data.list.map((u) => u.id));
    });

    it('trims a filter before matching', async () => {
      const res = await list({ account: '  merchant01  ' });
      expect(res.data.list.map((u) => u.account)).toEqual(['merchant01']);
    });

    it('treats % and _ in a filter as ordinary characters', async () => {
      expect((await list({ account: '%' })).data.total).toBe(0);
      expect((await list({ account: 'merchant_1' })).data.total).toBe(0);
    });

    it('shows a deleted user with status deleted and never a hash or a secret', async () => {
      const res = await list({ account: 'merchant09' });
      expect(res.data.list[0]).toMatchObject({ account: 'merchant09', status: 'deleted', access: 'merchant' });
      const everyone = JSON.stringify((await list({ pageNum: 500 })).data);
      expect(everyone).not.toContain('scrypt');
      expect(everyone).not.toContain('JBSWY3DPEHPK3PXP');
    });

    it.each([
      ['pageIndex', 0],
      ['pageIndex', -1],
      ['pageIndex', 'abc'],
      ['pageIndex', 1.5],
      ['pageNum', 0],
      ['pageNum', 501],
      ['pageNum', 'ten'],
    ])('rejects %s=%s with 400 validation.page.invalid', async (field, value) => {
      expectBadInput(await list({ [field]: value }), field, 'validation.page.invalid');
    });

    it('rejects an unknown role filter', async () => {
      expectBadInput(await list({ access: 'owner' }), 'access', 'validation.role.invalid');
    });
  });

  describe('getSupplierProxyList', () => {
    const proxies = (headers: Headers, query: Record<string, unknown> = {}) =>
      b.call<Page<SupplierProxyRow>>('GET', '/v1.0/admin/getSupplierProxyList', query, headers);

    it('shows admins the agents with their teams: agent0001 with a team of 3', async () => {
      const res = await proxies(admin);
      expect(res.code).toBe(200);
      const agents = (await allUsers())
        .filter((u) => u.isAgent && u.status === 0)
        .map((u) => u.account)
        .sort();
      expect(res.data.list.map((r) => r.account).sort()).toEqual(agents);
      const agent = res.data.list.find((r) => r.account === 'agent0001');
      expect(agent?.teamSize).toBe(3);
      expect(agent?.team.map((t) => t.account)).toEqual(['supplier02', 'supplier03', 'supplier04']);
    });

    it('shows an agent only its own team', async () => {
      const res = await proxies({ token: await b.sessionFor('agent0001') });
      expect(res.code).toBe(200);
      expect(res.data.list.map((r) => [r.account, r.teamSize])).toEqual([['agent0001', 3]]);
      expect(res.data.total).toBe(1);
    });

    it('gives a supplier that is not an agent an empty list', async () => {
      const res = await proxies({ token: await b.sessionFor('supplier01') });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ list: [], total: 0 });
    });

    it('refuses merchants and rejects bad page values', async () => {
      expect((await proxies({ token: await b.sessionFor('merchant01') })).code).toBe(403);
      expectBadInput(await proxies(admin, { pageNum: 0 }), 'pageNum', 'validation.page.invalid');
    });
  });

  describe('who may call', () => {
    it.each([
      ['superadmin', 200],
      ['admin0001', 200],
      ['service001', 200],
      ['techmaint1', 200],
      ['techsupport1', 403],
      ['merchant01', 403],
      ['supplier01', 403],
    ])('getUserList by %s answers %i', async (account, code) => {
      const res = await list({}, { token: await b.sessionFor(account) });
      expect(res.code).toBe(code);
      if (code === 403) expect(res.msgId).toBe('errors.forbidden');
    });

    it.each(['service001', 'techmaint1', 'techsupport1'])(
      'refuses addUser to %s with 403 even with a token2',
      async (account) => {
        const input = valid();
        const res = await add(input, await staff(account));
        expect(res.code).toBe(403);
        expect(res.msgId).toBe('errors.forbidden');
        expect((await allUsers()).some((u) => u.account === input.account)).toBe(false);
      },
    );

    it.each(['merchant01', 'supplier01'])('refuses addUser to %s with 403', async (account) => {
      const res = await add(valid(), { token: await b.sessionFor(account) });
      expect(res.code).toBe(403);
    });

    it('answers 1003 without a session', async () => {
      expect((await list({}, {})).code).toBe(1003);
      expect((await add(valid(), { token: 'not-a-session' })).code).toBe(1003);
    });
  });

  describe('second-level login for the write calls', () => {
    let victim: number;
    const writes = (): [string, 'GET' | 'POST', string, Record<string, unknown>][] => [
      [
        'addUser',
        'POST',
        addPath,
        { nickname: 'Blocked', account: 'blockedadd1', password: 'Pass1234', access: 'merchant' },
      ],
      [
        'updateUser',
        'POST',
        '/v1.0/admin/updateUser',
        { id: victim, nickname: 'Blocked', account: 'blockedupd1', role: 'merchant', password: 'Other1234' },
      ],
      ['deleteUser', 'POST', '/v1.0/admin/deleteUser', { id: victim }],
      ['repairUser', 'POST', '/v1.0/admin/repairUser', { userId: victim, newAccountName: 'blockedrep1' }],
      ['resetPayPassword', 'POST', '/v1.0/admin/resetPayPassword', { id: victim }],
    ];
    const auditCount = async () => (await b.db.select({ n: count() }).from(auditRecords))[0]!.n;

    beforeAll(async () => {
      victim = (await add({ ...valid(), account: 'secondlevelvictim' })).data.id;
    });
    afterAll(async () => {
      // The clock moved past every token2 of this backend.
      admin = await staff('admin0001');
      superadmin = await staff('superadmin');
    });

    it('answers 1024 to every write call of admin0001 without a token2 and changes nothing', async () => {
      const token = await b.sessionFor('admin0001');
      const before = await auditCount();
      for (const [name, method, path, input] of writes()) {
        const res = await b.call(method, path, input, { token });
        expect(res.code, name).toBe(1024);
        expect(res.msgId, name).toBe('errors.secondLevelRequired');
      }
      expect(await auditCount()).toBe(before);
      expect((await list({ account: 'secondlevelvictim' })).data.list[0]?.status).toBe('normal');
    });

    it('answers 1024 to a token2 of another session', async () => {
      const token = await b.sessionFor('admin0001');
      const res = await add(valid(), { token, token2: admin.token2! });
      expect(res.code).toBe(1024);
    });

    it('accepts a token2 that is 29 minutes old', async () => {
      const headers = await staff('admin0001');
      b.clock.advance(29 * 60_000);
      const res = await b.call('POST', '/v1.0/admin/resetPayPassword', { id: victim }, headers);
      expect(res.code).toBe(200);
    });

    it('answers 1025 to every write call of admin0001 when the token2 is 31 minutes old', async () => {
      const headers = await staff('admin0001');
      b.clock.advance(31 * 60_000);
      const before = await auditCount();
      for (const [name, method, path, input] of writes()) {
        const res = await b.call(method, path, input, headers);
        expect(res.code, name).toBe(1025);
        expect(res.msgId, name).toBe('errors.secondLevelExpired');
      }
      expect(await auditCount()).toBe(before);
      // The session itself is still good: only the second level expired.
      expect((await list({}, { token: headers.token! })).code).toBe(200);
    });
  });
});
