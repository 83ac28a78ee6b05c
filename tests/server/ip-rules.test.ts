import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type IpRuleRow, type OwnIpRule, type Page } from '../../src/contract/index.ts';
import { auditRecords, ipRules } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  setSetting,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

describe.each(backends)('IP whitelist (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let n = 0;
  const tokens = new Map<string, string>();

  /** admin0001's next Google code: the clock moves a step on, so each code is new. */
  const nextCode = () => {
    b.clock.advance(31_000);
    return googleCodeAt(demoGoogleSecret, b.clock.now());
  };
  const token = async (account: string) => {
    if (!tokens.has(account)) tokens.set(account, await b.sessionFor(account));
    return tokens.get(account)!;
  };
  const as = async <T = unknown>(
    account: string,
    method: 'GET' | 'POST',
    url: string,
    input: Record<string, unknown> = {},
    ip = '127.0.0.1',
  ) => {
    const t = await token(account);
    const res = await b.app.inject({
      method,
      url,
      headers: { token: t },
      remoteAddress: ip,
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
        : { payload: input }),
    });
    return res.json() as Envelope<T>;
  };
  const add = (input: Record<string, unknown>, account = 'admin0001', ip = '127.0.0.1') =>
    as<IpRuleRow>(account, 'POST', '/v1.0/ipRule/add', input, ip);
  const create = (ip: string) =>
    postCreate(b, signed(merchant, orderParams(merchant, productId, `IP${kind}${n++}`, 1_000)), ip);
  const signIn = async (account: string, ip: string) => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      payload: { userName: account, password: 'Demo1234' },
      remoteAddress: ip,
    });
    return res.json() as Envelope<{ token: string }>;
  };
  const rulesOf = (scope: string) => b.db.select().from(ipRules).where(eq(ipRules.scope, scope));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    // Every action asks here; the step-up window of decision 107 has its own test (step-up-window.test.ts).
    await setSetting(b, 'StepUpWindowMinutes', 0);
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    await makeResource(b, (await makeSupplier(b, productId)).id, productId, { floatUp: 50, floatDown: 50 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it("carries the seed merchants' whitelists over to rules, so merchant01 still creates from this machine", async () => {
    const res = await as<Page<IpRuleRow>>('admin0001', 'GET', '/v1.0/ipRule/list', {
      scope: 'merchant',
      search: 'merchant01',
    });
    expect(res.data.list.map((r) => r.address).sort()).toEqual(['127.0.0.1', '::1']);
  });

  it('lets a whitelisted merchant address create and refuses another, naming the address', async () => {
    expect((await create('203.0.113.9')).code).toBe(Code.ok);
    const made = await add({
      scope: 'merchant',
      account: merchant.account,
      address: '198.51.100.0/24',
      remark: 'office',
      googleCode: nextCode(),
    });
    expect(made).toMatchObject({
      code: Code.ok,
      data: { scope: 'merchant', account: merchant.account, address: '198.51.100.0/24', createdBy: 'admin0001' },
    });
    expect((await create('198.51.100.7')).code).toBe(Code.ok);
    // A dual-stack socket reports an IPv4 client v4-mapped: its v4 rule still covers it.
    expect((await create('::ffff:198.51.100.8')).code).toBe(Code.ok);
    const refused = await create('203.0.113.9');
    expect(refused).toMatchObject({
      code: Code.forbidden,
      msgId: 'errors.ipNotWhitelisted',
      data: { ip: '203.0.113.9' },
    });
    expect(refused.msg).toContain('203.0.113.9');
    // The merchant reads its own whitelist in the personal center.
    const mine = await as<OwnIpRule[]>(merchant.account, 'GET', '/v1.0/ipRule/mine');
    expect(mine.data).toEqual([expect.objectContaining({ address: '198.51.100.0/24', remark: 'office' })]);
  });

  it('demands the Google code when the setting is on, spends a code once, and asks none when it is off', async () => {
    const input = { scope: 'merchant', account: merchant.account, address: '2001:db8::/32' };
    expect(await add(input)).toMatchObject({ code: Code.googleCodeRequired, msgId: 'errors.googleCodeRequired' });
    const code = nextCode();
    expect((await add({ ...input, googleCode: code })).code).toBe(Code.ok);
    expect(await add({ ...input, address: '2001:db9::/32', googleCode: code })).toMatchObject({
      code: Code.googleCodeInvalid,
      msgId: 'errors.googleCodeUsed',
    });
    await setSetting(b, 'EnableGoogleVerifyForIpWhitelist', false);
    try {
      expect((await add({ ...input, address: '2001:db9::/32' })).code).toBe(Code.ok);
      // The staff rules have their own switch, still on.
      expect(await add({ scope: 'account', account: 'techsupport1', address: '192.0.2.1' })).toMatchObject({
        code: Code.googleCodeRequired,
      });
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForIpWhitelist', true);
    }
    expect((await create('2001:db8:1::5')).code).toBe(Code.ok);
  });

  it('writes an audit record with the rule before and after a change', async () => {
    const rule = (
      await add({
        scope: 'merchant',
        account: merchant.account,
        address: '192.0.2.0/28',
        remark: 'old',
        googleCode: nextCode(),
      })
    ).data;
    const changed = await as<IpRuleRow>('admin0001', 'POST', '/v1.0/ipRule/update', {
      id: rule.id,
      address: '192.0.2.16/28',
      remark: 'new',
      googleCode: nextCode(),
    });
    expect(changed).toMatchObject({
      code: Code.ok,
      data: { address: '192.0.2.16/28', remark: 'new', updatedBy: 'admin0001' },
    });
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(
        and(eq(auditRecords.action, 'ipRule.update'), eq(auditRecords.target, `ipRule:merchant:${merchant.account}`)),
      );
    expect(record).toMatchObject({
      operatorAccount: 'admin0001',
      ip: '127.0.0.1',
      before: { id: rule.id, scope: 'merchant', account: merchant.account, address: '192.0.2.0/28', remark: 'old' },
      after: { id: rule.id, scope: 'merchant', account: merchant.account, address: '192.0.2.16/28', remark: 'new' },
    });
    const gone = await as('admin0001', 'POST', '/v1.0/ipRule/delete', { id: rule.id, googleCode: nextCode() });
    expect(gone.code).toBe(Code.ok);
    const [deleted] = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'ipRule.delete'));
    // Nothing is left after a delete but what proved it (decision 107).
    expect(deleted).toMatchObject({
      before: { address: '192.0.2.16/28' },
      after: { verification: { method: 'googleCode' } },
    });
  });

  it('refuses garbage, /0 and a repeated address with the field named', async () => {
    const base = { scope: 'merchant', account: merchant.account, googleCode: nextCode() };
    expect(await add({ ...base, address: '300.1.2.3' })).toMatchObject({
      code: Code.badRequest,
      msgId: 'validation.ip.invalid',
      data: { field: 'address' },
    });
    expect(await add({ ...base, address: '::/0' })).toMatchObject({
      code: Code.badRequest,
      msgId: 'validation.ip.prefixZero',
      data: { field: 'address' },
    });
    expect(await add({ ...base, address: '198.51.100.99/24' })).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.ipRuleExists',
    });
    expect(
      await add({ scope: 'merchant', account: 'supplier01', address: '192.0.2.9', googleCode: nextCode() }),
    ).toMatchObject({ code: Code.badRequest, msgId: 'errors.ipRuleSubject' });
    expect(await add({ scope: 'role', role: 'merchant', address: '192.0.2.9', googleCode: nextCode() })).toMatchObject({
      code: Code.badRequest,
      msgId: 'validation.ipRule.role',
    });
  });

  it("refuses a staff account's sign-in and calls from an address outside its rules", async () => {
    expect(
      (await add({ scope: 'account', account: 'techsupport1', address: '192.0.2.0/24', googleCode: nextCode() })).code,
    ).toBe(Code.ok);
    expect(await signIn('techsupport1', '203.0.113.20')).toMatchObject({
      code: Code.forbidden,
      msgId: 'errors.ipNotWhitelisted',
      data: { ip: '203.0.113.20' },
    });
    expect((await signIn('techsupport1', '192.0.2.44')).code).toBe(Code.ok);
    // A session opened before the rule is fenced too, on its next call.
    expect(await as('techsupport1', 'POST', '/v1.0/user/getInfo', {}, '203.0.113.20')).toMatchObject({
      code: Code.forbidden,
      msgId: 'errors.ipNotWhitelisted',
    });
    // Others of other roles are not fenced by it.
    expect((await signIn('techmaint1', '203.0.113.20')).code).toBe(Code.ok);
  });

  it('refuses a rule that would lock out the person saving it, unless they confirm', async () => {
    const input = { scope: 'role', role: 'admin', address: '198.51.100.0/24' };
    const refused = await add({ ...input, googleCode: '000000' }, 'admin0001', '127.0.0.1');
    // Refused before the Google code is looked at: the confirmed save can use a fresh one.
    expect(refused).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.ipRuleLockout',
      data: { ip: '127.0.0.1', lockout: true },
    });
    expect(await rulesOf('role')).toEqual([]);
    // From inside the range it is no lockout.
    const saved = await add({ ...input, googleCode: nextCode() }, 'admin0001', '198.51.100.3');
    expect(saved.code).toBe(Code.ok);
    expect(await as('admin0001', 'GET', '/v1.0/ipRule/list', {}, '127.0.0.1')).toMatchObject({
      code: Code.forbidden,
      data: { ip: '127.0.0.1' },
    });
    // Removing the admins' only rule from outside it would be fine; narrowing it from outside is not.
    const change = { id: saved.data.id, address: '198.51.100.0/25', googleCode: nextCode() };
    expect(await as('admin0001', 'POST', '/v1.0/ipRule/update', change, '198.51.100.200')).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.ipRuleLockout',
      data: { ip: '198.51.100.200' },
    });
    expect(
      (await as('admin0001', 'POST', '/v1.0/ipRule/update', { ...change, confirmLockout: true }, '198.51.100.200'))
        .code,
    ).toBe(Code.ok);
    expect((await as('admin0001', 'GET', '/v1.0/ipRule/list', {}, '198.51.100.200')).code).toBe(Code.forbidden);
    // Locked out, as confirmed: only someone else (here the database) can undo it.
    await b.db.delete(ipRules).where(eq(ipRules.scope, 'role'));
    await b.app.services.ipGate.refresh();
    expect((await as('admin0001', 'GET', '/v1.0/ipRule/list', {}, '127.0.0.1')).code).toBe(Code.ok);
  });

  it.each(['service001', 'techmaint1'])('lets %s read the rules and refuses its writes', async (staff) => {
    expect((await as(staff, 'GET', '/v1.0/ipRule/list')).code).toBe(Code.ok);
    const rule = (await rulesOf('merchant'))[0]!;
    expect(
      (
        await as(staff, 'POST', '/v1.0/ipRule/add', {
          scope: 'merchant',
          account: merchant.account,
          address: '192.0.2.77',
        })
      ).code,
    ).toBe(Code.forbidden);
    expect((await as(staff, 'POST', '/v1.0/ipRule/update', { id: rule.id, address: '192.0.2.78' })).code).toBe(
      Code.forbidden,
    );
    expect((await as(staff, 'POST', '/v1.0/ipRule/delete', { id: rule.id })).code).toBe(Code.forbidden);
    expect((await as(merchant.account, 'GET', '/v1.0/ipRule/list')).code).toBe(Code.forbidden);
  });
});
