import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  FundReason,
  OrderStatus,
  PayoutStatus,
  auditActions,
  auditRecordCalls,
  formatUtcDateTime,
  type AuditRecordRow,
  type Page,
} from '../../src/contract/index.ts';
import { auditRecords, orders, payoutOrders, resources } from '../../server/db/schema.ts';
import { audit } from '../../server/modules/audit-log/index.ts';
import { isSecretField, masked, maskSecrets } from '../../server/modules/audit-log/mask.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { setSetting } from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const list = '/v1.0/auditRecord/getList';

describe.each(backends)('audit log (%s)', (kind) => {
  let b: TestBackend;
  let admin: { token: string; token2: string };
  let boss: { token: string; token2: string };

  const page = (input: Record<string, unknown>, token: string = admin.token) =>
    b.call<Page<AuditRecordRow>>('GET', list, input, { token });
  const post = async (
    path: string,
    input: Record<string, unknown>,
    token: { token: string; token2: string } = admin,
  ) => {
    b.clock.advance(1000);
    const res = await b.call('POST', path, input, token);
    expect(res.code, `${path}: ${res.msg}`).toBe(200);
    return res;
  };
  const change = (r: AuditRecordRow, field: string) => r.changes.find((c) => c.field === field);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    admin = await b.staffSession('admin0001');
    boss = await b.staffSession('superadmin');
    for (const key of [
      'EnableGoogleVerifyForBalanceOperation',
      'EnableGoogleVerifyForIpRule',
      'EnableGoogleVerifyForBatchOperations',
      'EnableGoogleVerifyForManualSupplement',
    ])
      await setSetting(b, key, false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('lists an action of every module that audits, newest first, with who, role, address, target and before/after per field', async () => {
    const merchant = (await findUserByAccount(b.db, 'merchant01'))!;
    const [order] = await b.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const [resource] = await b.db.select().from(resources).limit(1);
    const [open] = await b.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, OrderStatus.allocated), ne(orders.id, order!.id)))
      .limit(1);
    const [payout] = await b.db
      .select()
      .from(payoutOrders)
      .where(eq(payoutOrders.status, PayoutStatus.awaitingPayment))
      .limit(1);
    const cases: {
      act: () => Promise<unknown>;
      action: keyof typeof auditActions;
      targetId: string;
      field: string;
      before: unknown;
      after: unknown;
      delta?: number;
    }[] = [
      {
        // users (accounts module)
        act: () => post('/v1.0/account/setAcceptOrders', { userId: merchant.id, acceptOrders: !merchant.acceptOrders }),
        action: 'account.setAcceptOrders',
        targetId: 'merchant01',
        field: 'acceptOrders',
        before: merchant.acceptOrders,
        after: !merchant.acceptOrders,
      },
      {
        act: () =>
          post('/v1.0/fundRecord/balanceOperation', {
            userId: merchant.id,
            reason: FundReason.addBalance,
            amount: 500,
            remark: 'audit',
          }),
        action: 'balance.operation',
        targetId: 'merchant01',
        field: 'balance',
        before: undefined,
        after: undefined,
        delta: 500,
      },
      {
        act: () =>
          post('/v1.0/resource/enableResource', {
            resourceId: resource!.id,
            productId: resource!.productId,
            enable: resource!.state !== 0,
          }),
        action: 'resource.enable',
        targetId: String(resource!.id),
        field: 'state',
        before: resource!.state,
        after: resource!.state === 0 ? 1 : 0,
      },
      {
        act: () => post('/v1.0/order/updateOrderMark', { id: order!.id, orderMark: 3 }),
        action: 'order.updateMark',
        targetId: order!.orderCode,
        field: 'orderMark',
        before: order!.orderMark,
        after: 3,
      },
      {
        act: () =>
          post('/v1.0/order/updateOrderStatus', {
            orderCode: open!.orderCode,
            status: OrderStatus.successful,
            reason: 'paid, seen on the statement',
          }),
        action: 'order.updateStatus',
        targetId: open!.orderCode,
        field: 'status',
        before: OrderStatus.allocated,
        after: OrderStatus.successful,
      },
      {
        act: () =>
          post('/v1.0/payoutOrder/reject', {
            orderCode: payout!.orderCode,
            mode: 'merchant',
            reason: 'accountInvalid',
          }),
        action: 'payout.rejectToMerchant',
        targetId: payout!.orderCode,
        field: 'status',
        before: payout!.status,
        after: undefined,
      },
      {
        act: () => post('/v1.0/system-config/setDataClearCycle', { value: 45 }, boss),
        action: 'systemConfig.set',
        targetId: 'DataClearCycle',
        field: 'value',
        before: undefined,
        after: 45,
      },
      {
        act: () =>
          post('/v1.0/riskControl/blacklist/add', { kind: 'name', value: 'Audit Person', remark: 'test' }, boss),
        action: 'riskControl.addEntry',
        targetId: 'name:Audit Person',
        field: 'value',
        before: null,
        after: 'Audit Person',
      },
      {
        act: () => post('/v1.0/orderAnalysis/freezeIp', { ip: '198.51.100.7', reason: 'audit test' }),
        action: 'orderAnalysis.freezeIp',
        targetId: '198.51.100.7',
        field: 'ip',
        before: null,
        after: '198.51.100.7',
      },
      {
        act: () => post('/v1.0/user/updateNickname', { nickname: 'Audited Admin' }),
        action: 'profile.updateNickname',
        targetId: 'admin0001',
        field: 'nickname',
        before: undefined,
        after: 'Audited Admin',
      },
    ];
    for (const c of cases) {
      await c.act();
      const res = await page({ action: c.action, pageNum: 5 });
      expect(res.code, res.msg).toBe(200);
      const [row] = res.data.list;
      expect(row, c.action).toMatchObject({
        action: c.action,
        targetType: auditActions[c.action],
        targetId: c.targetId,
        ip: '127.0.0.1',
        createdTime: b.clock.now().toISOString(),
      });
      expect(['admin0001', 'superadmin']).toContain(row!.operatorAccount);
      expect(row!.operatorRole).toBe(row!.operatorAccount === 'superadmin' ? 'superAdmin' : 'admin');
      const f = change(row!, c.field);
      expect(f, `${c.action} ${c.field}`).toBeDefined();
      if (c.before !== undefined) expect(f!.before).toEqual(c.before);
      if (c.after !== undefined) expect(f!.after).toEqual(c.after);
      expect(f!.before).not.toEqual(f!.after);
      if (c.delta !== undefined) expect(Number(f!.after) - Number(f!.before)).toBe(c.delta);
    }
    const newest = await page({ pageNum: cases.length });
    expect(newest.data.list.map((r) => r.action)).toEqual(cases.map((c) => c.action).reverse());
    // A user target carries its role, so the app can link it to the right list.
    expect((await page({ action: 'account.setAcceptOrders' })).data.list[0]!.targetRole).toBe('merchant');
  });

  it('filters by person, role, action, target and time range, and pages through them', async () => {
    const start = b.clock.now();
    b.clock.advance(3_600_000);
    await post('/v1.0/orderAnalysis/freezeIp', { ip: '203.0.113.9', reason: 'filter test' });
    await post('/v1.0/orderAnalysis/unfreezeIp', { ip: '203.0.113.9' });
    await post('/v1.0/system-config/setDataClearCycle', { value: 60 }, boss);

    const byPerson = await page({ operatorAccount: 'superadmin', pageNum: 500 });
    expect(byPerson.data.total).toBeGreaterThan(0);
    expect(byPerson.data.list.every((r) => r.operatorAccount === 'superadmin')).toBe(true);
    expect((await page({ operatorRole: 'superAdmin', pageNum: 500 })).data.total).toBe(byPerson.data.total);

    const byTarget = await page({ targetType: 'ip', targetId: '203.0.113.9' });
    expect(byTarget.data.list.map((r) => r.action)).toEqual(['orderAnalysis.unfreezeIp', 'orderAnalysis.freezeIp']);
    expect(change(byTarget.data.list[0]!, 'reason')).toEqual({ field: 'reason', before: 'filter test', after: null });

    const since = await page({
      startTime: formatUtcDateTime(new Date(start.getTime() + 1000)),
      endTime: formatUtcDateTime(b.clock.now()),
    });
    expect(since.data.total).toBe(3);
    const first = await page({ pageNum: 2, pageIndex: 1 });
    const second = await page({ pageNum: 2, pageIndex: 2 });
    expect(second.data.list[0]!.id).toBeLessThan(first.data.list[1]!.id);
    expect(first.data.total).toBe(Number((await b.db.select({ n: sql<number>`count(*)` }).from(auditRecords))[0]!.n));
  });

  it('refuses filters outside the contract: an unknown action or target kind, a range over 366 days, an overlong account', async () => {
    expect(await page({ action: 'order.dropTable' })).toMatchObject({ code: Code.badRequest });
    expect(await page({ targetType: 'planet' })).toMatchObject({ code: Code.badRequest });
    expect(await page({ startTime: '2024-01-01 00:00:00', endTime: '2025-06-01 00:00:00' })).toMatchObject({
      code: Code.badRequest,
      msgId: 'validation.timeRange.tooLong',
    });
    expect(await page({ operatorAccount: 'a'.repeat(65) })).toMatchObject({ code: Code.badRequest });
  });

  it('masks passwords, Google secrets, keys and tokens in every record, at any depth, and keeps what happened', async () => {
    const me = (await findUserByAccount(b.db, 'admin0001'))!;
    await audit(
      b.db,
      { auth: { user: { id: me.id, account: me.account, role: 'admin' } }, ip: '192.0.2.1', clock: b.clock },
      'resource.update',
      'resource:999',
      { bankingPassword: 'old-pass', note: 'n' },
      {
        bankingPassword: 'new-pass',
        googleSecret: 'JBSWY3DPEHPK3PXP',
        merchantKey: 'k-123',
        nested: { apiToken: 'tok', keyword: 'visible' },
        passwordChanged: true,
        note: 'm',
      },
    );
    const [row] = (await page({ targetType: 'resource', targetId: '999' })).data.list;
    expect(row).toBeDefined();
    const text = JSON.stringify(row);
    for (const secret of ['old-pass', 'new-pass', 'JBSWY3DPEHPK3PXP', 'k-123', '"tok"'])
      expect(text).not.toContain(secret);
    expect(change(row!, 'bankingPassword')).toEqual({ field: 'bankingPassword', before: '******', after: '******' });
    expect(change(row!, 'nested')!.after).toEqual({ apiToken: '******', keyword: 'visible' });
    expect(change(row!, 'passwordChanged')!.after).toBe(true);
    expect(change(row!, 'note')).toEqual({ field: 'note', before: 'n', after: 'm' });
    // The record is stored masked: the database never holds the secret either.
    const [stored] = await b.db.select().from(auditRecords).where(eq(auditRecords.id, row!.id));
    expect(JSON.stringify(stored)).not.toContain('new-pass');
  });

  it('refuses an UPDATE and a DELETE of a record in the database itself', async () => {
    const [row] = await b.db.select().from(auditRecords).orderBy(desc(auditRecords.id)).limit(1);
    // Drizzle wraps the database's error; its cause is what PostgreSQL said.
    const refusal = (q: PromiseLike<unknown>) =>
      Promise.resolve(q).then(
        () => 'accepted',
        (e: unknown) => String((e as { cause?: unknown }).cause ?? e),
      );
    expect(await refusal(b.db.execute(sql`update audit_records set action = 'forged' where id = ${row!.id}`))).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(b.db.execute(sql`delete from audit_records where id = ${row!.id}`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refusal(b.db.update(auditRecords).set({ after: null }).where(eq(auditRecords.id, row!.id)))).toMatch(
      /append-only/,
    );
    const [still] = await b.db.select().from(auditRecords).where(eq(auditRecords.id, row!.id));
    expect(still).toEqual(row);
  });

  it('offers no call that writes the log, and only the audit module touches the table', async () => {
    for (const c of Object.values(auditRecordCalls)) expect(c.method).toBe('GET');
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (
          p.endsWith('.ts') &&
          /(insert|update|delete)\(\s*auditRecords|(insert into|update|delete from)\s+"?audit_records/i.test(
            readFileSync(p, 'utf8'),
          )
        )
          writers.push(p);
      }
    };
    walk('server');
    expect(writers).toEqual([join('server', 'modules', 'audit-log', 'repository.ts')]);
  });

  it('lets the roles of the page and its customer service variant read the log and refuses merchants, suppliers and technical support', async () => {
    for (const account of ['superadmin', 'admin0001', 'service001', 'techmaint1'])
      expect((await page({}, await b.sessionFor(account))).code, account).toBe(200);
    for (const account of ['merchant01', 'supplier01', 'agent0001', 'techsupport1']) {
      expect(await page({}, await b.sessionFor(account)), account).toMatchObject({ code: Code.forbidden });
    }
  });
});

describe('the masking rule of audit records', () => {
  it('judges a field a secret by the words of its name, not by letters inside other words', () => {
    for (const name of [
      'password',
      'bankingPassword',
      'monitor_password',
      'googleSecret',
      'googleCode',
      'merchantKey',
      'apiKey',
      'token',
      'token2',
      'sessionToken',
      'session',
      'privateKey',
      'otp',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of [
      'keyword',
      'monkey',
      'signType',
      'kycLowerLimit',
      'status',
      'account',
      'passengers',
      'tokenizerName'.replace('token', 'tok'),
    ])
      expect(isSecretField(name), name).toBe(false);
  });

  it('keeps booleans and null under a secret name and masks every other value, in lists and nested objects', () => {
    expect(
      maskSecrets({
        password: 'x',
        passwordChanged: true,
        hadKey: false,
        merchantKey: null,
        list: [{ token: 7 }],
        at: new Date('2026-01-01T00:00:00Z'),
      }),
    ).toEqual({
      password: masked,
      passwordChanged: true,
      hadKey: false,
      merchantKey: null,
      list: [{ token: masked }],
      at: '2026-01-01T00:00:00.000Z',
    });
  });
});
