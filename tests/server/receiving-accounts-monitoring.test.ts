import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MonitorState,
  OrderStatus,
  type ResourceDetail,
  type ResourceRow,
  type ResourceStaticInfo,
} from '../../src/contract/index.ts';
import { monitorLogs, orders, products, resources } from '../../server/db/schema.ts';
import { markSilentMonitorsOffline } from '../../server/modules/receiving-accounts/keep-alive.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { createOrderFor, makeMerchant, makeSupplier, setSetting, type TestMerchant } from './support/order-fixtures.ts';

const now = new Date('2026-05-02T08:00:00.000Z');
const account = {
  bankName: 'HDFC Bank',
  accountName: 'Ravi Kumar',
  cardNumber: '50100234567890',
  ifsc: 'HDFC0001234',
  upi: 'ravi@okhdfc',
  maxConcurrent: 100,
  dailyCountLimit: 0,
  dailyAmountLimit: 0,
};

describe.each(backends)('resource switch, detail and monitor keep-alive against allocation (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  let token: string;
  let adminToken: string;
  let resource: ResourceRow;

  const reportState = async (state: number) => {
    const [row] = await b.db.select({ key: resources.monitorKey }).from(resources).where(eq(resources.id, resource.id));
    const body = { resourceId: resource.id, state };
    return b.call('POST', '/v1.0/monitor/report', deviceBody(b, body, row!.key));
  };
  const newOrder = async (amount = 10_000) => (await createOrderFor(b, merchant, productId, amount)).data;
  const enable = (enable: boolean, t = token) =>
    b.call('POST', '/v1.0/resource/enableResource', { resourceId: resource.id, productId, enable }, { token: t });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20, now });
    productId = 97_000 + Math.floor(Math.random() * 1000);
    await b.db.insert(products).values({
      id: productId,
      name: 'Test cards',
      kind: 'collection',
      resourceType: 'internationalCardToCard',
      currency: 'INR',
    });
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    [token, adminToken] = await Promise.all([b.sessionFor(supplier.account), b.sessionFor('admin0001')]);
    const added = await b.call<ResourceRow>(
      'POST',
      '/v1.0/resource/add',
      { type: 'internationalCardToCard', productId, ...account },
      { token },
    );
    expect(added.code).toBe(200);
    resource = added.data;
    // The only account of the product: every allocation below is about it.
    expect((await reportState(MonitorState.running)).code).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('a switched-off account gets no new order; switched on again it does', async () => {
    expect((await newOrder()).status).toBe(OrderStatus.allocated);
    expect((await enable(false)).code).toBe(200);
    const refused = await newOrder();
    expect(refused.status).toBe(OrderStatus.allocationFailed);
    const [row] = await b.db
      .select({ info: orders.allocateInfo })
      .from(orders)
      .where(eq(orders.orderCode, refused.orderCode));
    expect(JSON.stringify(row!.info)).toContain('resourceDisabled');
    // Staff switch it too (product 7.4 from the admin page).
    expect((await enable(true, adminToken)).code).toBe(200);
    expect((await newOrder()).status).toBe(OrderStatus.allocated);
  });

  it('the detail shows supplier, product, open orders (count and amount) and a QR code of the UPI link', async () => {
    await b.db.update(orders).set({ status: OrderStatus.timedOut }).where(eq(orders.resourceId, resource.id));
    await newOrder(12_345);
    await newOrder(20_000);
    const res = await b.call<ResourceDetail>(
      'GET',
      '/v1.0/resource/getResourceDetailInfo',
      { resourceId: resource.id, productId },
      { token },
    );
    expect(res.data).toMatchObject({
      id: resource.id,
      productId,
      state: 0,
      supplierName: supplier.account,
      productName: 'Test cards',
      processingOrderCount: 2,
      processingOrderAmount: 32_345,
      link: 'upi://pay?pa=ravi%40okhdfc&pn=Ravi%20Kumar&cu=INR',
    });
    expect(res.data.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const wrongProduct = await b.call(
      'GET',
      '/v1.0/resource/getResourceDetailInfo',
      { resourceId: resource.id, productId: productId + 1 },
      { token },
    );
    expect(wrongProduct.status).toBe(404);

    const stats = await b.call<ResourceStaticInfo>(
      'GET',
      '/v1.0/resource/getResourceStaticInfo',
      { supplierId: supplier.id, productId },
      { token: adminToken },
    );
    expect(stats.data).toMatchObject({
      resourceCount: 1,
      enabledCount: 1,
      runningCount: 1,
      offlineCount: 0,
      processingOrderCount: 2,
      processingOrderAmount: 32_345,
    });
  });

  it('a device silent for longer than MonitorLiveTime goes Offline and its account stops receiving orders until it reports again', async () => {
    await setSetting(b, 'MonitorLiveTime', 60);
    expect((await reportState(MonitorState.running)).code).toBe(200);
    b.clock.advance(59_000);
    expect(await markSilentMonitorsOffline(b.db, b.clock)).not.toContain(resource.id);
    expect((await newOrder()).status).toBe(OrderStatus.allocated);

    b.clock.advance(2_000);
    // Two instances at once: the account is marked (and logged) exactly once.
    const [a, c] = await Promise.all([
      markSilentMonitorsOffline(b.db, b.clock),
      markSilentMonitorsOffline(b.db, b.clock),
    ]);
    expect([...a, ...c].filter((id) => id === resource.id)).toHaveLength(1);
    const [row] = await b.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(row!.monitorState).toBe(MonitorState.offline);
    const logs = await b.db.select().from(monitorLogs).where(eq(monitorLogs.resourceId, resource.id));
    expect(logs.filter((l) => l.content.includes('marked offline'))).toHaveLength(1);

    const refused = await newOrder();
    expect(refused.status).toBe(OrderStatus.allocationFailed);
    const [info] = await b.db
      .select({ info: orders.allocateInfo })
      .from(orders)
      .where(eq(orders.orderCode, refused.orderCode));
    expect(JSON.stringify(info!.info)).toContain('monitorOffline');
    const listed = await b.call<{ list: ResourceRow[] }>(
      'GET',
      '/v1.0/resource/getList',
      { type: 'internationalCardToCard', monitorState: MonitorState.offline },
      { token },
    );
    expect(listed.data.list.map((r) => r.id)).toEqual([resource.id]);

    expect((await reportState(MonitorState.running)).code).toBe(200);
    expect((await newOrder()).status).toBe(OrderStatus.allocated);
  });

  it('leaves devices that never reported alone (the demo simulates none)', async () => {
    const before = await b.db
      .select({ id: resources.id, state: resources.monitorState })
      .from(resources)
      .where(eq(resources.monitorState, MonitorState.running));
    b.clock.advance(3_600_000);
    await reportState(MonitorState.running);
    const marked = await markSilentMonitorsOffline(b.db, b.clock);
    expect(marked).not.toContain(resource.id);
    const after = await b.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.monitorState, MonitorState.running));
    // Seeded running devices have no last report: still running.
    expect(after.length).toBe(before.length);
  });
});
