import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../src/contract/index.ts';
import { botGroups, orders } from '../../server/db/schema.ts';
import {
  runCallbackFailureAnnouncements,
  runDailyFundRecords,
  runSupplementReminders,
  type BotMessenger,
} from '../../server/modules/bot-jobs/index.ts';
import { runCallbackJob } from '../../server/modules/order-callbacks/job.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

/** Keeps every message the jobs send, as the bot would send it. */
class RecordingMessenger implements BotMessenger {
  sent: { chatId: number; text: string }[] = [];
  failNext = 0;
  async send(chatId: number, text: string): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('Telegram unreachable');
    }
    this.sent.push({ chatId, text });
  }
  to(chatId: number) {
    return this.sent.filter((m) => m.chatId === chatId).map((m) => m.text);
  }
}

const minute = 60_000;
const start = new Date('2026-05-01T10:00:00.000Z');
const quiet = () => undefined;

describe.each(backends)('bot jobs: reminders, daily fund records, failed callbacks (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  const messenger = new RecordingMessenger();
  const supplierGroup = -100_1;
  const notWhitelisted = -100_2;
  const leftGroup = -100_3;
  const merchantGroup = -200_1;
  const otherSupplierGroup = -300_1;

  const newOrder = async (amount = 10_000) => {
    const res = await createOrderFor(b, merchant, productId, amount);
    expect(res.data.status).toBe(OrderStatus.allocated);
    return res.data.orderCode;
  };
  const supplement = async (orderCode: string) => {
    const res = await b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode, isOffsetReplenishmentOrder: false, utr: String(100_000_000_000 + Math.floor(Math.random() * 1e9)) },
      { token: await b.sessionFor(supplier.account) },
    );
    expect(res.code).toBe(200);
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 5, now: start });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    const other = await makeSupplier(b, productId, { acceptOrders: false });
    await makeResource(b, supplier.id, productId, { floatUp: 99, floatDown: 99 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'TimeoutCallbackTime', 1);
    // Only this test's groups: the demo's (server/seed/demo-bots.ts) would get the jobs' messages too.
    await b.db.delete(botGroups);
    await b.db.insert(botGroups).values([
      { chatId: supplierGroup, title: 'Supplier', userId: supplier.id, whitelisted: true, language: 'en-US' },
      {
        chatId: notWhitelisted,
        title: 'Supplier, not whitelisted',
        userId: supplier.id,
        whitelisted: false,
        language: 'en-US',
      },
      {
        chatId: leftGroup,
        title: 'Supplier, left',
        userId: supplier.id,
        whitelisted: true,
        language: 'en-US',
        leftAt: start,
      },
      { chatId: merchantGroup, title: 'Merchant', userId: merchant.id, whitelisted: true, language: 'zh-TW' },
      { chatId: otherSupplierGroup, title: 'Other supplier', userId: other.id, whitelisted: true, language: 'zh-CN' },
    ]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });
  beforeEach(() => {
    messenger.sent = [];
  });

  it('reminds nobody while BotConstantReminder is off', async () => {
    await newOrder();
    b.clock.advance(15 * minute);
    expect(await runSupplementReminders(b.db, b.clock, messenger, quiet)).toBe(0);
    expect(messenger.sent).toEqual([]);
  });

  it("reminds only the supplier's whitelisted, not-left groups of a waiting order, every 30 minutes, until it is supplemented", async () => {
    await setSetting(b, 'BotConstantReminder', true);
    const orderCode = await newOrder(12_345);
    // Fresh: the payer has had no time to pay yet.
    b.clock.advance(5 * minute);
    await runSupplementReminders(b.db, b.clock, messenger, quiet);
    expect(messenger.sent.some((m) => m.text.includes(orderCode))).toBe(false);

    b.clock.advance(6 * minute);
    messenger.sent = [];
    expect(await runSupplementReminders(b.db, b.clock, messenger, quiet)).toBe(1);
    expect(messenger.sent.map((m) => m.chatId)).toEqual([supplierGroup]);
    const [text] = messenger.to(supplierGroup);
    expect(text).toContain('waiting for a supplement');
    expect(text).toContain(orderCode);
    expect(text).toContain('123.45');

    // Not again within the interval, even when run again (or by another instance).
    messenger.sent = [];
    b.clock.advance(10 * minute);
    expect(
      await Promise.all([
        runSupplementReminders(b.db, b.clock, messenger, quiet),
        runSupplementReminders(b.db, b.clock, messenger, quiet),
      ]),
    ).toEqual([0, 0]);
    b.clock.advance(21 * minute);
    await runSupplementReminders(b.db, b.clock, messenger, quiet);
    expect(messenger.to(supplierGroup).filter((t) => t.includes(orderCode))).toHaveLength(1);

    await supplement(orderCode);
    messenger.sent = [];
    b.clock.advance(31 * minute);
    await runSupplementReminders(b.db, b.clock, messenger, quiet);
    expect(messenger.sent.some((m) => m.text.includes(orderCode))).toBe(false);
  });

  it('stops reminding of an order that left the waiting statuses by any move, and of orders a day old', async () => {
    const orderCode = await newOrder();
    await b.db.update(orders).set({ status: OrderStatus.rejected }).where(eq(orders.orderCode, orderCode));
    b.clock.advance(11 * minute);
    await runSupplementReminders(b.db, b.clock, messenger, quiet);
    expect(messenger.sent.some((m) => m.text.includes(orderCode))).toBe(false);

    const old = await newOrder();
    b.clock.advance(25 * 60 * minute);
    messenger.sent = [];
    await runSupplementReminders(b.db, b.clock, messenger, quiet);
    expect(messenger.sent.some((m) => m.text.includes(old))).toBe(false);
    await setSetting(b, 'BotConstantReminder', false);
  });

  it("sends each group its user's day of fund records once, after the day ends, in the group's language", async () => {
    b.clock.set(new Date('2026-05-10T09:00:00.000Z'));
    const orderCode = await newOrder(20_000);
    await supplement(orderCode);
    const closing = await balanceOf(b, supplier.id);

    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    expect(messenger.sent).toEqual([]); // off

    await setSetting(b, 'BotAutoSendFundRecord', true);
    b.clock.set(new Date('2026-05-11T00:05:00.000Z'));
    messenger.failNext = 1; // the first group's send fails: it is tried again on the next run
    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    expect(messenger.sent.map((m) => m.chatId).sort()).toEqual(
      [merchantGroup, otherSupplierGroup, supplierGroup].sort(),
    );
    const [en] = messenger.to(supplierGroup);
    expect(en).toContain('Fund records of 2026-05-10 (UTC)');
    expect(en).toContain('Records: 1');
    expect(en).toContain('Out: -200.00');
    // The day's lines: time in the day's zone, reason, signed amount, balance after.
    expect(en).toContain(
      `09:00  Collection received  -200.00  → ${(closing / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(en).toContain(`Closing balance: ${(closing / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const [zhTW] = messenger.to(merchantGroup);
    expect(zhTW).toContain('2026-05-10（UTC）資金記錄');
    expect(zhTW).toContain('收入：200.00');
    expect(zhTW).toContain('09:00  訂單收入  +200.00');
    expect(messenger.to(otherSupplierGroup)[0]).toContain('资金记录');

    // Later the same day: nothing more. The next day: the next day's records.
    messenger.sent = [];
    b.clock.advance(12 * 60 * minute);
    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    expect(messenger.sent).toEqual([]);
    b.clock.set(new Date('2026-05-12T01:00:00.000Z'));
    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    expect(messenger.to(supplierGroup)[0]).toContain('Fund records of 2026-05-11 (UTC)');
  });

  it('cuts the days in Beijing time when OrderStatisticsTimeFormat is on', async () => {
    await setSetting(b, 'OrderStatisticsTimeFormat', true);
    // 2026-05-12 17:00 UTC is 2026-05-13 01:00 in Beijing: the day that ended is 2026-05-12 there.
    b.clock.set(new Date('2026-05-12T17:00:00.000Z'));
    await runDailyFundRecords(b.db, b.clock, messenger, quiet);
    expect(messenger.to(supplierGroup)[0]).toContain('Fund records of 2026-05-12 (Beijing time)');
    await setSetting(b, 'OrderStatisticsTimeFormat', false);
    await setSetting(b, 'BotAutoSendFundRecord', false);
  });

  it("announces a failed callback once in the merchant's groups, and not while BotRemindCallbackUrl is empty", async () => {
    const failedCallback = async () => {
      const orderCode = await newOrder(5_000);
      // A loopback notify URL: the outbound guard refuses it, so the one allowed try fails.
      await b.db.update(orders).set({ notifyUrl: 'http://127.0.0.1:9/notify' }).where(eq(orders.orderCode, orderCode));
      await supplement(orderCode);
      await runCallbackJob(b.db, b.clock, { outbound: b.app.services.outbound });
      const [o] = await b.db.select({ status: orders.status }).from(orders).where(eq(orders.orderCode, orderCode));
      expect(o!.status).toBe(OrderStatus.callbackFailed);
      return orderCode;
    };
    const quietOne = await failedCallback();
    expect(await runCallbackFailureAnnouncements(b.db, b.clock, messenger, quiet)).toBe(0);

    await setSetting(b, 'BotRemindCallbackUrl', 'https://bo.example.com/orderCallback');
    const orderCode = await failedCallback();
    // Every paid order of this merchant whose callback failed today (earlier tests' orders too).
    expect(await runCallbackFailureAnnouncements(b.db, b.clock, messenger, quiet)).toBe(messenger.sent.length);
    expect(messenger.sent.every((m) => m.chatId === merchantGroup)).toBe(true);
    const text = messenger.to(merchantGroup).find((t) => t.includes(orderCode))!;
    expect(text).toContain('訂單回調失敗');
    expect(text).toContain(`https://bo.example.com/orderCallback?orderCode=${orderCode}`);
    // The one that failed while the setting was empty is still within the day: announced now too.
    expect(messenger.to(merchantGroup).some((t) => t.includes(quietOne))).toBe(true);

    messenger.sent = [];
    expect(await runCallbackFailureAnnouncements(b.db, b.clock, messenger, quiet)).toBe(0);
    await setSetting(b, 'BotRemindCallbackUrl', '');
  });
});
