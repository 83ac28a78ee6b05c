import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  abnormalMinOrders,
  successfulOrderStatuses,
  type FrozenIpRow,
  type IpAnalysisRow,
  type Page,
  type PayerAnalysisRow,
} from '../../src/contract/index.ts';
import { auditRecords, frozenIps, orders } from '../../server/db/schema.ts';
import { Prng } from '../../server/seed/prng.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
/** A window long before the seeded orders: only this file's orders fall in it. */
const from = new Date('2025-03-01T00:00:00.000Z');
const to = new Date('2025-03-10T23:59:59.000Z');
const fmt = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const range = { startTime: fmt(from), endTime: fmt(to) };

interface Expected {
  orderCount: number;
  successCount: number;
  amount: number;
  successAmount: number;
  merchants: Set<number>;
  last: number;
}

const statuses = Object.values(OrderStatus);

describe.each(backends)('order analysis (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  const tokens = new Map<string, string>();
  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const get = async <T>(account: string, path: string, input: Record<string, unknown> = {}) =>
    b.call<T>('GET', `/v1.0/orderAnalysis/${path}`, input, { token: await token(account) });
  const post = async <T>(account: string, path: string, input: Record<string, unknown>) =>
    b.call<T>('POST', `/v1.0/orderAnalysis/${path}`, input, { token: await token(account) });

  const byIp = new Map<string, Expected>();
  const byName = new Map<string, Expected>();

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId);

    // Random orders: 12 IPs, 8 names, 4 merchants, every status, inside and just outside the window.
    const prng = new Prng(kind === 'pglite' ? 11 : 23);
    const rng = () => prng.next();
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
    const ips = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);
    const names = Array.from({ length: 8 }, (_, i) => `Payer ${String.fromCharCode(65 + i)}`);
    const span = to.getTime() + 1000 - from.getTime();
    const values: (typeof orders.$inferInsert)[] = [];
    for (let i = 0; i < 400; i++) {
      // 10 % outside: a day before the start or the second right after the end.
      const out = rng() < 0.1;
      const at = out
        ? rng() < 0.5
          ? from.getTime() - 86_400_000
          : to.getTime() + 1000
        : from.getTime() + Math.floor(rng() * span);
      const ip = rng() < 0.05 ? '' : pick(ips);
      const name = rng() < 0.05 ? undefined : pick(names);
      const status = pick(statuses);
      const amount = 100 + Math.floor(rng() * 1_000_000);
      const merchantId = 9000 + Math.floor(rng() * 4);
      values.push({
        orderCode: `OA${kind}${i}`,
        merchantId,
        mchOrderNo: `OA${i}`,
        productId,
        amount,
        payableAmount: amount,
        status,
        clientIp: ip,
        payer: name ? { userName: name } : {},
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
      if (out) continue;
      const add = (m: Map<string, Expected>, key: string) => {
        const e = m.get(key) ?? {
          orderCount: 0,
          successCount: 0,
          amount: 0,
          successAmount: 0,
          merchants: new Set<number>(),
          last: 0,
        };
        e.orderCount++;
        e.amount += amount;
        if (successfulOrderStatuses.includes(status)) {
          e.successCount++;
          e.successAmount += amount;
        }
        e.merchants.add(merchantId);
        e.last = Math.max(e.last, at);
        m.set(key, e);
      };
      if (ip) add(byIp, ip);
      if (name) add(byName, name);
    }
    await b.db.insert(orders).values(values);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  const expectFigures = (row: IpAnalysisRow | PayerAnalysisRow, e: Expected | undefined) => {
    expect(e).toBeDefined();
    expect({
      orderCount: row.orderCount,
      successCount: row.successCount,
      amount: row.amount,
      successAmount: row.successAmount,
      merchantCount: row.merchantCount,
      lastOrderTime: row.lastOrderTime,
    }).toEqual({
      orderCount: e!.orderCount,
      successCount: e!.successCount,
      amount: e!.amount,
      successAmount: e!.successAmount,
      merchantCount: e!.merchants.size,
      lastOrderTime: new Date(e!.last).toISOString(),
    });
    expect(row.successRate).toBeCloseTo(e!.successCount / e!.orderCount, 10);
  };
  const order = (m: Map<string, Expected>) =>
    [...m.entries()]
      .sort(([ka, a], [kb, b2]) => b2.orderCount - a.orderCount || (ka < kb ? -1 : ka > kb ? 1 : 0))
      .map(([k]) => k);

  it('figures per payer IP equal the sums of the orders in the range, most orders first, paged', async () => {
    const page1 = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ...range, pageNum: 5 });
    const page2 = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ...range, pageNum: 5, pageIndex: 2 });
    const all = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ...range, pageNum: 100 });
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(byIp.size);
    expect(page1.data.total).toBe(byIp.size);
    expect([...page1.data.list, ...page2.data.list].map((r) => r.ip)).toEqual(order(byIp).slice(0, 10));
    // Ties in count are ordered by IP text: the whole order is deterministic.
    expect(all.data.list.map((r) => r.ip)).toEqual(order(byIp));
    for (const row of all.data.list) {
      expectFigures(row, byIp.get(row.ip));
      expect(row.abnormal).toBe(row.orderCount >= abnormalMinOrders && row.successRate <= 0.2);
    }
  });

  it('figures per payer name equal the sums of the orders in the range; a name filter narrows to it', async () => {
    const all = await get<Page<PayerAnalysisRow>>('service001', 'payerList', { ...range, pageNum: 100 });
    expect(all.code).toBe(200);
    expect(all.data.list.map((r) => r.userName)).toEqual(order(byName));
    for (const row of all.data.list) expectFigures(row, byName.get(row.userName));
    const one = await get<Page<PayerAnalysisRow>>('admin0001', 'payerList', { ...range, userName: 'Payer C' });
    expect(one.data.list.map((r) => r.userName)).toEqual(byName.has('Payer C') ? ['Payer C'] : []);
  });

  it('abnormal only keeps IPs with many orders and a low success rate', async () => {
    // Make one IP abnormal for sure: 12 failed orders.
    const at = new Date(from.getTime() + 3_600_000);
    await b.db.insert(orders).values(
      Array.from({ length: 12 }, (_, i) => ({
        orderCode: `AB${kind}${i}`,
        merchantId: 9000,
        mchOrderNo: `AB${i}`,
        productId,
        amount: 500,
        payableAmount: 500,
        status: OrderStatus.timedOut,
        clientIp: '192.0.2.66',
        createdAt: at,
        updatedAt: at,
      })),
    );
    const res = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ...range, abnormalOnly: 'yes', pageNum: 100 });
    expect(res.code).toBe(200);
    expect(res.data.list.map((r) => r.ip)).toContain('192.0.2.66');
    for (const row of res.data.list) expect(row.abnormal).toBe(true);
    const full = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ...range, pageNum: 100 });
    expect(res.data.total).toBe(full.data.list.filter((r) => r.abnormal).length);
  });

  it('refuses a range longer than 31 days and a start after the end', async () => {
    const long = await get('admin0001', 'ipList', { startTime: '2025-01-01 00:00:00', endTime: '2025-02-01 00:00:01' });
    expect(long.status).toBe(400);
    expect(long.msgId).toBe('validation.analysisRange.tooLong');
    const ok = await get('admin0001', 'ipList', { startTime: '2025-01-01 00:00:00', endTime: '2025-02-01 00:00:00' });
    expect(ok.code).toBe(200);
    expect(
      (await get('admin0001', 'payerList', { startTime: '2025-02-01 00:00:00', endTime: '2025-01-01 00:00:00' })).msgId,
    ).toBe('validation.timeRange.order');
  });

  it('reads the last day when no range is given, the day after a start given alone', async () => {
    const ip = '192.0.2.200';
    const at = (ms: number) => new Date(now.getTime() - ms);
    await b.db.insert(orders).values(
      [at(1000), at(86_399_000), at(86_401_000)].map((t, i) => ({
        orderCode: `LD${kind}${i}`,
        merchantId: 9000,
        mchOrderNo: `LD${i}`,
        productId,
        amount: 100,
        payableAmount: 100,
        status: OrderStatus.allocated,
        clientIp: ip,
        createdAt: t,
        updatedAt: t,
      })),
    );
    const last = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ip });
    expect(last.data.list.map((r) => r.orderCount)).toEqual([2]);
    const after = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', { ip, startTime: fmt(at(2 * 86_400_000)) });
    expect(after.data.list.map((r) => r.orderCount)).toEqual([1]);
  });

  it('lets every role do only what its access list allows', async () => {
    const accounts = {
      superadmin: true,
      admin0001: true,
      service001: 'read',
      techmaint1: 'read',
      techsupport1: false,
      supplier01: false,
      merchant01: false,
    } as const;
    for (const [account, may] of Object.entries(accounts)) {
      for (const path of ['ipList', 'payerList', 'frozenIpList']) {
        const res = await get(account, path, range);
        expect([account, path, res.code]).toEqual([account, path, may ? 200 : 403]);
      }
      const ip = `203.0.113.${Object.keys(accounts).indexOf(account) + 100}`;
      const frozen = await post(account, 'freezeIp', { ip, reason: 'access test' });
      expect([account, frozen.code]).toEqual([account, may === true ? 200 : 403]);
      if (may === true) expect((await post(account, 'unfreezeIp', { ip })).code).toBe(200);
      else expect((await post(account, 'unfreezeIp', { ip })).code).toBe(403);
    }
  });

  it('freeze refuses new orders from the IP at create, unfreeze accepts them again; both audited', async () => {
    const ip = '203.0.113.77';
    const create = () =>
      postCreate(
        b,
        signed(
          merchant,
          orderParams(merchant, productId, `F${Math.random().toString(36).slice(2)}`, 1000, { clientIp: ip }),
        ),
      );
    expect((await create()).code).toBe(200);

    const frozen = await post<FrozenIpRow>('admin0001', 'freezeIp', { ip, reason: 'Many unpaid orders' });
    expect(frozen.code).toBe(200);
    expect(frozen.data).toMatchObject({ ip, reason: 'Many unpaid orders', frozenBy: 'admin0001' });
    expect((await post('admin0001', 'freezeIp', { ip, reason: 'again' })).msgId).toBe('errors.ipAlreadyFrozen');

    const refused = await create();
    expect(refused.status).toBe(403);
    expect(refused.msgId).toBe('errors.ipFrozen');
    expect(refused.msg).toContain(ip);
    // Another IP is not affected.
    expect((await createOrderFor(b, merchant, productId, 1000)).code).toBe(200);

    const list = await get<Page<FrozenIpRow>>('service001', 'frozenIpList', { ip });
    expect(list.data.list.map((r) => r.ip)).toEqual([ip]);
    const analysed = await get<Page<IpAnalysisRow>>('admin0001', 'ipList', {
      startTime: fmt(new Date(now.getTime() - 86_400_000)),
      endTime: fmt(new Date(now.getTime() + 86_400_000)),
      ip,
    });
    expect(analysed.data.list[0]).toMatchObject({ ip, orderCount: 1, frozen: true });

    expect((await post('admin0001', 'unfreezeIp', { ip })).code).toBe(200);
    expect((await post('admin0001', 'unfreezeIp', { ip })).msgId).toBe('errors.ipNotFrozen');
    expect((await create()).code).toBe(200);
    expect(await b.db.select().from(frozenIps).where(eq(frozenIps.ip, ip))).toEqual([]);

    const audits = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.target, ip)));
    expect(audits.map((a) => [a.action, a.operatorAccount])).toEqual([
      ['orderAnalysis.freezeIp', 'admin0001'],
      ['orderAnalysis.unfreezeIp', 'admin0001'],
    ]);
    expect(audits[0]!.after).toMatchObject({ reason: 'Many unpaid orders' });
  });

  it('a freeze written by another server process is seen by create once the cache refreshes', async () => {
    const ip = '203.0.113.88';
    const create = () =>
      postCreate(
        b,
        signed(
          merchant,
          orderParams(merchant, productId, `G${Math.random().toString(36).slice(2)}`, 1000, { clientIp: ip }),
        ),
      );
    expect((await create()).code).toBe(200);
    // Straight into the table, as another instance would: no cache reset here.
    await b.db.insert(frozenIps).values({ ip, reason: 'elsewhere' });
    await new Promise((r) => setTimeout(r, 5_100));
    expect((await create()).msgId).toBe('errors.ipFrozen');
  }, 15_000);
});
