import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

type Answer = Awaited<ReturnType<TestBackend['call']>>;
/** The fields the answer names, each once. */
const fieldsOf = (res: Answer) => [
  ...new Set(((res.data as { issues?: { field: string }[] } | null)?.issues ?? []).map((i) => i.field)),
];

/**
 * Decision 109: numbers past their column reached the database and answered 500 (an int4 id of
 * 2147483648, 17-digit amounts whose minor units pass JavaScript's exact integers). Each is now a
 * 400 naming the field, from the contract, before any handler.
 */
describe.each(backends)('numbers past their column answer 400 (%s)', (kind) => {
  let b: TestBackend;
  let merchant: string;
  let superStaff: { token: string; token2: string };
  let adminStaff: { token: string; token2: string };
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    merchant = await b.sessionFor('merchant01');
    superStaff = await b.staffSession('superadmin');
    adminStaff = await b.staffSession('admin0001');
  }, 120_000);
  afterAll(() => b?.close());

  it('refuses a message msg_id of 2147483648 and beyond in each message call', async () => {
    for (const msgId of ['2147483648', '9999999999', '99999999999999999999']) {
      const read = await b.call('GET', '/v1.0/message/content', { msg_id: msgId }, { token: merchant });
      expect([read.status, fieldsOf(read)]).toEqual([400, ['msg_id']]);
      for (const path of ['/v1.0/message/has_read', '/v1.0/message/remove_readed']) {
        const res = await b.call('POST', path, { msg_id: Number(msgId) }, { token: merchant });
        expect([path, res.status, fieldsOf(res)]).toEqual([path, 400, ['msg_id']]);
      }
    }
    // The largest int4 is a message that does not exist, not a bad request.
    const last = await b.call('GET', '/v1.0/message/content', { msg_id: '2147483647' }, { token: merchant });
    expect(last.status).not.toBe(400);
    expect(last.status).toBeLessThan(500);
  });

  it('refuses a payout amount of "99999999999999999" with amount too large', async () => {
    const res = await b.call(
      'POST',
      '/v1.0/payoutOrder/create',
      { productId: 1, mchOrderNo: 'BIG-1', amount: '99999999999999999', accountName: 'A', cardNumber: '1' },
      { token: merchant },
    );
    expect(res.status).toBe(400);
    expect((res.data as { issues: { field: string; msgId: string }[] }).issues).toContainEqual({
      field: 'amount',
      msgId: 'validation.amount.tooLarge',
    });
  });

  it('refuses a 17-digit amount filter on the SMS list', async () => {
    const res = await b.call(
      'GET',
      '/v1.0/bankStatement/getList',
      { amount: '12345678901234567' },
      { token: superStaff.token },
    );
    expect([res.status, res.msgId, fieldsOf(res)]).toEqual([400, 'validation.amount.tooLarge', ['amount']]);
    const ok = await b.call(
      'GET',
      '/v1.0/bankStatement/getList',
      { amount: '1234567890123' },
      { token: superStaff.token },
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a KYC lower limit of 17 digits', async () => {
    const res = await b.call(
      'POST',
      '/v1.0/account/setKycLowerLimit',
      { userId: 1, kycLowerLimit: '99999999999999999' },
      adminStaff,
    );
    expect([res.status, res.msgId, fieldsOf(res)]).toEqual([400, 'validation.amount.tooLarge', ['kycLowerLimit']]);
    const asNumber = await b.call(
      'POST',
      '/v1.0/account/setKycLowerLimit',
      { userId: 1, kycLowerLimit: 1e17 },
      adminStaff,
    );
    expect([asNumber.status, fieldsOf(asNumber)]).toEqual([400, ['kycLowerLimit']]);
  });

  it("refuses a gateway's maxAmount of 17 digits", async () => {
    const res = await b.call(
      'POST',
      '/v1.0/payGateway/save',
      {
        name: 'Big',
        kind: 'razorpayx',
        baseUrl: 'https://gateway.example',
        accountNumber: '7878780080316316',
        keyId: 'k',
        keySecret: 's',
        webhookSecret: 'w',
        enabled: false,
        productIds: [],
        minAmount: '',
        maxAmount: '99999999999999999',
        dailyLimit: '',
      },
      superStaff,
    );
    expect([res.status, res.msgId, fieldsOf(res)]).toEqual([400, 'validation.amount.tooLarge', ['maxAmount']]);
  });

  it('refuses an int4 id past 2147483647 on a list filter and on a write', async () => {
    const list = await b.call('GET', '/v1.0/order/getList', { merchantId: '2147483648' }, { token: superStaff.token });
    expect([list.status, fieldsOf(list)]).toEqual([400, ['merchantId']]);
    const write = await b.call('POST', '/v1.0/account/setFrozen', { userId: 2147483648, frozen: true }, adminStaff);
    expect(write.status).toBe(400);
    expect(fieldsOf(write)).toContain('userId');
  });
});
