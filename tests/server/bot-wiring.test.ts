import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botFundRecordCalls,
  OrderStatus,
  settingPath,
  telegramBotCalls,
  type BotFundRecordRow,
  type BotInfo,
} from '../../src/contract/index.ts';
import { botFundRecords, botGroups } from '../../server/db/schema.ts';
import { runSupplementReminders } from '../../server/modules/bot-jobs/index.ts';
import { botMessenger } from '../../server/modules/telegram-bot/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { until } from './support/until.ts';
import {
  botMembership,
  groupMessage,
  startFakeTelegram,
  type BotIdentity,
  type FakeTelegram,
  type TgUser,
} from './support/fake-telegram.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

const minute = 60_000;
const quiet = () => undefined;
const alice: TgUser = { id: 7001, first_name: 'Alice' };

/**
 * The bot's jobs and bookkeeping joined to the real bot (server/app.ts, server/main.ts): what the
 * jobs send reaches Telegram as the bot, and a group's report becomes a pending record.
 */
describe.each(backends)('the bot jobs and bookkeeping through the Telegram bot (%s)', (kind) => {
  let b: TestBackend;
  let fake: FakeTelegram;
  let me: BotIdentity;
  let superadmin: string;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  const token = '2222222:AASecondTokenForTheWiring_abcdef';
  const supplierGroup = -100_400_500_1;
  const merchantGroup = { id: -100_400_500_2, title: 'Merchant desk' };

  beforeAll(async () => {
    fake = await startFakeTelegram();
    me = fake.addBot(token, { first_name: 'Pay Desk', username: 'pay_desk_bot' });
    b = await startBackend(kind, {
      orderCount: 5,
      outboundAllow: ['127.0.0.1/32'],
      config: { telegram: { apiRoot: fake.apiRoot, webhookUrl: undefined } },
    });
    superadmin = await b.sessionFor('superadmin');
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, { floatUp: 99, floatDown: 99 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await b.db.insert(botGroups).values({
      chatId: supplierGroup,
      title: 'Supplier desk',
      userId: supplier.id,
      whitelisted: true,
      language: 'en-US',
    });
    expect((await b.call('POST', settingPath('BotToken', 'set'), { value: token }, { token: superadmin })).code).toBe(
      200,
    );
    await until(
      async () => (await b.call<BotInfo>('GET', telegramBotCalls.info.path, {}, { token: superadmin })).data.state,
      (s) => s === 'running',
    );
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await fake?.close();
  });

  it('reminds a supplier group of a waiting order through the bot, and stops once it is supplemented', async () => {
    await setSetting(b, 'BotConstantReminder', true);
    const created = await createOrderFor(b, merchant, productId, 23_456);
    expect(created.data.status).toBe(OrderStatus.allocated);
    const orderCode = created.data.orderCode;
    const messenger = botMessenger(b.app.services);

    b.clock.advance(11 * minute);
    expect(await runSupplementReminders(b.db, b.clock, messenger, quiet)).toBe(1);
    const reminder = await fake.waitForSent((m) => m.chatId === supplierGroup && m.text.includes(orderCode));
    expect(reminder.token).toBe(token);
    expect(reminder.text).toContain('234.56');

    const supplemented = await b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode, isOffsetReplenishmentOrder: false, utr: '123456789012' },
      { token: await b.sessionFor(supplier.account) },
    );
    expect(supplemented.code).toBe(200);
    b.clock.advance(31 * minute);
    await runSupplementReminders(b.db, b.clock, messenger, quiet);
    expect(fake.sent.filter((m) => m.chatId === supplierGroup && m.text.includes(orderCode))).toHaveLength(1);
  });

  it('records a bound group\'s "+1000" report as pending, says so in the group, and moves the balance only when staff confirm, once', async () => {
    fake.push(token, botMembership(merchantGroup, me, 'member', alice));
    await until(
      () => rows<{ chat_id: number }>(b, sql`select chat_id from bot_groups where chat_id = ${merchantGroup.id}`),
      (r) => r.length === 1,
    );
    expect(
      (
        await b.call(
          'POST',
          telegramBotCalls.bindGroup.path,
          { chatId: merchantGroup.id, userId: merchant.id },
          { token: superadmin },
        )
      ).code,
    ).toBe(200);
    expect(
      (
        await b.call(
          'POST',
          telegramBotCalls.setGroupWhitelisted.path,
          { chatId: merchantGroup.id, whitelisted: true },
          { token: superadmin },
        )
      ).code,
    ).toBe(200);
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
    const before = await balanceOf(b, merchant.id);

    fake.push(token, groupMessage(merchantGroup, alice, '+1000'));
    const [record] = await until(
      () => b.db.select().from(botFundRecords).where(eq(botFundRecords.chatId, merchantGroup.id)),
      (r) => r.length === 1,
    );
    expect(record).toMatchObject({ userId: merchant.id, amount: 100_000, state: 0, fromName: 'Alice' });
    expect(await balanceOf(b, merchant.id)).toBe(before);
    // The group hears back, in its language (zh-CN until staff choose another), under the record's number.
    const heard = await fake.waitForSent((m) => m.chatId === merchantGroup.id && m.text.includes(`#${record!.id}`));
    expect(heard.text).toBe(`📝 已登记 +1,000.00（记录 #${record!.id}），工作人员确认后才会变动余额。`);

    const admin = await b.sessionFor('admin0001');
    const confirm = () =>
      b.call<BotFundRecordRow>('POST', botFundRecordCalls.confirm.path, { id: record!.id }, { token: admin });
    expect((await confirm()).code).toBe(200);
    expect((await confirm()).code).toBe(200);
    expect(await balanceOf(b, merchant.id)).toBe(before + 100_000);
  });
});
