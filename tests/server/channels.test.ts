import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MonitorState,
  OrderStatus,
  ProductId,
  type CheckoutInfo,
  type CreatedOrder,
  type MonitorReportAnswer,
  type WebRecordReportAnswer,
} from '../../src/contract/index.ts';
import { orders, resources, users } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { orderParams, postCreate, signed, type TestMerchant } from './support/order-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

/** Decision 121: Alipay (red packets), UnionPay quick pay and WeChat, from the demo data as shipped. */
describe.each(backends)('the Alipay, UnionPay and WeChat channels (%s)', (kind) => {
  let b: TestBackend;
  let merchant: TestMerchant;
  let n = 0;

  const create = (productId: number, amount: number) =>
    postCreate(b, signed(merchant, orderParams(merchant, productId, `CH${kind}${++n}`, amount)));
  const orderRow = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;
  /** The allocated order and its receiving account, as the monitoring device knows it. */
  const placed = async (productId: number, amount: number) => {
    const res = await create(productId, amount);
    expect(res.code, res.msg).toBe(200);
    const o = await orderRow(res.data.orderCode);
    const [account] = await b.db.select().from(resources).where(eq(resources.id, o.resourceId!));
    return { created: res.data, order: o, account: account! };
  };
  /** A code works once (decision 048): each one is from a step later than the last. */
  const code = () => (b.clock.advance(30_000), googleCodeAt(demoGoogleSecret, b.clock.now()));
  const later = () => new Date(b.clock.now().getTime() + 60_000).toISOString();

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    const [demo] = await b.db.select().from(users).where(eq(users.account, 'merchant01'));
    merchant = {
      id: demo!.id,
      account: 'merchant01',
      key: demo!.merchantKey!,
      signType: demo!.signType === 'SHA256' ? 'SHA256' : 'MD5',
    };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('allocates each channel to an account of its own kind', async () => {
    const expected: [number, string][] = [
      [ProductId.alipay, 'alipay'],
      [ProductId.unionPayQuick, 'unionPay'],
      [ProductId.weChatPay, 'weChat'],
    ];
    for (const [productId, type] of expected) {
      const { created, account } = await placed(productId, 50_000);
      expect([productId, created.status, account.type, account.productId]).toEqual([
        productId,
        S.allocated,
        type,
        productId,
      ]);
    }
  });

  it('splits an Alipay order into red packets of at most 200.00, no more than RedWalletCount', async () => {
    const { created, account } = await placed(ProductId.alipay, 150_000);
    const pay = created.payInstructions as NonNullable<CreatedOrder['payInstructions']>;
    expect(pay.parts?.length).toBe(Math.ceil(created.payableAmount / 20_000));
    expect(pay.parts?.every((p) => p <= 20_000)).toBe(true);
    expect(pay.parts?.reduce((s, p) => s + p, 0)).toBe(created.payableAmount);
    expect(pay.payee?.account).toBe(account.walletNickname);
    // Eleven packets are more than RedWalletCount (10) allows: the order has no instructions.
    const tooMany = await placed(ProductId.alipay, 210_000);
    expect(tooMany.created.payInstructions).toBeUndefined();
  });

  it('shows each channel on its checkout page', async () => {
    const methodOf = async (productId: number) => {
      const { created, account } = await placed(productId, 40_000);
      const token = created.payUrl.slice(created.payUrl.lastIndexOf('/') + 1);
      const res = await b.app.inject({ method: 'GET', url: `/v1.0/checkout/info?token=${token}` });
      return { method: (res.json() as { data: CheckoutInfo }).data.method, account, created };
    };
    const alipay = await methodOf(ProductId.alipay);
    expect(alipay.method).toMatchObject({ kind: 'script', instructions: { parts: [20_000, 20_000] } });
    const unionPay = await methodOf(ProductId.unionPayQuick);
    expect(unionPay.method).toEqual({
      kind: 'card',
      payee: unionPay.account.accountName,
      bankName: unionPay.account.bankName,
      cardNumber: unionPay.account.cardNumber,
      ifsc: '',
    });
    const weChat = await methodOf(ProductId.weChatPay);
    expect(weChat.method).toEqual({
      kind: 'wallet',
      app: 'wechat',
      payee: weChat.account.accountName,
      account: weChat.account.walletNickname,
    });
  });

  it("confirms a UnionPay order with its bank's SMS", async () => {
    const { created, account } = await placed(ProductId.unionPayQuick, 61_000);
    const sms = {
      deviceMessageId: `up-${kind}`,
      direction: 0,
      amount: created.payableAmount,
      utr: '662233445566',
      payerName: 'Chen Jie',
      sender: '95588',
      content: `Your card 3445 received CNY ${created.payableAmount / 100}`,
      receivedAt: later(),
    };
    const res = await b.call<MonitorReportAnswer>(
      'POST',
      '/v1.0/monitor/report',
      deviceBody(b, { resourceId: account.id, state: MonitorState.running, messages: [sms] }, account.monitorKey),
    );
    expect(res.code, res.msg).toBe(200);
    expect(await orderRow(created.orderCode)).toMatchObject({ status: S.successful, utr: sms.utr });
  });

  it('confirms an Alipay order with its payment notice and a WeChat order with its WeChat notice', async () => {
    for (const [productId, recordKind] of [
      [ProductId.alipay, 'web'],
      [ProductId.weChatPay, 'wechat'],
    ] as const) {
      const { created, account } = await placed(productId, 72_000);
      const record = {
        kind: recordKind,
        deviceMessageId: `${recordKind}-${kind}-${productId}`,
        amount: created.payableAmount,
        utr: `42000${productId}`,
        payerName: 'Liu Yang',
        content: `Received CNY ${created.payableAmount / 100}`,
        receivedAt: later(),
      };
      const res = await b.call<WebRecordReportAnswer>(
        'POST',
        '/v1.0/monitor/reportRecords',
        deviceBody(b, { resourceId: account.id, records: [record] }, account.monitorKey),
      );
      expect(res.data.results[0], res.msg).toMatchObject({ result: 'matched', orderCode: created.orderCode });
      expect((await orderRow(created.orderCode)).status).toBe(S.successful);
    }
  });

  it('lists WeChat notices apart from web messages', async () => {
    const admin = await b.sessionFor('admin0001');
    const list = async (k: string) =>
      (
        await b.call<{ list: { kind: string; content: string }[] }>(
          'GET',
          '/v1.0/webRecord/getList',
          { kind: k, pageNum: 100 },
          { token: admin },
        )
      ).data.list;
    const wechat = await list('wechat');
    expect(wechat.length).toBeGreaterThan(0);
    expect(wechat.every((r) => r.kind === 'wechat')).toBe(true);
    expect((await list('web')).some((r) => r.kind === 'wechat')).toBe(false);
  });

  it('lets staff supplement an order of each channel', async () => {
    const admin = await b.sessionFor('admin0001');
    for (const productId of [ProductId.alipay, ProductId.unionPayQuick, ProductId.weChatPay]) {
      const { created } = await placed(productId, 33_000 + productId);
      const res = await b.call(
        'POST',
        '/v1.0/order/replenishmentOrder',
        {
          orderCode: created.orderCode,
          isOffsetReplenishmentOrder: false,
          utr: `7${productId}0000001`,
          googleCode: code(),
        },
        { token: admin },
      );
      expect(res.code, res.msg).toBe(200);
      expect((await orderRow(created.orderCode)).status).toBe(S.successful);
    }
  });
});
