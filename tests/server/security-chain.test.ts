import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  minorToTypedRupees,
  securitySettingsFormSchema,
  typedRupeesToMinor,
  type SecurityChainPage,
  type SecurityChainRecord,
  type SecurityPatchPage,
} from '../../src/contract/index.ts';
import { auditRecords, bankStatements, orders } from '../../server/db/schema.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeResource, makeSupplier, setSetting } from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const minute = 60_000;
const defaults = {
  sbLeakCheckInterval: 60,
  minReliableChainSize: 3,
  minReliableCheckSize: 5,
  minReliableCheckTimeRange: 30,
  minReliableCheckAmount: 100_000,
  type: 0,
};
/** [minutes after the start, direction, amount, balance after]. */
type Rec = [number, 0 | 1 | 2, number, number];

describe.each(backends)('security chains (%s)', (kind) => {
  let b: TestBackend;
  let supplierId: number;
  let productId: number;
  let seq = 0;
  const tokens = new Map<string, string>();
  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const chains = async (filters: Record<string, unknown>, account = 'superadmin') =>
    b.call<SecurityChainPage>(
      'GET',
      '/v1.0/securityNodes/getChainList',
      { pageNum: 100, ...filters },
      { token: await token(account) },
    );
  const records = async (firstId: number) =>
    b.call<SecurityChainRecord[]>(
      'GET',
      '/v1.0/securityNodes/getChainRecords',
      { firstId },
      { token: await token('superadmin') },
    );
  const set = async (key: string, body: Record<string, unknown>) =>
    b.call('POST', `/v1.0/system-config/set${key}`, body, { token: await token('superadmin') });
  const get = async <T>(key: string) =>
    (await b.call<T>('GET', `/v1.0/system-config/get${key}`, {}, { token: await token('superadmin') })).data;

  /** A new account with the given SMS records (balances as written), starting at `start`. */
  const account = async (start: Date, recs: Rec[]) => {
    const resourceId = await makeResource(b, supplierId, productId, { cardNumber: `5000${++seq}`, monitorKey: 'k' });
    for (const [at, direction, amount, balance] of recs) {
      await b.db.insert(bankStatements).values({
        resourceId,
        supplierId,
        direction,
        amount,
        balance,
        deviceMessageId: `sc-${kind}-${++seq}`,
        receivedAt: new Date(start.getTime() + at * minute),
      });
    }
    return resourceId;
  };
  const ago = (min: number) => new Date(b.clock.now().getTime() - min * minute);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    productId = await makeProduct(b);
    supplierId = (await makeSupplier(b, productId)).id;
    await setSetting(b, 'SecurityFreqParameters', defaults);
  });
  afterAll(async () => b?.close());

  it('finds one trusted chain in a run whose balances all fit', async () => {
    const r = await account(ago(120), [
      [0, 0, 10_000, 110_000],
      [2, 1, 5_000, 105_000],
      [4, 2, 1_000, 106_000],
      [6, 0, 20_000, 126_000],
    ]);
    const res = await chains({ resourceId: r });
    expect(res.code).toBe(200);
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({
      size: 4,
      state: 'trusted',
      incomeTotal: 30_000,
      openingBalance: 100_000,
      closingBalance: 126_000,
      gapAfter: null,
    });
  });

  it('breaks the chain where a balance does not fit and names the missing amount', async () => {
    const r = await account(ago(120), [
      [0, 0, 10_000, 110_000],
      [2, 0, 10_000, 120_000],
      [4, 0, 10_000, 130_000],
      // 7,000 came in without a message.
      [6, 0, 10_000, 147_000],
      [8, 1, 2_000, 145_000],
    ]);
    const { list } = (await chains({ resourceId: r })).data;
    expect(list.map((c) => [c.size, c.state])).toEqual([
      [2, 'tooShort'],
      [3, 'broken'],
    ]);
    expect(list[1]!.gapAfter).toMatchObject({ missingAmount: 7_000 });
    const recs = (await records(list[0]!.firstId)).data;
    expect(recs[0]).toMatchObject({ link: 'gap', balance: 147_000, expectedBalance: 140_000 });
    expect((await chains({ resourceId: r, state: 'broken' })).data.list).toHaveLength(1);
  });

  it('calls a chain shorter than minReliableChainSize too short, and trusted once the setting allows it', async () => {
    const r = await account(ago(60), [
      [0, 0, 10_000, 110_000],
      [3, 0, 10_000, 120_000],
    ]);
    expect((await chains({ resourceId: r })).data.list[0]!.state).toBe('tooShort');
    await set('SecurityFreqParameters', { ...defaults, minReliableChainSize: 2 });
    expect((await chains({ resourceId: r })).data.list[0]!.state).toBe('trusted');
    await set('SecurityFreqParameters', defaults);
  });

  it('starts a new chain after a pause longer than messageInSecurityChainCacheTime', async () => {
    const r = await account(ago(300), [
      [0, 0, 10_000, 110_000],
      [2, 0, 10_000, 120_000],
      [180, 0, 10_000, 130_000],
    ]);
    const { list } = (await chains({ resourceId: r })).data;
    expect(list.map((c) => c.size)).toEqual([1, 2]);
    expect(list[1]).toMatchObject({ endedByPause: true, gapAfter: null, state: 'tooShort' });
  });

  it('checks only incomes from minReliableCheckAmount, reliable with enough chain records in the time range', async () => {
    const r = await account(ago(100), [
      [0, 0, 150_000, 250_000], // large, first of its chain: unverified
      [3, 0, 99_999, 349_999], // under ₹1,000: not checked
      [6, 1, 200_000, 149_999], // expense: not checked
      [9, 0, 10_000, 159_999],
      [12, 0, 100_000, 259_999], // large, 5th record within 30 minutes: reliable
    ]);
    const [chain] = (await chains({ resourceId: r })).data.list;
    expect(chain).toMatchObject({ size: 5, checkedCount: 2, reliableCount: 1 });
    expect((await records(chain!.firstId)).data.map((x) => x.check)).toEqual([
      'unverified',
      'notChecked',
      'notChecked',
      'notChecked',
      'reliable',
    ]);
    await set('EnableSystemCheck', { enable: false });
    expect((await chains({ resourceId: r })).data).toMatchObject({ systemCheck: false, list: [{ checkedCount: 0 }] });
    await set('EnableSystemCheck', { enable: true });
  });

  it('lists an order paid by hand during a gap as a chain supplement, flagged beyond the limit', async () => {
    const merchant = await makeMerchant(b, productId);
    const start = ago(90);
    const r = await account(start, [
      [0, 0, 10_000, 110_000],
      [4, 0, 10_000, 120_000],
      [30, 0, 10_000, 130_000 + 50_000 + 60_000],
    ]);
    /** A paid order supplemented by hand, as the supplement call leaves it (written directly: this is about reading). */
    const paidByHand = async (amount: number, at: number) => {
      const code = `SC${kind}${++seq}`;
      await b.db.insert(orders).values({
        orderCode: code,
        merchantId: merchant.id,
        mchOrderNo: code,
        productId,
        supplierId,
        resourceId: r,
        amount,
        payableAmount: amount,
        realAmount: amount,
        status: OrderStatus.successful,
        supplementStatus: 1,
        createdAt: new Date(start.getTime() + at * minute),
        completedAt: new Date(start.getTime() + (at + 1) * minute),
      });
      await b.db
        .insert(auditRecords)
        .values({ operatorAccount: 'admin0001', action: 'order.supplement', target: code });
      return [code, amount] as const;
    };
    const [first, firstAmount] = await paidByHand(50_000, 10);
    const [second, secondAmount] = await paidByHand(60_000, 12);
    await set('FixSecurityChainSupplementLimit', { value: 1 });
    const res = await b.call<SecurityPatchPage>(
      'GET',
      '/v1.0/securityNodes/getPatchList',
      { resourceId: r },
      { token: await token('superadmin') },
    );
    expect(
      res.data.list.map((p) => [p.orderCode, p.amount, p.indexInGap, p.withinLimit, p.operator, p.gap.missingAmount]),
    ).toEqual([
      [second, secondAmount, 2, false, 'admin0001', 110_000],
      [first, firstAmount, 1, true, 'admin0001', 110_000],
    ]);
    await set('FixSecurityChainSupplementLimit', { value: 3 });
  });

  it('stores the balance a device reports with its SMS, so its messages form a chain', async () => {
    const r = await makeResource(b, supplierId, productId, { cardNumber: `5000${++seq}`, monitorKey: 'device-key' });
    const message = (id: string, amount: number, balance: number, at: number) => ({
      deviceMessageId: id,
      direction: 0,
      amount,
      balance,
      receivedAt: ago(at).toISOString(),
    });
    const body = {
      resourceId: r,
      messages: [
        message(`d-${kind}-1`, 12_345, 112_345, 10),
        message(`d-${kind}-2`, 1_000, 113_345, 8),
        message(`d-${kind}-3`, 2_000, 115_345, 6),
      ],
    };
    const res = await b.call('POST', '/v1.0/monitor/report', deviceBody(b, body, 'device-key'));
    expect(res.code).toBe(200);
    expect((await chains({ resourceId: r })).data.list[0]).toMatchObject({
      size: 3,
      state: 'trusted',
      openingBalance: 100_000,
      closingBalance: 115_345,
    });
    const bad = { resourceId: r, messages: [{ ...message(`d-${kind}-4`, 1, -5, 1) }] };
    expect((await b.call('POST', '/v1.0/monitor/report', deviceBody(b, bad, 'device-key'))).status).toBe(400);
  });

  it.each([
    [
      'SecurityFreqParameters',
      { ...defaults, minReliableChainSize: 1 },
      'minReliableChainSize',
      'validation.security.chainSize',
    ],
    [
      'SecurityFreqParameters',
      { ...defaults, sbLeakCheckInterval: 4000 },
      'sbLeakCheckInterval',
      'validation.security.leakInterval',
    ],
    [
      'SecurityFreqParameters',
      { ...defaults, minReliableCheckAmount: 1_000_000_001 },
      'minReliableCheckAmount',
      'validation.security.checkAmount',
    ],
    ['SecurityFreqParameters', { ...defaults, type: 2 }, 'type', 'validation.security.type'],
    [
      'SecurityFreqParameters',
      { ...defaults, minReliableCheckTimeRange: 1.5 },
      'minReliableCheckTimeRange',
      'validation.security.checkTimeRange',
    ],
    [
      'GlobalSecuritySetting',
      { lookForwardMinutes: 10, perMinuteFreqCount: 0, messageMaxCacheTime: 30, messageInSecurityChainCacheTime: 60 },
      'perMinuteFreqCount',
      'validation.security.perMinute',
    ],
    [
      'GlobalSecuritySetting',
      { lookForwardMinutes: 10, perMinuteFreqCount: 20, messageMaxCacheTime: 91, messageInSecurityChainCacheTime: 60 },
      'messageMaxCacheTime',
      'validation.security.maxCache',
    ],
    ['FixSecurityChainSupplementLimit', { value: 21 }, 'value', 'validation.security.supplementLimit'],
  ] as const)(
    'refuses set%s out of bounds (%j) with the field and its bounds message',
    async (key, body, field, msgId) => {
      const before = await get(key);
      const res = await set(key, body);
      expect([res.status, res.msgId, (res.data as { field: string }).field]).toEqual([400, msgId, field]);
      expect(await get(key)).toEqual(before);
    },
  );

  it('keeps minReliableCheckAmount typed in rupees as paise through the set and get (×100)', async () => {
    const sent = typedRupeesToMinor('1234.5');
    expect(sent).toBe(123_450);
    expect((await set('SecurityFreqParameters', { ...defaults, minReliableCheckAmount: sent })).code).toBe(200);
    const back = await get<typeof defaults>('SecurityFreqParameters');
    expect(back.minReliableCheckAmount).toBe(123_450);
    expect(minorToTypedRupees(back.minReliableCheckAmount)).toBe('1234.5');
    expect(typedRupeesToMinor('12.345')).toBeNaN();
    const form = securitySettingsFormSchema.safeParse({
      ...defaults,
      minReliableCheckAmount: typedRupeesToMinor('abc'),
      lookForwardMinutes: 10,
      perMinuteFreqCount: 20,
      messageMaxCacheTime: 30,
      messageInSecurityChainCacheTime: 60,
      fixSecurityChainSupplementLimit: 3,
      enableSystemCheck: true,
    });
    expect(form.success ? [] : form.error.issues.map((i) => i.message)).toEqual(['validation.security.checkAmount']);
    await set('SecurityFreqParameters', defaults);
  });

  it('lets only superAdmin read the chains and supplements', async () => {
    for (const who of ['admin0001', 'service001', 'supplier01']) {
      expect((await chains({}, who)).status).toBe(403);
      expect((await b.call('GET', '/v1.0/securityNodes/getPatchList', {}, { token: await token(who) })).status).toBe(
        403,
      );
    }
    expect((await chains({})).status).toBe(200);
  });

  it('seeds a trusted chain, a broken chain with its gap, and a too short one', async () => {
    const { list } = (await chains({})).data;
    const seeded = list.filter((c) => c.state === 'broken' && c.gapAfter && c.size === 6);
    expect(seeded.length).toBeGreaterThan(0);
    expect(list.some((c) => c.state === 'trusted' && c.size === 4 && c.resourceId === seeded[0]!.resourceId)).toBe(
      true,
    );
  });
});
