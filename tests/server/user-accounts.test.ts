import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balances, SessionRow, UserInfo, UserOption } from '../../src/contract/index.ts';
import { auditRecords, balances, sessions, users } from '../../server/db/schema.ts';
import { hashToken } from '../../server/modules/user/sessions.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Product 7.1 apart from sign-in: user info, sessions, option lists, flags and balances. */
type Headers = Record<string, string>;

describe.each(backends)('user accounts (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;
  let superadmin: Headers;

  const staff = (account: string): Promise<Headers> => b.staffSession(account);
  async function userBy(account: string) {
    const [row] = await b.db.select().from(users).where(eq(users.account, account));
    if (!row) throw new Error(`no user ${account}`);
    return row;
  }
  async function publicIdOf(token: string): Promise<string> {
    const [row] = await b.db
      .select({ publicId: sessions.publicId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) throw new Error('no session');
    return row.publicId;
  }
  const getInfo = (token: string) => b.call<UserInfo>('POST', '/v1.0/user/getInfo', {}, { token });
  const getSessions = (token: string) => b.call<SessionRow[]>('POST', '/v1.0/user/getSessions', {}, { token });
  const forceLogout = (token: string, headers: Headers) => b.call('POST', '/v1.0/user/forceLogout', { token }, headers);
  const options = (path: string, query: Record<string, unknown>, headers: Headers = admin) =>
    b.call<UserOption[]>('GET', `/v1.0/user/${path}`, query, headers);
  const accountsOf = (opts: UserOption[]) => opts.map((o) => o.account).sort();
  const active = async (role: string) =>
    (
      await b.db
        .select()
        .from(users)
        .where(and(eq(users.role, role), eq(users.status, 0)))
    )
      .map((u) => u.account)
      .sort();

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    admin = await staff('admin0001');
    superadmin = await staff('superadmin');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('getInfo', () => {
    it('returns exactly the user info fields of product 3 with the account data', async () => {
      const res = await getInfo(await b.sessionFor('merchant01'));
      expect(res.code).toBe(200);
      expect(Object.keys(res.data).sort()).toEqual([
        'access',
        'account',
        'confirmBind',
        'enableGoogleVerify',
        'googleSecret',
        'name',
        'showLogo',
        'systemFlag',
        'user_id',
      ]);
      const me = await userBy('merchant01');
      expect(res.data).toMatchObject({
        name: 'Merchant 01',
        user_id: me.id,
        access: ['merchant'],
        account: 'merchant01',
        enableGoogleVerify: false,
        googleSecret: '',
      });
      expect(typeof res.data.showLogo).toBe('boolean');
      expect(typeof res.data.systemFlag).toBe('string');
    });

    it('sends an empty googleSecret for a confirmed Google binding', async () => {
      const res = await getInfo(await b.sessionFor('admin0002'));
      expect(res.data).toMatchObject({ enableGoogleVerify: true, confirmBind: true, googleSecret: '' });
    });
  });

  describe('getSessions', () => {
    it('shows a merchant only its own sessions, with current on the calling one, and never a token', async () => {
      const calling = await b.sessionFor('merchant01');
      const other = await b.sessionFor('merchant01');
      const foreign = await b.sessionFor('merchant02');
      const res = await getSessions(calling);
      expect(res.code).toBe(200);
      const me = await userBy('merchant01');
      expect(res.data.every((r) => r.userId === me.id && r.account === 'merchant01')).toBe(true);
      const ids = res.data.map((r) => r.token);
      expect(ids).toContain(await publicIdOf(other));
      expect(ids).not.toContain(await publicIdOf(foreign));
      expect(res.data.filter((r) => r.current).map((r) => r.token)).toEqual([await publicIdOf(calling)]);
      const text = JSON.stringify(res.data);
      for (const secret of [calling, other, hashToken(calling)]) expect(text).not.toContain(secret);
    });

    it('shows superadmin the sessions of several users without their tokens', async () => {
      const m = await b.sessionFor('merchant02');
      const s = await b.sessionFor('supplier01');
      const res = await getSessions(superadmin.token!);
      const accounts = new Set(res.data.map((r) => r.account));
      for (const a of ['merchant02', 'supplier01', 'superadmin']) expect(accounts.has(a)).toBe(true);
      const text = JSON.stringify(res.data);
      for (const secret of [m, s, superadmin.token!, superadmin.token2!]) expect(text).not.toContain(secret);
    });

    it('shows an admin only its own sessions', async () => {
      await b.sessionFor('merchant02');
      const res = await getSessions(admin.token!);
      expect(new Set(res.data.map((r) => r.account))).toEqual(new Set(['admin0001']));
    });

    it('leaves out a session that logged out', async () => {
      const calling = await b.sessionFor('merchant03');
      const gone = await b.sessionFor('merchant03');
      expect((await b.call('POST', '/v1.0/user/logout', {}, { token: gone })).code).toBe(200);
      expect((await getSessions(calling)).data.map((r) => r.token)).not.toContain(await publicIdOf(gone));
    });
  });

  describe('forceLogout', () => {
    it("lets superadmin end merchant01's session: merchant01's next call answers 1003", async () => {
      const victim = await b.sessionFor('merchant01');
      expect((await forceLogout(await publicIdOf(victim), superadmin)).code).toBe(200);
      expect((await getInfo(victim)).code).toBe(1003);
      const records = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'user.forceLogout'));
      expect(JSON.stringify(records)).not.toContain(victim);
    });

    it("lets admin0001 end a merchant's session but not superadmin's", async () => {
      const merchant = await b.sessionFor('merchant02');
      expect((await forceLogout(await publicIdOf(merchant), admin)).code).toBe(200);
      expect((await getInfo(merchant)).code).toBe(1003);
      const top = await b.sessionFor('superadmin');
      const res = await forceLogout(await publicIdOf(top), admin);
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.forbidden');
      expect((await getInfo(top)).code).toBe(200);
    });

    it('lets merchant01 end its own other session without a token2', async () => {
      const calling = await b.sessionFor('merchant01');
      const other = await b.sessionFor('merchant01');
      expect((await forceLogout(await publicIdOf(other), { token: calling })).code).toBe(200);
      expect((await getInfo(other)).code).toBe(1003);
      expect((await getInfo(calling)).code).toBe(200);
    });

    it("refuses merchant01 ending merchant02's session with 403", async () => {
      const foreign = await b.sessionFor('merchant02');
      expect((await forceLogout(await publicIdOf(foreign), { token: await b.sessionFor('merchant01') })).code).toBe(
        403,
      );
      expect((await getInfo(foreign)).code).toBe(200);
    });

    it('answers 404 errors.sessionNotFound for an unknown or already ended session', async () => {
      const unknown = await forceLogout('no-such-session', superadmin);
      expect(unknown.code).toBe(404);
      expect(unknown.msgId).toBe('errors.sessionNotFound');
      const ended = await b.sessionFor('merchant04');
      const id = await publicIdOf(ended);
      expect((await forceLogout(id, superadmin)).code).toBe(200);
      expect((await forceLogout(id, superadmin)).code).toBe(404);
    });

    it('answers 1024 to staff without a token2 and leaves the session open', async () => {
      const victim = await b.sessionFor('merchant05');
      expect((await forceLogout(await publicIdOf(victim), { token: superadmin.token! })).code).toBe(1024);
      expect((await getInfo(victim)).code).toBe(200);
    });
  });

  describe('option lists', () => {
    it('getUserOptions filters by role and gives id, nickname and account', async () => {
      const res = await options('getUserOptions', { role: 'merchant' });
      expect(res.code).toBe(200);
      expect(accountsOf(res.data)).toEqual(await active('merchant'));
      const m1 = await userBy('merchant01');
      expect(res.data.find((o) => o.account === 'merchant01')).toEqual({
        value: m1.id,
        label: 'Merchant 01',
        account: 'merchant01',
      });
      const all = await options('getUserOptions', {});
      expect(all.data.length).toBe((await b.db.select().from(users).where(eq(users.status, 0))).length);
    });

    it('getUserOptions shows the deleted merchant09 only with includeDeleted true', async () => {
      expect(accountsOf((await options('getUserOptions', { role: 'merchant', includeDeleted: true })).data)).toContain(
        'merchant09',
      );
      expect(
        accountsOf((await options('getUserOptions', { role: 'merchant', includeDeleted: false })).data),
      ).not.toContain('merchant09');
      expect(accountsOf((await options('getUserOptions', { role: 'merchant' })).data)).not.toContain('merchant09');
    });

    it('getSupplierUserOptions shows staff every supplier, and only agents when asked', async () => {
      expect(accountsOf((await options('getSupplierUserOptions', {})).data)).toEqual(await active('supplier'));
      const agents = (
        await b.db
          .select()
          .from(users)
          .where(and(eq(users.isAgent, true), eq(users.status, 0)))
      )
        .map((u) => u.account)
        .sort();
      const onlyAgents = await options('getSupplierUserOptions', { isGetAllAgentSupplier: true });
      expect(accountsOf(onlyAgents.data)).toEqual(agents);
      expect(agents).toContain('agent0001');
    });

    it('getSupplierUserOptions shows agent0001 itself and its team of 3, supplier01 only itself', async () => {
      const agent = await options('getSupplierUserOptions', {}, { token: await b.sessionFor('agent0001') });
      expect(accountsOf(agent.data)).toEqual(['agent0001', 'supplier02', 'supplier03', 'supplier04']);
      const plain = await options('getSupplierUserOptions', {}, { token: await b.sessionFor('supplier01') });
      expect(accountsOf(plain.data)).toEqual(['supplier01']);
    });

    it('getUnusedUserOptions leaves out the caller, deleted users and accounts already bound', async () => {
      const before = accountsOf((await options('getUnusedUserOptions', { role: 'merchant' })).data);
      expect(before).toContain('merchant05');
      expect(before).not.toContain('merchant09');
      const bind = await b.call(
        'POST',
        '/v1.0/user/bindUserForProfile',
        { userAccount: 'merchant05' },
        { token: await b.sessionFor('merchant04') },
      );
      expect(bind.code).toBe(200);
      expect(accountsOf((await options('getUnusedUserOptions', { role: 'merchant' })).data)).not.toContain(
        'merchant05',
      );
      const staffOnes = accountsOf((await options('getUnusedUserOptions', {})).data);
      expect(staffOnes).not.toContain('admin0001');
      expect(staffOnes).toContain('superadmin');
    });

    it.each(['getUserOptions', 'getSupplierUserOptions', 'getUnusedUserOptions'])(
      'refuses %s to merchants with 403',
      async (path) => {
        expect((await options(path, {}, { token: await b.sessionFor('merchant01') })).code).toBe(403);
      },
    );

    it('rejects an unknown role with 400', async () => {
      const res = await options('getUserOptions', { role: 'owner' });
      expect(res.code).toBe(400);
      expect(res.msgId).toBe('validation.role.invalid');
    });
  });

  describe('setAllowModify', () => {
    const set = (userId: number, allowModify: boolean, headers: Headers = admin) =>
      b.call('POST', '/v1.0/user/setAllowModify', { userId, allowModify }, headers);

    it('changes the flag and records before and after in the audit log', async () => {
      const m3 = await userBy('merchant03');
      expect(m3.allowModify).toBe(true);
      expect((await set(m3.id, false)).code).toBe(200);
      expect((await userBy('merchant03')).allowModify).toBe(false);
      expect((await set(m3.id, true)).code).toBe(200);
      expect((await userBy('merchant03')).allowModify).toBe(true);
      const records = await b.db
        .select()
        .from(auditRecords)
        .where(and(eq(auditRecords.action, 'user.setAllowModify'), eq(auditRecords.target, 'merchant03')));
      expect(records.map((r) => [r.before, r.after])).toEqual([
        [{ allowModify: true }, { allowModify: false }],
        [{ allowModify: false }, { allowModify: true }],
      ]);
      expect(records.every((r) => r.operatorAccount === 'admin0001')).toBe(true);
    });

    it('answers 403 to merchants and for superadmin as target, 1024 without a token2, 404 for no such user', async () => {
      const m3 = await userBy('merchant03');
      expect((await set(m3.id, false, { token: await b.sessionFor('merchant01') })).code).toBe(403);
      expect((await set((await userBy('superadmin')).id, false)).code).toBe(403);
      expect((await set(m3.id, false, { token: admin.token! })).code).toBe(1024);
      expect((await set(999_999, false)).code).toBe(404);
      expect((await userBy('merchant03')).allowModify).toBe(true);
      expect((await userBy('superadmin')).allowModify).toBe(true);
    });
  });

  describe('getTotalBalance', () => {
    const total = (token: string) => b.call<Balances>('GET', '/v1.0/user/getTotalBalance', {}, { token });

    it('gives merchant01 its own balances row with availableBalance = balance - frozenBalance', async () => {
      const m1 = await userBy('merchant01');
      const [seeded] = await b.db.select().from(balances).where(eq(balances.userId, m1.id));
      const first = await total(await b.sessionFor('merchant01'));
      expect(first.data).toEqual({
        balance: seeded!.balance,
        frozenBalance: seeded!.frozenBalance,
        reservedBalance: 0,
        availableBalance: seeded!.balance - seeded!.frozenBalance,
      });
      await b.db.update(balances).set({ balance: 1_234_567, frozenBalance: 34_567 }).where(eq(balances.userId, m1.id));
      const res = await total(await b.sessionFor('merchant01'));
      expect(res.data).toEqual({
        balance: 1_234_567,
        frozenBalance: 34_567,
        reservedBalance: 0,
        availableBalance: 1_200_000,
      });
    });

    it('gives staff the sum over the merchants and suppliers that are not deleted', async () => {
      // A deleted merchant's money must not count: give merchant09 some so that it would show.
      const m9 = await userBy('merchant09');
      await b.db.update(balances).set({ balance: 777_000, frozenBalance: 7_000 }).where(eq(balances.userId, m9.id));
      const rows = await b.db
        .select({ balance: balances.balance, frozen: balances.frozenBalance, reserved: balances.reserved })
        .from(balances)
        .innerJoin(users, eq(users.id, balances.userId))
        .where(and(inArray(users.role, ['merchant', 'supplier']), eq(users.status, 0)));
      const balance = rows.reduce((s, r) => s + r.balance, 0);
      const frozenBalance = rows.reduce((s, r) => s + r.frozen, 0);
      // The suppliers' unpaid demo orders hold part of their balance (decision 048).
      const reserved = rows.reduce((s, r) => s + r.reserved, 0);
      expect(reserved).toBeGreaterThan(0);
      expect(rows.length).toBeGreaterThanOrEqual(11);
      for (const headers of [admin, superadmin, { token: await b.sessionFor('service001') }]) {
        const res = await total(headers.token!);
        expect(res.code).toBe(200);
        expect(res.data).toEqual({
          balance,
          frozenBalance,
          reservedBalance: reserved,
          availableBalance: balance - frozenBalance - reserved,
        });
      }
    });

    it('gives agent0001 its own figures, not its team', async () => {
      const [own] = await b.db
        .select()
        .from(balances)
        .where(eq(balances.userId, (await userBy('agent0001')).id));
      const res = await total(await b.sessionFor('agent0001'));
      expect(res.data.balance).toBe(own!.balance);
      // What the supplier's open orders hold is said, so the four figures add up on screen.
      expect(res.data.reservedBalance).toBe(own!.reserved);
      expect(res.data.balance - res.data.frozenBalance - res.data.reservedBalance).toBe(res.data.availableBalance);
    });

    it('refuses techsupport1 with 403', async () => {
      const res = await total(await b.sessionFor('techsupport1'));
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.forbidden');
    });
  });
});
