import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  OrderStatus,
  entityTypes,
  type EntityType,
  type EntityView,
  type Role,
} from '../../src/contract/index.ts';
import {
  auditRecords,
  bankStatements,
  fundRecords,
  orderCallbacks,
  orders,
  payoutBatches,
  payoutOrders,
  sessions,
  users,
  webRecords,
} from '../../server/db/schema.ts';
import { findRoute } from '../../src/lib/routes/match.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';
import type { AppRoute } from '../../src/lib/routes/types.ts';

// The app's route table, typed by its declarations only: its page loaders name .tsx modules, which
// the server's tsconfig does not compile (no JSX, no DOM).
const tableModule = '../../src/app/routes/table.ts';
const { appRoutes } = (await import(tableModule)) as { appRoutes: readonly AppRoute[] };

const accountOf: Record<Role, string> = {
  superAdmin: 'superadmin',
  admin: 'admin0001',
  customerService: 'service001',
  technicalMaintenance: 'techmaint1',
  technicalSupport: 'techsupport1',
  supplier: 'supplier01',
  merchant: 'merchant01',
};

/** The real credentials written below: no answer of any type may contain one of them. */
const googleSecret = 'JBSWY3DPEHPK3PXPENTITYVIEW';
const bankingPasswordEnc = 'v1:aes-gcm:entity-viewer-banking-password-ciphertext';
const monitorKey = 'monitor-key-entity-viewer-0123456789';
const monitorPasswordHash = 'scrypt$entity-viewer-monitor-password-hash';
const payPasswordHash = 'scrypt$entity-viewer-pay-password-hash';
const botToken = '123456:entity-viewer-bot-token-secret';

