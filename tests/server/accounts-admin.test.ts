import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  type AccountRow,
  type ClearBalancesResult,
  type CreateAccountResult,
  type Page,
  type SubAccountRow,
} from '../../src/contract/index.ts';
import { auditRecords, balances, fundRecords, sessions, userBindings, users } from '../../server/db/schema.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { writeSetting } from '../../server/modules/system-config/repository.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import { createOrderFor, makeMerchant, makeProduct, makeResource, makeSupplier } from './support/order-fixtures.ts';

/** Merchant and supplier management (/v1.0/account/*): lists, creation, the admin actions of product 6. */
type Headers = Record<string, string>;
const p = (name: string) => `/v1.0/account/${name}`;

/** Every call with a valid input, its method, and who may make it. */
const writers = ['superadmin', 'admin0001'];
const otherRoles = ['service001', 'techmaint1', 'techsupport1', 'supplier01', 'merchant01'];

describe.each(backends)('accounts: merchants and suppliers (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;
  let seq = 0;
  const fresh = (prefix = 'acct') => `${prefix}${String(++seq).padStart(5, '0')}x${kind.slice(0, 2)}`;
  const idOf = async (account: string) => (await findUserByAccount(b.db, account))!.id;
  /** A code works once (decision 048): each one is from a step later than the last. */
  const google = () => (b.clock.advance(30_000), googleCodeAt(demoGoogleSecret, b.clock.now()));
  const setConfig = (key: string, value: unknown) => writeSetting(b.db, key, value, b.clock.now());
  const post = <T = null>(name: string, input: Record<string, unknown>, headers: Headers = admin) =>
    b.call<T>('POST', p(name), input, headers);
  const list = (role: 'Merchant' | 'Supplier', query: Record<string, unknown>, headers: Headers = admin) =>
    b.call<Page<AccountRow>>('GET', p(`get${role}List`), query, headers);
  const lastAudit = async (action: string) =>
    (
      await b.db
        .select()
        .from(auditRecords)
        .where(eq(auditRecords.action, action))
        .orderBy(desc(auditRecords.id))
        .limit(1)
    )[0];
  function expectBadInput(res: Envelope, field: string, msgId: string) {
    expect(res.code).toBe(400);
    expect(res.msgId).toBe(msgId);
    expect((res.data as { field: string }).field).toBe(field);
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 40 });
    admin = await b.staffSession('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('who may call what', () => {
    it('lets every writer call the write calls and refuses every other role with 403', async () => {
      const merchant02 = await idOf('merchant02');
      const calls: [string, Record<string, unknown>][] = [
        ['createMerchant', { nickname: 'N', account: fresh(), password: 'Pass1234' }],
        ['createSupplier', { nickname: 'N', account: fresh(), password: 'Pass1234' }],
        ['setAcceptOrders', { userId: merchant02, acceptOrders: true }],
        ['setKycLowerLimit', { userId: merchant02, kycLowerLimit: '10' }],
        ['setSignType', { userId: merchant02, signType: 'MD5' }],
        ['forceLogoutUser', { userId: merchant02 }],
        ['setFrozen', { userId: merchant02, frozen: false }],
      ];
      for (const account of otherRoles) {
        const token = await b.sessionFor(account);
        for (const [name, input] of [
          ...calls,
          ['resetMerchantKey', { userId: merchant02, googleCode: '123456' }],
          ['clearMerchantBalances', { googleCode: '123456' }],
        ] as const) {
          const res = await post(name, input, { token });
          expect(res.code, `${account} ${name}`).toBe(403);
        }
      }
      for (const account of writers) {
        const headers = await b.staffSession(account);
        for (const [name, input] of calls) {
          const fresh_ = name.startsWith('create') ? { ...input, account: fresh() } : input;
          expect((await post<unknown>(name, fresh_, headers)).code, `${account} ${name}`).toBe(200);
        }
      }
    });

    it('lets staff read the merchant list, technicalSupport only the supplier list', async () => {
      for (const account of ['superadmin', 'admin0001', 'service001', 'techmaint1']) {
        const token = await b.sessionFor(account);
        expect((await list('Merchant', {}, { token })).code).toBe(200);
        expect((await list('Supplier', {}, { token })).code).toBe(200);
      }
      const support = { token: await b.sessionFor('techsupport1') };
      expect((await list('Merchant', {}, support)).code).toBe(403);
      expect((await list('Supplier', {}, support)).code).toBe(200);
      expect((await b.call('GET', p('getSubAccounts'), { userId: await idOf('merchant01') }, support)).code).toBe(403);
      for (const account of ['supplier01', 'merchant01']) {
        const token = await b.sessionFor(account);
        expect((await list('Merchant', {}, { token })).code).toBe(403);
        expect((await list('Supplier', {}, { token })).code).toBe(403);
      }
    });

    it('asks staff writers for the second-level login (1024)', async () => {
      const token = await b.sessionFor('admin0001');
      const res = await post('setAcceptOrders', { userId: await idOf('merchant02'), acceptOrders: true }, { token });
      expect(res.code).toBe(1024);
      // The app asks for it up front with checkSecondLevel, which does nothing else.
      expect((await post('checkSecondLevel', {}, { token })).code).toBe(1024);
      expect((await post('checkSecondLevel', {}, admin)).code).toBe(200);
      expect((await post('checkSecondLevel', {}, await b.staffSession('service001'))).code).toBe(403);
    });
  });

  describe('lists', () => {
    it('shows balances in minor units with available = balance - frozen, and never the key', async () => {
      const res = await list('Merchant', { account: 'merchant01' });
      expect(res.code).toBe(200);
      const row = res.data.list.find((r) => r.account === 'merchant01')!;
      const [bal] = await b.db.select().from(balances).where(eq(balances.userId, row.id));
      expect(row).toMatchObject({
        role: 'merchant',
        balance: bal!.balance,
        frozenBalance: bal!.frozenBalance,
        availableBalance: bal!.balance - bal!.frozenBalance,
        hasKey: true,
        signType: 'MD5',
      });
      expect(JSON.stringify(res.data)).not.toContain('0123456789abcdef0123456789abcdef');
      expect(res.data.list.every((r) => r.account.includes('merchant01'))).toBe(true);
    });

    it('filters by state: deleted, enabled, disabled and normal (not deleted)', async () => {
      const deleted = await list('Merchant', { state: 'deleted' });
      expect(deleted.data.list.map((r) => r.account)).toContain('merchant09');
      expect(deleted.data.list.every((r) => r.status === 'deleted')).toBe(true);
      const normal = await list('Merchant', { state: 'normal', pageNum: 500 });
      expect(normal.data.list.some((r) => r.status === 'deleted')).toBe(false);
      expect(
        (await list('Merchant', { state: 'enabled', pageNum: 500 })).data.list.every((r) => r.status === 'normal'),
      ).toBe(true);
      const bad = await list('Merchant', { state: 'sleeping' });
      expectBadInput(bad, 'state', 'errors.badRequest');
    });

    it('lists deleted merchants after every other, each part newest first', async () => {
      const all = (await list('Merchant', { pageNum: 500 })).data.list;
      const firstDeleted = all.findIndex((r) => r.status === 'deleted');
      expect(firstDeleted).toBeGreaterThan(0);
      expect(all.slice(firstDeleted).every((r) => r.status === 'deleted')).toBe(true);
      const ids = (rows: AccountRow[]) => rows.map((r) => r.id);
      expect(ids(all.slice(0, firstDeleted))).toEqual([...ids(all.slice(0, firstDeleted))].sort((a, b) => b - a));
      expect(ids(all.slice(firstDeleted))).toEqual([...ids(all.slice(firstDeleted))].sort((a, b) => b - a));
    });

    it('filters by nickname and lists only the role asked', async () => {
      const res = await list('Supplier', { nickname: 'Supplier 0' });
      expect(res.data.total).toBeGreaterThan(0);
      expect(res.data.list.every((r) => r.role === 'supplier' && r.nickname.includes('Supplier 0'))).toBe(true);
    });
  });

  describe('create', () => {
    it('creates a merchant with a zero balance and a key; validates account and password with the contract rules', async () => {
      const account = fresh('shop');
      const res = await post<CreateAccountResult>('createMerchant', {
        nickname: 'Shop',
        account,
        password: 'Pass1234',
      });
      expect(res.code).toBe(200);
      expect(res.data.related).toBeNull();
      const row = (await list('Merchant', { account })).data.list[0]!;
      expect(row).toMatchObject({
        account,
        balance: 0,
        availableBalance: 0,
        frozenBalance: 0,
        hasKey: true,
        status: 'normal',
      });
      expectBadInput(
        await post('createMerchant', { nickname: 'S', account: 'short', password: 'Pass1234' }),
        'account',
        'validation.account.format',
      );
      expectBadInput(
        await post('createMerchant', { nickname: 'S', account: 'has_underscore1', password: 'Pass1234' }),
        'account',
        'validation.account.format',
      );
      expectBadInput(
        await post('createMerchant', { nickname: 'S', account: fresh(), password: 'onlyletters' }),
        'password',
        'validation.password.format',
      );
      expectBadInput(
        await post('createMerchant', { nickname: '', account: fresh(), password: 'Pass1234' }),
        'nickname',
        'validation.required',
      );
    });

    it('answers 409 errors.accountExists on a duplicate', async () => {
      const res = await post('createSupplier', { nickname: 'Dup', account: 'supplier01', password: 'Pass1234' });
      expect(res.code).toBe(409);
      expect(res.msgId).toBe('errors.accountExists');
    });

    it('with AutoCreateRelateSupplier on, a new merchant brings a bound supplier <account>S', async () => {
      await setConfig('AutoCreateRelateSupplier', true);
      try {
        const account = fresh('rel');
        const res = await post<CreateAccountResult>('createMerchant', {
          nickname: 'Rel',
          account,
          password: 'Pass1234',
        });
        expect(res.code).toBe(200);
        expect(res.data.related).toMatchObject({ account: `${account}S`, role: 'supplier' });
        await b.login(`${account}S`, 'Pass1234');
        const bound = await b.db
          .select()
          .from(userBindings)
          .where(and(eq(userBindings.ownerId, res.data.id), eq(userBindings.boundId, res.data.related!.id)));
        expect(bound[0]?.confirmed).toBe(true);
        // The related name already taken: neither account is made.
        const taken = fresh('rel');
        expect((await post('createSupplier', { nickname: 'X', account: `${taken}S`, password: 'Pass1234' })).code).toBe(
          200,
        );
        const clash = await post('createMerchant', { nickname: 'Y', account: taken, password: 'Pass1234' });
        expect(clash.code).toBe(409);
        expect(await findUserByAccount(b.db, taken)).toBeUndefined();
      } finally {
        await setConfig('AutoCreateRelateSupplier', false);
      }
    });

    it('with AutoCreateRelateMerchant on, a new supplier brings a merchant <account>M', async () => {
      await setConfig('AutoCreateRelateMerchant', true);
      try {
        const account = fresh('rels');
        const res = await post<CreateAccountResult>('createSupplier', {
          nickname: 'Rel',
          account,
          password: 'Pass1234',
        });
        expect(res.data.related).toMatchObject({ account: `${account}M`, role: 'merchant' });
        expect((await findUserByAccount(b.db, `${account}M`))?.merchantKey).toBeTruthy();
      } finally {
        await setConfig('AutoCreateRelateMerchant', false);
      }
    });
  });

  describe('freeze', () => {
    it('a frozen merchant cannot sign in and its sessions end; unfrozen it signs in again', async () => {
      const account = fresh('frz');
      const { data } = await post<CreateAccountResult>('createMerchant', {
        nickname: 'F',
        account,
        password: 'Pass1234',
      });
      const token = await b.login(account, 'Pass1234');
      expect((await post('setFrozen', { userId: data.id, frozen: true })).code).toBe(200);
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(1003);
      await expect(b.login(account, 'Pass1234')).rejects.toThrow(/1001/);
      expect((await list('Merchant', { account })).data.list[0]?.status).toBe('disabled');
      expect((await lastAudit('account.freeze'))?.target).toBe(account);
      expect((await post('setFrozen', { userId: data.id, frozen: false })).code).toBe(200);
      await b.login(account, 'Pass1234');
    });

    it('a supplier frozen here gets no orders; unfrozen it gets them again', async () => {
      const productId = await makeProduct(b);
      const merchant = await makeMerchant(b, productId);
      const supplier = await makeSupplier(b, productId);
      await makeResource(b, supplier.id, productId);
      expect((await post('setFrozen', { userId: supplier.id, frozen: true })).code).toBe(200);
      const refused = await createOrderFor(b, merchant, productId, 1_000);
      expect(refused.data.status).toBe(OrderStatus.allocationFailed);
      expect((await post('setFrozen', { userId: supplier.id, frozen: false })).code).toBe(200);
      const taken = await createOrderFor(b, merchant, productId, 1_000);
      expect(taken.data.status).toBe(OrderStatus.allocated);
    });

    it('refuses to freeze a deleted account (409) and an unknown one (404)', async () => {
      const res = await post('setFrozen', { userId: await idOf('merchant09'), frozen: true });
      expect(res.code).toBe(409);
      expect(res.msgId).toBe('errors.accountDeleted');
      expect((await post('setFrozen', { userId: 999999, frozen: true })).code).toBe(404);
      const staff = await post('setFrozen', { userId: await idOf('service001'), frozen: true });
      expect(staff.msgId).toBe('errors.notManagedAccount');
    });
  });

  describe('settings of one account', () => {
    it('force logout ends every open session of the user', async () => {
      const account = fresh('out');
      const { data } = await post<CreateAccountResult>('createSupplier', {
        nickname: 'O',
        account,
        password: 'Pass1234',
      });
      const t1 = await b.login(account, 'Pass1234');
      const t2 = await b.login(account, 'Pass1234');
      const res = await post<{ ended: number }>('forceLogoutUser', { userId: data.id });
      expect(res.data.ended).toBe(2);
      for (const token of [t1, t2]) expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(1003);
      const open = await b.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, data.id), sql`${sessions.endedAt} is null`));
      expect(open).toHaveLength(0);
    });

    it('sets accept orders, the KYC lower limit (major units in, minor units stored) and the sign type, each audited', async () => {
      const id = await idOf('merchant04');
      expect((await post('setAcceptOrders', { userId: id, acceptOrders: false })).code).toBe(200);
      expect((await post('setKycLowerLimit', { userId: id, kycLowerLimit: '1500.25' })).code).toBe(200);
      expect((await post('setSignType', { userId: id, signType: 'SHA256' })).code).toBe(200);
      const row = (await list('Merchant', { account: 'merchant04' })).data.list[0]!;
      expect(row).toMatchObject({ acceptOrders: false, kycLowerLimit: 150025, signType: 'SHA256' });
      expect((await lastAudit('account.setKycLowerLimit'))?.after).toEqual({ kycLowerLimit: 150025 });
      expectBadInput(
        await post('setKycLowerLimit', { userId: id, kycLowerLimit: '1.234' }),
        'kycLowerLimit',
        'validation.amount.format',
      );
      expectBadInput(await post('setSignType', { userId: id, signType: 'SHA1' }), 'signType', 'errors.badRequest');
      expect((await post('setSignType', { userId: await idOf('supplier05'), signType: 'MD5' })).msgId).toBe(
        'errors.notMerchant',
      );
      await post('setAcceptOrders', { userId: id, acceptOrders: true });
    });
  });

  describe('merchant key', () => {
    it('needs a valid Google code of the caller, then answers the new key once and audits without it', async () => {
      const id = await idOf('merchant05');
      const before = (await findUserByAccount(b.db, 'merchant05'))!.merchantKey;
      const wrong = await post('resetMerchantKey', {
        userId: id,
        googleCode: google() === '000000' ? '111111' : '000000',
      });
      expect(wrong.code).toBe(1002);
      expectBadInput(await post('resetMerchantKey', { userId: id }), 'googleCode', 'validation.required');
      expectBadInput(
        await post('resetMerchantKey', { userId: id, googleCode: '12ab56' }),
        'googleCode',
        'validation.googleCode.format',
      );
      expect((await findUserByAccount(b.db, 'merchant05'))!.merchantKey).toBe(before);
      const res = await post<{ key: string }>('resetMerchantKey', { userId: id, googleCode: google() });
      expect(res.code).toBe(200);
      expect(res.data.key).toMatch(/^[0-9a-f]{32}$/);
      expect((await findUserByAccount(b.db, 'merchant05'))!.merchantKey).toBe(res.data.key);
      const record = await lastAudit('account.resetMerchantKey');
      expect(record?.target).toBe('merchant05');
      expect(JSON.stringify(record)).not.toContain(res.data.key);
    });

    it('refuses a caller without a bound Google secret with 1004 (bind first)', async () => {
      const superadmin = await b.staffSession('superadmin');
      await b.db.update(users).set({ googleSecret: null }).where(eq(users.account, 'superadmin'));
      const res = await post(
        'resetMerchantKey',
        { userId: await idOf('merchant05'), googleCode: '123456' },
        superadmin,
      );
      expect(res.code).toBe(1004);
      expect(res.msgId).toBe('errors.googleNotBound');
    });
  });

  describe('sub-accounts', () => {
    it('creates, lists and deletes a sub-account of a merchant; refuses a stranger and nesting', async () => {
      const owner = await idOf('merchant02');
      const account = fresh('sub');
      const made = await post<{ id: number }>('createSubAccount', {
        parentId: owner,
        nickname: 'Sub',
        account,
        password: 'Pass1234',
      });
      expect(made.code).toBe(200);
      const subs = await b.call<SubAccountRow[]>('GET', p('getSubAccounts'), { userId: owner }, admin);
      expect(subs.data.map((s) => s.account)).toContain(account);
      const sub = (await findUserByAccount(b.db, account))!;
      expect(sub).toMatchObject({ role: 'merchant', parentId: owner });
      expect(
        (await post('createSubAccount', { parentId: sub.id, nickname: 'N', account: fresh(), password: 'Pass1234' }))
          .msgId,
      ).toBe('errors.nestedSubAccount');
      expect((await post('deleteSubAccount', { parentId: await idOf('merchant03'), userId: sub.id })).msgId).toBe(
        'errors.notSubAccount',
      );
      expect((await post('deleteSubAccount', { parentId: owner, userId: sub.id })).code).toBe(200);
      const after = await b.call<SubAccountRow[]>('GET', p('getSubAccounts'), { userId: owner }, admin);
      expect(after.data.map((s) => s.account)).not.toContain(account);
      expect((await findUserByAccount(b.db, account))!.status).toBe(1);
      expect(
        (await list('Merchant', { account: 'merchant02' })).data.list.find((r) => r.account === 'merchant02')
          ?.subAccountCount,
      ).toBe(0);
    });
  });

  describe('clear all merchant balances', () => {
    it('is refused while CanClearMerchantBalance is off, and moves nothing', async () => {
      const before = await b.db.select().from(balances);
      const res = await post('clearMerchantBalances', { googleCode: google() });
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.clearBalanceOff');
      expect(await b.db.select().from(balances)).toEqual(before);
    });

    it('needs a valid Google code, then sets every merchant balance to 0 with fund records that still sum to it', async () => {
      await setConfig('CanClearMerchantBalance', true);
      try {
        expect(
          (await post('clearMerchantBalances', { googleCode: google() === '000000' ? '111111' : '000000' })).code,
        ).toBe(1002);
        const merchants = await b.db
          .select({ id: users.id, balance: balances.balance })
          .from(balances)
          .innerJoin(users, eq(users.id, balances.userId))
          .where(eq(users.role, 'merchant'));
        const nonZero = merchants.filter((m) => m.balance !== 0);
        expect(nonZero.length).toBeGreaterThan(0);
        const suppliersBefore = await b.db
          .select()
          .from(balances)
          .innerJoin(users, eq(users.id, balances.userId))
          .where(eq(users.role, 'supplier'))
          .orderBy(users.id);
        const res = await post<ClearBalancesResult>('clearMerchantBalances', { googleCode: google() });
        expect(res.code).toBe(200);
        expect(res.data.total).toBe(nonZero.reduce((s, m) => s + m.balance, 0));
        for (const m of merchants) {
          const [row] = await b.db.select().from(balances).where(eq(balances.userId, m.id));
          expect(row!.balance).toBe(0);
          const [sum] = await b.db
            .select({ s: sql<string>`coalesce(sum(${fundRecords.amount}), 0)` })
            .from(fundRecords)
            .where(eq(fundRecords.userId, m.id));
          expect(Number(sum!.s)).toBe(0);
        }
        const suppliersAfter = await b.db
          .select()
          .from(balances)
          .innerJoin(users, eq(users.id, balances.userId))
          .where(eq(users.role, 'supplier'))
          .orderBy(users.id);
        expect(suppliersAfter.map((r) => r.balances.balance)).toEqual(suppliersBefore.map((r) => r.balances.balance));
        const record = await lastAudit('account.clearMerchantBalances');
        expect(record?.after).toMatchObject({ count: res.data.count, total: res.data.total });
      } finally {
        await setConfig('CanClearMerchantBalance', false);
      }
    });
  });
});
