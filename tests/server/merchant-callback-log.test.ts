import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallbackAttempt, CallbackAttemptRow, Page } from '../../src/contract/index.ts';
import { auditRecords } from '../../server/db/schema.ts';
import { runCallbackJob } from '../../server/modules/order-callbacks/job.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  orderParams,
  postCreate,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

/*
 * The merchant's callback log (decision 131): the staff attempts list and re-send, scoped by the
 * server to the merchant's own orders and payouts.
 */
describe.each(backends)("a merchant's callback log (%s)", (kind) => {
  let b: TestBackend;
  let productId: number;
  let mine: TestMerchant;
  let theirs: TestMerchant;
  let server: Server;
  let url = '';
  let n = 0;
  const run = () => runCallbackJob(b.db, b.clock, { outbound: b.app.services.outbound, timeoutMs: 2_000 });
  const asMerchant = async (m: TestMerchant) => ({ token: await b.sessionFor(m.account) });

  /** A test-mode order of `m` driven to rejected, whose callback the job has sent once. */
  async function calledBack(m: TestMerchant): Promise<string> {
    const signTest = (params: Record<string, unknown>) => signed({ ...m, key: m.testKey! }, params);
    const created = await postCreate(
      b,
      signTest(orderParams(m, productId, `CL${kind}${n++}`, 20_000, { notifyUrl: url })),
    );
    expect(created.code, created.msg).toBe(200);
    const orderCode = created.data.orderCode;
    const drive = await b.app.inject({
      method: 'POST',
      url: '/v1.0/api/test/drive',
      payload: signTest({ mchId: m.id, kind: 'order', orderCode, outcome: 'rejected' }),
    });
    expect(drive.statusCode, drive.body).toBe(200);
    await run();
    return orderCode;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 0, outboundAllow: ['127.0.0.1/32'] });
    productId = await makeProduct(b);
    mine = await makeMerchant(b, productId);
    theirs = await makeMerchant(b, productId);
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end('success'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await b?.close();
  });

  it('lists the merchant its own attempts only, with the event, status and attempt number', async () => {
    const own = await calledBack(mine);
    const other = await calledBack(theirs);
    const res = await b.call<Page<CallbackAttemptRow>>(
      'GET',
      '/v1.0/orderCallBack/getDetailList',
      { pageIndex: 1, pageNum: 50 },
      await asMerchant(mine),
    );
    expect(res.code, res.msg).toBe(200);
    const codes = res.data.list.map((a) => a.orderCode);
    expect(codes).toContain(own);
    expect(codes).not.toContain(other);
    expect(res.data.list.every((a) => a.merchantId === mine.id)).toBe(true);
    expect(res.data.list.find((a) => a.orderCode === own)).toMatchObject({
      eventType: 'order.rejected',
      responseStatus: 200,
      attempt: 1,
      success: true,
    });
    // Asking for the other merchant's order by number finds nothing.
    const asked = await b.call<Page<CallbackAttemptRow>>(
      'GET',
      '/v1.0/orderCallBack/getDetailList',
      { pageIndex: 1, pageNum: 50, orderCode: other },
      await asMerchant(mine),
    );
    expect(asked.data.list).toEqual([]);
  });

  it("re-sends its own order's callback as a new manual attempt, audited, and refuses another merchant's", async () => {
    const own = await calledBack(mine);
    const other = await calledBack(theirs);
    const headers = await asMerchant(mine);
    const res = await b.call<CallbackAttempt>('POST', '/v1.0/order/callback', { orderCode: own }, headers);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ orderCode: own, trigger: 'manual', success: true, eventType: 'order.rejected' });
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.target, own), eq(auditRecords.action, 'order.callback.resend')));
    expect(record).toMatchObject({ operatorId: mine.id });
    const list = await b.call<Page<CallbackAttemptRow>>(
      'GET',
      '/v1.0/orderCallBack/getDetailList',
      { pageIndex: 1, pageNum: 50, orderCode: own },
      headers,
    );
    expect(list.data.list.map((a) => a.trigger)).toEqual(['manual', 'auto']);
    expect(list.data.list[0]!.operatorAccount).toBeNull();

    const refused = await b.call('POST', '/v1.0/order/callback', { orderCode: other }, headers);
    expect([refused.code, refused.msgId]).toEqual([404, 'errors.orderNotFound']);
    // Delete stays superAdmin's.
    const del = await b.call('POST', '/v1.0/orderCallBack/delete', { ids: [res.data.id] }, headers);
    expect(del.code).toBe(403);
  });
});
