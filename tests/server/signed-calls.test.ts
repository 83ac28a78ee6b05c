import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSignString } from '../../src/contract/index.ts';
import { everyCall } from '../../src/contract/every-call.ts';
import { monitorLogs, orders, payoutOrders } from '../../server/db/schema.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { bankPayee, fund, makePayoutProduct, payoutParams, postPayout } from './support/payout-fixtures.ts';

const monitorKey = 'device-secret-signed-calls';

/** Decision 044: a signature vouches for the whole request, and for one request only. */
describe.each(backends)('signed calls (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let payoutProduct: number;
  let m: TestMerchant;
  let pm: TestMerchant;
  let resourceId: number;
  let n = 0;
  const no = () => `SC${kind}${n++}`;

  /** POSTs a body to a path with a query string, as an attacker holding a signed body would. */
  const post = async (path: string, query: string, body: Record<string, unknown>) => {
    const res = await b.app.inject({
      method: 'POST',
      url: `${path}?${query}`,
      payload: body,
      remoteAddress: '127.0.0.1',
    });
    return { ...(res.json() as Envelope<{ field?: string; fields?: string[] } | null>), status: res.statusCode };
  };
  const ordersNamed = (mchOrderNo: string) => b.db.select().from(orders).where(eq(orders.mchOrderNo, mchOrderNo));
  const payoutsNamed = (mchOrderNo: string) =>
    b.db.select().from(payoutOrders).where(eq(payoutOrders.mchOrderNo, mchOrderNo));
  /** The order params without notifyUrl and subject: what the query string would fill in. */
  const bareOrder = (mchOrderNo: string, extra: Record<string, unknown> = {}) => {
    const { notifyUrl: _n, subject: _s, ...rest } = orderParams(m, productId, mchOrderNo, 1_000, extra);
    return rest;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    productId = await makeProduct(b);
    m = await makeMerchant(b, productId);
    const s = await makeSupplier(b, productId);
    resourceId = await makeResource(b, s.id, productId, { floatUp: 50, floatDown: 50, monitorKey });
    payoutProduct = await makePayoutProduct(b);
    pm = await makeMerchant(b, payoutProduct);
    await fund(b, pm.id, 10_000_000);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('marks exactly the calls checked by a signature as signed: public POSTs whose input carries sign', () => {
    const carriesSign = (input: unknown) =>
      typeof input === 'object' && input !== null && 'shape' in input && 'sign' in (input as { shape: object }).shape;
    const calls = everyCall().map((c) => c.def);
    const signedPaths = calls.filter((c) => c.signed).map((c) => c.path);
    expect(calls.filter((c) => carriesSign(c.input)).map((c) => c.path)).toEqual(signedPaths);
    expect(signedPaths.sort()).toEqual([
      '/v1.0/api/balance/query',
      '/v1.0/api/order/create',
      '/v1.0/api/order/query',
      '/v1.0/api/payout/create',
      '/v1.0/api/payout/query',
      // Test mode's drive (decision 130): signed with the test key.
      '/v1.0/api/test/drive',
      '/v1.0/monitor/report',
      '/v1.0/monitor/reportRecords',
      '/v1.0/monitor/script',
    ]);
  });

  it('refuses a validly signed order create whose query string adds notifyUrl or subject, and creates nothing', async () => {
    for (const query of [
      'notifyUrl=http://evil.example/',
      'subject=Refund%20to%20evil',
      'notifyUrl=http://evil.example/&subject=x',
    ]) {
      const mchOrderNo = no();
      const body = signed(m, bareOrder(mchOrderNo));
      const res = await post('/v1.0/api/order/create', query, body);
      expect(res).toMatchObject({ status: 400, code: 400, msgId: 'errors.signedQueryNotAllowed' });
      expect(await ordersNamed(mchOrderNo)).toEqual([]);
    }
    // The same signed body without the query string is a good request.
    const mchOrderNo = no();
    const ok = await postCreate(b, signed(m, bareOrder(mchOrderNo)));
    expect(ok.code).toBe(200);
    const [row] = await ordersNamed(mchOrderNo);
    expect(row).toMatchObject({ notifyUrl: '', subject: '' });
  });

  it('refuses a query string on a signed create even when it repeats a body parameter', async () => {
    const mchOrderNo = no();
    const res = await post('/v1.0/api/order/create', `mchOrderNo=${mchOrderNo}`, signed(m, bareOrder(mchOrderNo)));
    expect(res).toMatchObject({ code: 400, msgId: 'errors.signedQueryNotAllowed', data: { fields: ['mchOrderNo'] } });
    expect(await ordersNamed(mchOrderNo)).toEqual([]);
  });

  it('refuses a validly signed payout create whose query string sets upi, address or walletAddress, and creates nothing', async () => {
    const { upi: _upi, ...payee } = bankPayee;
    for (const query of ['upi=evil@okaxis', 'address=Elsewhere', 'walletAddress=TQ1evil']) {
      const mchOrderNo = no();
      const params = { ...payoutParams(pm, payoutProduct, mchOrderNo, 5_000), ...payee };
      delete (params as Record<string, unknown>).upi;
      const res = await post('/v1.0/api/payout/create', query, signed(pm, params));
      expect(res).toMatchObject({ code: 400, msgId: 'errors.signedQueryNotAllowed' });
      expect(await payoutsNamed(mchOrderNo)).toEqual([]);
    }
    const mchOrderNo = no();
    const params = { ...payoutParams(pm, payoutProduct, mchOrderNo, 5_000), ...payee };
    delete (params as Record<string, unknown>).upi;
    expect((await postPayout(b, signed(pm, params))).code).toBe(200);
    expect((await payoutsNamed(mchOrderNo))[0]).toMatchObject({ upi: '', address: bankPayee.address });
  });

  it('refuses a query string on a signed monitor report and records nothing from it', async () => {
    const body = { resourceId, state: 1, messages: [] };
    const report = deviceBody(b, body, monitorKey);
    const before = (await b.db.select().from(monitorLogs).where(eq(monitorLogs.resourceId, resourceId))).length;
    expect(await post('/v1.0/monitor/report', 'state=0', report)).toMatchObject({
      code: 400,
      msgId: 'errors.signedQueryNotAllowed',
    });
    expect((await b.db.select().from(monitorLogs).where(eq(monitorLogs.resourceId, resourceId))).length).toBe(before);
  });

  it('refuses a list or an object where a signed scalar goes, which the sign string would leave out (decision 109)', async () => {
    // Why: the sign string skips lists and objects, so [productId] signed the same as no productId.
    const mchOrderNo = no();
    const asList = { ...orderParams(m, productId, mchOrderNo, 1_000), productId: [productId] };
    const { productId: _p, ...without } = asList;
    expect(canonicalSignString(asList, m.key)).toBe(canonicalSignString(without, m.key));
    const res = await postCreate(b, signed(m, asList));
    expect(res).toMatchObject({ code: 400, msgId: 'validation.signedValue.scalar', data: { field: 'productId' } });
    expect(await ordersNamed(mchOrderNo)).toEqual([]);
    for (const extra of [{ amount: { value: 1_000 } }, { channelRef: ['a'] }, { subject: { nested: ['x'] } }]) {
      const refused = await postCreate(b, signed(m, { ...orderParams(m, productId, no(), 1_000), ...extra }));
      expect(refused).toMatchObject({
        code: 400,
        msgId: 'validation.signedValue.scalar',
        data: { field: Object.keys(extra)[0] },
      });
    }
    const payout = { ...payoutParams(pm, payoutProduct, no(), 5_000), ...bankPayee, mchId: [pm.id] };
    expect(await postPayout(b, signed(pm, payout))).toMatchObject({
      code: 400,
      msgId: 'validation.signedValue.scalar',
      data: { field: 'mchId' },
    });
  });

  it('refuses a signed value holding &, so one sign string stands for one request', async () => {
    const mchOrderNo = no();
    const joined = orderParams(m, productId, mchOrderNo, 1_000, { userName: 'Bob&vpa=evil@upi' });
    const apart = orderParams(m, productId, mchOrderNo, 1_000, { userName: 'Bob', vpa: 'evil@upi' });
    // Why: the two requests build the same text, so they would share a signature.
    expect(canonicalSignString(joined, m.key)).toBe(canonicalSignString(apart, m.key));
    const res = await postCreate(b, signed(m, joined));
    expect(res).toMatchObject({ code: 400, msgId: 'validation.signedValue.ampersand', data: { field: 'userName' } });
    expect(await ordersNamed(mchOrderNo)).toEqual([]);
    // Every signed parameter, named by the schema or not; `=` alone splits nothing and stays allowed.
    for (const extra of [{ subject: 'Tom & Jerry' }, { channelRef: 'a&b=c' }]) {
      const refused = await postCreate(b, signed(m, orderParams(m, productId, no(), 1_000, extra)));
      expect(refused).toMatchObject({
        code: 400,
        msgId: 'validation.signedValue.ampersand',
        data: { field: Object.keys(extra)[0] },
      });
    }
    const withQuery = await postCreate(
      b,
      signed(m, orderParams(m, productId, no(), 1_000, { notifyUrl: 'https://merchant.example/notify?shop=3' })),
    );
    expect(withQuery.code).toBe(200);
  });

  it('refuses a payout signed over a value holding &, in a named field or one it does not name', async () => {
    for (const extra of [{ name: 'Ravi&upi=evil@okaxis' }, { bankBranch: 'A&B Bank' }, { memo: 'x&upi=evil@okaxis' }]) {
      const mchOrderNo = no();
      const res = await postPayout(b, signed(pm, payoutParams(pm, payoutProduct, mchOrderNo, 5_000, extra)));
      expect(res).toMatchObject({
        code: 400,
        msgId: 'validation.signedValue.ampersand',
        data: { field: Object.keys(extra)[0] },
      });
      expect(await payoutsNamed(mchOrderNo)).toEqual([]);
    }
  });

  it('refuses a parameter name that is not a plain identifier', async () => {
    for (const name of ['vpa=x', 'a&b', 'payer name', '1st']) {
      const mchOrderNo = no();
      const res = await postCreate(b, signed(m, orderParams(m, productId, mchOrderNo, 1_000, { [name]: 'v' })));
      expect(res).toMatchObject({ code: 400, msgId: 'validation.signedParam.name', data: { field: name } });
      expect(await ordersNamed(mchOrderNo)).toEqual([]);
    }
    const mchOrderNo = no();
    const res = await postPayout(
      b,
      signed(pm, payoutParams(pm, payoutProduct, mchOrderNo, 5_000, { 'upi=evil': 'x' })),
    );
    expect(res).toMatchObject({ code: 400, msgId: 'validation.signedParam.name' });
    expect(await payoutsNamed(mchOrderNo)).toEqual([]);
  });

  it('takes clientIp as an IPv4 or IPv6 address, or none, and refuses anything else', async () => {
    for (const clientIp of ['not-an-ip', '1.2.3.256', '203.0.113.9; drop', 'fe80::1%eth0']) {
      const mchOrderNo = no();
      const res = await postCreate(b, signed(m, orderParams(m, productId, mchOrderNo, 1_000, { clientIp })));
      expect(res).toMatchObject({ code: 400, msgId: 'validation.clientIp.format', data: { field: 'clientIp' } });
      expect(await ordersNamed(mchOrderNo)).toEqual([]);
    }
    for (const clientIp of ['203.0.113.9', '2001:db8::7', '']) {
      const mchOrderNo = no();
      expect((await postCreate(b, signed(m, orderParams(m, productId, mchOrderNo, 1_000, { clientIp })))).code).toBe(
        200,
      );
      expect((await ordersNamed(mchOrderNo))[0]!.clientIp).toBe(clientIp);
    }
  });
});