describe.each(backends)('the entity data viewer (%s)', (kind) => {
  let b: TestBackend;
  let admin: string;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  let resourceId: number;
  let order: typeof orders.$inferSelect;
  let callbackId: number;
  let fundId: number;
  let smsId: number;
  let webId: number;
  let payoutId: number;
  let batchId: number;
  let auditId: number;
  let sessionRow: typeof sessions.$inferSelect;
  const secrets: string[] = [];

  const view = (type: EntityType | string, key: string | number, token = admin) =>
    b.call<EntityView>('GET', '/v1.0/entity/view', { type, key: String(key) }, { token });
  const found = async (type: EntityType, key: string | number) => {
    const res = await view(type, key);
    expect([type, key, res.code]).toEqual([type, key, Code.ok]);
    return res.data;
  };
  const field = (v: EntityView, name: string) => v.fields.find((f) => f.name === name);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
    admin = await b.sessionFor('superadmin');
    const productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId, { googleSecret });
    await b.db.update(users).set({ payPasswordHash }).where(eq(users.id, supplier.id));
    resourceId = await makeResource(b, supplier.id, productId, {
      bankName: 'Entity Bank',
      accountName: 'Viewer',
      bankingPasswordEnc,
      monitorKey,
      monitorPasswordHash,
    });
    const created = await createOrderFor(b, merchant, productId, 12_345);
    expect(created.data.status).toBe(OrderStatus.allocated);
    order = (await b.db.select().from(orders).where(eq(orders.orderCode, created.data.orderCode)))[0]!;
    const now = b.clock.now();
    [{ id: callbackId }] = (await b.db
      .insert(orderCallbacks)
      .values({
        orderCode: order.orderCode,
        mchOrderNo: order.mchOrderNo,
        merchantId: merchant.id,
        url: 'https://merchant.example/notify',
        requestBody: '{}',
        success: true,
        attempt: 1,
      })
      .returning({ id: orderCallbacks.id })) as [{ id: number }];
    [{ id: fundId }] = (await b.db
      .insert(fundRecords)
      .values({
        userId: merchant.id,
        reason: 1,
        amount: 12_000,
        balanceBefore: 0,
        balanceAfter: 12_000,
        orderCode: order.orderCode,
      })
      .returning({ id: fundRecords.id })) as [{ id: number }];
    [{ id: smsId }] = (await b.db
      .insert(bankStatements)
      .values({
        resourceId,
        supplierId: supplier.id,
        amount: 12_345,
        utr: '512345678901',
        deviceMessageId: `sms-${kind}`,
        receivedAt: now,
        matchedOrderCode: order.orderCode,
        matchedAt: now,
      })
      .returning({ id: bankStatements.id })) as [{ id: number }];
    [{ id: webId }] = (await b.db
      .insert(webRecords)
      .values({
        kind: 'web',
        resourceId,
        supplierId: supplier.id,
        amount: 12_345,
        deviceMessageId: `web-${kind}`,
        receivedAt: now,
        matchedOrderCode: order.orderCode,
        matchedAt: now,
      })
      .returning({ id: webRecords.id })) as [{ id: number }];
    [{ id: batchId }] = (await b.db
      .insert(payoutBatches)
      .values({
        batchNo: `B-entity-${kind}`,
        templateId: 'default',
        resourceId,
        supplierId: supplier.id,
        maxOrders: 10,
      })
      .returning({ id: payoutBatches.id })) as [{ id: number }];
    [{ id: payoutId }] = (await b.db
      .insert(payoutOrders)
      .values({
        orderCode: `P-entity-${kind}`,
        merchantId: merchant.id,
        mchOrderNo: `MP-entity-${kind}`,
        productId,
        supplierId: supplier.id,
        amount: 50_000,
        status: 0,
        batchId,
      })
      .returning({ id: payoutOrders.id })) as [{ id: number }];
    // An audit record written by some module with a credential in it: the viewer hides it anyway.
    [{ id: auditId }] = (await b.db
      .insert(auditRecords)
      .values({
        operatorAccount: 'superadmin',
        action: 'admin.updateUser',
        target: merchant.account,
        before: { merchantKey: merchant.key },
        after: { passwordChanged: true },
      })
      .returning({ id: auditRecords.id })) as [{ id: number }];
    await setSetting(b, 'BotToken', botToken);
    const supplierToken = await b.sessionFor(supplier.account);
    sessionRow = (await b.db.select().from(sessions).where(eq(sessions.userId, supplier.id)))[0]!;
    const supplierRow = (await b.db.select().from(users).where(eq(users.id, supplier.id)))[0]!;
    const merchantRow = (await b.db.select().from(users).where(eq(users.id, merchant.id)))[0]!;
    secrets.push(
      supplierToken,
      sessionRow.tokenHash,
      supplierRow.passwordHash,
      merchantRow.passwordHash,
      googleSecret,
      payPasswordHash,
      merchant.key,
      bankingPasswordEnc,
      monitorKey,
      monitorPasswordHash,
      botToken,
    );
  });
  afterAll(() => b?.close());

  it('finds each type by id and by its code where it has one', async () => {
    expect((await found('user', supplier.id)).title).toBe(supplier.account);
    expect((await found('user', supplier.account)).id).toBe(String(supplier.id));
    expect((await found('session', sessionRow.id)).title).toContain(sessionRow.publicId);
    expect((await found('session', sessionRow.publicId)).id).toBe(String(sessionRow.id));
    expect((await found('order', order.id)).title).toBe(order.orderCode);
    expect((await found('order', order.orderCode)).id).toBe(String(order.id));
    expect((await found('order', order.mchOrderNo)).id).toBe(String(order.id));
    expect((await found('payout', payoutId)).title).toBe(`P-entity-${kind}`);
    expect((await found('payout', `P-entity-${kind}`)).id).toBe(String(payoutId));
    expect((await found('payout', `MP-entity-${kind}`)).id).toBe(String(payoutId));
    expect((await found('payoutBatch', batchId)).title).toBe(`B-entity-${kind}`);
    expect((await found('payoutBatch', `B-entity-${kind}`)).id).toBe(String(batchId));
    expect((await found('resource', resourceId)).id).toBe(String(resourceId));
    expect(field(await found('device', resourceId), 'monitorState')?.value).toBe(1);
    expect(field(await found('bankStatement', smsId), 'utr')?.value).toBe('512345678901');
    expect(field(await found('webRecord', webId), 'kind')?.value).toBe('web');
    expect(field(await found('fundRecord', fundId), 'amount')).toEqual({
      name: 'amount',
      value: 12_000,
      kind: 'money',
    });
    expect(field(await found('callback', callbackId), 'attempt')?.value).toBe(1);
    expect(field(await found('audit', auditId), 'action')?.value).toBe('admin.updateUser');
    expect((await found('setting', 'EnableService')).id).toBe('EnableService');
  });

  it('shows an order with its merchant, supplier, receiving account, callbacks, fund records and matches', async () => {
    const v = await found('order', order.orderCode);
    const rel = (relation: string) => v.related.filter((r) => r.relation === relation).map((r) => [r.type, r.id]);
    expect(rel('merchant')).toEqual([['user', String(merchant.id)]]);
    expect(rel('supplier')).toEqual([['user', String(supplier.id)]]);
    expect(rel('receivingAccount')).toEqual([['resource', String(resourceId)]]);
    expect(rel('callback')).toEqual([['callback', String(callbackId)]]);
    expect(rel('fundRecord')).toEqual([['fundRecord', String(fundId)]]);
    expect(rel('smsMatch')).toEqual([['bankStatement', String(smsId)]]);
    expect(rel('webMatch')).toEqual([['webRecord', String(webId)]]);
    expect(field(v, 'amount')).toEqual({ name: 'amount', value: 12_345, kind: 'money' });
    expect(field(v, 'createdAt')?.kind).toBe('time');
  });

  it("leads from an order to its supplier and on to the supplier's sessions and accounts", async () => {
    const o = await found('order', order.orderCode);
    const supplierLink = o.related.find((r) => r.relation === 'supplier')!;
    const s = await found(supplierLink.type, supplierLink.id);
    expect(s.title).toBe(supplier.account);
    expect(field(s, 'role')?.value).toBe('supplier');
    expect(s.related).toContainEqual(expect.objectContaining({ type: 'session', id: String(sessionRow.id) }));
    expect(s.related).toContainEqual(expect.objectContaining({ type: 'resource', id: String(resourceId) }));
    expect(s.related).toContainEqual(expect.objectContaining({ type: 'order', id: String(order.id) }));
    const back = await found('callback', callbackId);
    expect(back.related).toContainEqual(
      expect.objectContaining({ type: 'order', id: String(order.id), relation: 'order' }),
    );
    const sms = await found('bankStatement', smsId);
    expect(sms.related).toContainEqual(
      expect.objectContaining({ type: 'order', id: String(order.id), relation: 'matchedOrder' }),
    );
    const payout = await found('payout', payoutId);
    expect(payout.related).toContainEqual(expect.objectContaining({ type: 'payoutBatch', id: String(batchId) }));
    const audit = await found('audit', auditId);
    expect(audit.related).toContainEqual(
      expect.objectContaining({ type: 'user', id: String(merchant.id), relation: 'target' }),
    );
  });

  it('never shows a secret in any answer: credentials only say whether one is set', async () => {
    const answers = [
      await found('user', supplier.id),
      await found('user', merchant.id),
      await found('session', sessionRow.id),
      await found('order', order.id),
      await found('payout', payoutId),
      await found('payoutBatch', batchId),
      await found('resource', resourceId),
      await found('device', resourceId),
      await found('bankStatement', smsId),
      await found('webRecord', webId),
      await found('fundRecord', fundId),
      await found('callback', callbackId),
      await found('audit', auditId),
      await found('setting', 'BotToken'),
    ];
    expect(new Set(answers.map((a) => a.type))).toEqual(new Set(entityTypes));
    for (const answer of answers) {
      const json = JSON.stringify(answer);
      for (const secret of secrets) expect([answer.type, json.includes(secret)]).toEqual([answer.type, false]);
    }
    const user = answers[0]!;
    expect(field(user, 'googleSecret')).toEqual({ name: 'googleSecret', value: true, kind: 'secret' });
    expect(field(user, 'passwordHash')).toEqual({ name: 'passwordHash', value: true, kind: 'secret' });
    expect(field(answers[1]!, 'merchantKey')).toEqual({ name: 'merchantKey', value: true, kind: 'secret' });
    expect(field(answers[6]!, 'bankingPasswordEnc')).toEqual({
      name: 'bankingPasswordEnc',
      value: true,
      kind: 'secret',
    });
    expect(field(answers[13]!, 'value')).toEqual({ name: 'value', value: true, kind: 'secret' });
    // The audit's flag survives; only the credential's text is hidden.
    expect(String(field(answers[12]!, 'after')?.value)).toContain('"passwordChanged":true');
  });

  /** "A menu entry a role sees must work for that role": the roles of the page and its /readonly variant. */
  const pageRoles = ['/entity-data-view', '/entity-data-view/readonly'].flatMap((path) => {
    const access = findRoute(appRoutes, path)?.access;
    return Array.isArray(access) ? access : [];
  });

  it('is open to the roles of the page and its read-only variant: superAdmin and technicalMaintenance', () => {
    expect(new Set(pageRoles)).toEqual(new Set(['superAdmin', 'technicalMaintenance']));
  });

  it.each(Object.entries(accountOf))('lets %s view exactly when its menu shows the page', async (role, account) => {
    const res = await view('order', order.orderCode, await b.sessionFor(account));
    const allowed = pageRoles.includes(role as Role);
    expect(res.code).toBe(allowed ? Code.ok : Code.forbidden);
    if (!allowed) expect(JSON.stringify(res.data)).not.toContain(order.orderCode);
  });

  it('answers an unknown id or code with entityNotFound', async () => {
    for (const [type, key] of [
      ['order', 'C-nothing'],
      ['user', '2147483647'],
      ['resource', '99999999999'],
      ['payout', '999999999999999'],
      ['setting', 'NoSuchSetting'],
      ['audit', 'abc'],
    ] as const) {
      const res = await view(type, key);
      expect([type, key, res.code, res.msgId]).toEqual([type, key, Code.notFound, 'errors.entityNotFound']);
    }
  });

  it('refuses an unknown type and a key longer than 64 characters', async () => {
    expect((await view('secrets', '1')).code).toBe(Code.badRequest);
    expect((await view('order', 'x'.repeat(65))).code).toBe(Code.badRequest);
    expect((await view('order', '')).code).toBe(Code.badRequest);
  });
});
