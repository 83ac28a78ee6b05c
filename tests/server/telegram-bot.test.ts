import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settingPath,
  telegramBotCalls,
  userCalls,
  type Balances,
  type BotGroupRow,
  type BotInfo,
  type BotUserRow,
} from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { createEvents } from '../../server/lib/events.ts';
import { botMessenger, onBotGroupText, type GroupTextMessage } from '../../server/modules/telegram-bot/index.ts';
import { runtimeOf } from '../../server/modules/telegram-bot/routes.ts';
import { configFromEnv } from '../../server/config.ts';
import { AllowList, createOutboundGuard } from '../../server/lib/outbound/index.ts';
import { refusedApiRoot, webhookSecret } from '../../server/modules/telegram-bot/runtime.ts';
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
import { rows } from './support/order-fixtures.ts';

const money = (minor: number) => (minor / 100).toFixed(2);
const alice: TgUser = { id: 5001, first_name: 'Alice' };
const staffer: TgUser = { id: 5002, first_name: 'Sam', last_name: 'Staff' };

/** What the bot writes into a group after the given moment. */
const sentTo = (fake: FakeTelegram, chatId: number, after: number) =>
  fake.waitForSent((m) => m.chatId === chatId && m.messageId > after);
const lastMessageId = (fake: FakeTelegram) => fake.sent.at(-1)?.messageId ?? 0;

describe.each(backends)('the Telegram bot on the fake Bot API (%s)', (kind) => {
  let b: TestBackend;
  let fake: FakeTelegram;
  let superadmin: string;
  let me: BotIdentity;
  const token = '1111111:AAFirstTokenForTheTests_abcdef';
  const merchantGroup = { id: -100_200_300_1, title: 'Merchant One desk' };
  const strangerGroup = { id: -100_200_300_2, title: 'Strangers' };
  const supplierGroup = { id: -100_200_300_3, title: 'Supplier One desk' };

  const info = async () => (await b.call<BotInfo>('GET', telegramBotCalls.info.path, {}, { token: superadmin })).data;
  const setToken = (value: string) => b.call('POST', settingPath('BotToken', 'set'), { value }, { token: superadmin });
  const groups = async () =>
    (await b.call<BotGroupRow[]>('GET', telegramBotCalls.groups.path, {}, { token: superadmin })).data;
  const post = (path: string, body: Record<string, unknown>) => b.call('POST', path, body, { token: superadmin });
  const userId = async (account: string) =>
    (await rows<{ id: number }>(b, sql`select id from users where account = ${account}`))[0]!.id;

  /** The bot is added to a group, which staff bind, whitelist (or not) and give a language. */
  async function setUpGroup(
    group: { id: number; title: string },
    account: string,
    whitelisted: boolean,
    language: string,
  ) {
    fake.push(token, botMembership(group, me, 'member', alice));
    await until(groups, (list) => list.some((g) => g.chatId === group.id));
    expect(
      (await post(telegramBotCalls.bindGroup.path, { chatId: group.id, userId: await userId(account) })).code,
    ).toBe(200);
    expect((await post(telegramBotCalls.setGroupWhitelisted.path, { chatId: group.id, whitelisted })).code).toBe(200);
    expect((await post(telegramBotCalls.setGroupLanguage.path, { chatId: group.id, language })).code).toBe(200);
  }

  beforeAll(async () => {
    fake = await startFakeTelegram();
    me = fake.addBot(token, { first_name: 'Pay Desk', username: 'pay_desk_bot' });
    b = await startBackend(kind, {
      orderCount: 60,
      outboundAllow: ['127.0.0.1/32'],
      config: { telegram: { apiRoot: fake.apiRoot, webhookUrl: undefined } },
    });
    superadmin = await b.sessionFor('superadmin');
  });
  afterAll(async () => {
    await b?.close();
    await fake?.close();
  });

  it('starts when BotToken is set: getMe names it on the page and it polls', async () => {
    expect((await info()).state).toBe('stopped');
    expect((await setToken(token)).code).toBe(200);
    const running = await until(info, (i) => i.state === 'running');
    expect(running).toMatchObject({
      tokenSet: true,
      mode: 'polling',
      botName: 'Pay Desk',
      botUsername: 'pay_desk_bot',
      lastError: '',
    });
    await fake.waitForCall((c) => c.token === token && c.method === 'getUpdates');
  });

  it('answers a whitelisted merchant group its balance and an order state in its language', async () => {
    await setUpGroup(merchantGroup, 'merchant01', true, 'en-US');
    const merchant = await b.sessionFor('merchant01');
    const balances = (
      await b.call<Balances>(userCalls.getTotalBalance.method, userCalls.getTotalBalance.path, {}, { token: merchant })
    ).data;

    let after = lastMessageId(fake);
    fake.push(token, groupMessage(merchantGroup, alice, '/balance'));
    const balance = await sentTo(fake, merchantGroup.id, after);
    expect(balance.text).toBe(
      `Balance: ${money(balances.balance)}\nAvailable: ${money(balances.availableBalance)}\nFrozen: ${money(balances.frozenBalance)}`,
    );

    const [order] = await rows<{ order_code: string; mch_order_no: string; amount: number }>(
      b,
      sql`select order_code, mch_order_no, amount::int as amount from orders where merchant_id = ${await userId('merchant01')} and status = 5 order by id limit 1`,
    );
    after = lastMessageId(fake);
    fake.push(token, groupMessage(merchantGroup, alice, `/order@pay_desk_bot ${order!.mch_order_no}`));
    const state = await sentTo(fake, merchantGroup.id, after);
    expect(state.text).toContain(`Order ${order!.order_code}`);
    expect(state.text).toContain('State: Paid');
    expect(state.text).toContain(`Amount: ${money(order!.amount)}`);

    await post(telegramBotCalls.setGroupLanguage.path, { chatId: merchantGroup.id, language: 'zh-TW' });
    after = lastMessageId(fake);
    fake.push(token, groupMessage(merchantGroup, alice, `/order ${order!.order_code}`));
    expect((await sentTo(fake, merchantGroup.id, after)).text).toContain(
      `訂單 ${order!.order_code}\n商戶訂單號：${order!.mch_order_no}\n狀態：已支付`,
    );
  });

  it('says nothing at all to a group that is not on the whitelist', async () => {
    await setUpGroup(strangerGroup, 'merchant01', false, 'en-US');
    const after = lastMessageId(fake);
    fake.push(token, groupMessage(strangerGroup, alice, '/balance'));
    fake.push(token, groupMessage(strangerGroup, alice, '/help'));
    // Updates are handled in order: once the whitelisted group's answer is out, the others were read.
    fake.push(token, groupMessage(merchantGroup, alice, '/help'));
    await sentTo(fake, merchantGroup.id, after);
    expect(fake.sent.filter((m) => m.chatId === strangerGroup.id)).toEqual([]);
  });

  it("does not show a supplier group another supplier's or a merchant's order", async () => {
    await setUpGroup(supplierGroup, 'supplier01', true, 'en-US');
    const supplierId = await userId('supplier01');
    const [foreign] = await rows<{ order_code: string }>(
      b,
      sql`select order_code from orders where supplier_id is distinct from ${supplierId} order by id limit 1`,
    );
    const [own] = await rows<{ order_code: string }>(
      b,
      sql`select order_code from orders where supplier_id = ${supplierId} order by id limit 1`,
    );
    let after = lastMessageId(fake);
    fake.push(token, groupMessage(supplierGroup, alice, `/order ${foreign!.order_code}`));
    expect((await sentTo(fake, supplierGroup.id, after)).text).toBe(`No order ${foreign!.order_code}`);
    after = lastMessageId(fake);
    fake.push(token, groupMessage(supplierGroup, alice, `/order ${own!.order_code}`));
    expect((await sentTo(fake, supplierGroup.id, after)).text).toContain(`Order ${own!.order_code}`);
  });

  it('gives an order detail only to a whitelisted user linked to staff, without the supplier in a merchant group', async () => {
    await post(telegramBotCalls.setGroupLanguage.path, { chatId: merchantGroup.id, language: 'en-US' });
    const [order] = await rows<{ order_code: string }>(
      b,
      sql`select order_code from orders where merchant_id = ${await userId('merchant01')} and supplier_id is not null order by id limit 1`,
    );
    const added = await post(telegramBotCalls.addUser.path, {
      tgUserId: staffer.id,
      name: 'Sam',
      remark: 'night shift',
      staffUserId: await userId('admin0001'),
    });
    expect((added.data as BotUserRow).staffAccount).toBe('admin0001');

    const after = lastMessageId(fake);
    fake.push(token, groupMessage(merchantGroup, alice, `/detail ${order!.order_code}`));
    fake.push(token, groupMessage(merchantGroup, staffer, `/detail ${order!.order_code}`));
    const detail = await sentTo(fake, merchantGroup.id, after);
    expect(detail.text).toContain(`Order ${order!.order_code}`);
    expect(detail.text).toContain('Callback: ');
    expect(detail.text).not.toContain('Supplier');
    // Alice (not linked to staff) got nothing: the one answer is the reply to the staff member's message.
    expect(fake.sent.filter((m) => m.chatId === merchantGroup.id && m.messageId > after)).toHaveLength(1);
  });

  it('marks a group left when the bot is removed, and back when it is added again', async () => {
    fake.push(token, botMembership(strangerGroup, me, 'kicked', alice));
    await until(groups, (list) => !list.some((g) => g.chatId === strangerGroup.id));
    const all = (
      await b.call<BotGroupRow[]>('GET', telegramBotCalls.groups.path, { includeLeft: true }, { token: superadmin })
    ).data;
    expect(all.find((g) => g.chatId === strangerGroup.id)?.leftTime).not.toBeNull();
  });

  it('hands other modules the text of a whitelisted group, and sends their messages as the bot', async () => {
    const heard: GroupTextMessage[] = [];
    const off = onBotGroupText(b.app.services, (m) => void heard.push(m));
    try {
      fake.push(token, groupMessage(strangerGroup, alice, '+500 USDT'));
      fake.push(token, groupMessage(merchantGroup, alice, '+1000 USDT'));
      await until(
        async () => heard.length,
        (n) => n > 0,
      );
      expect(heard).toEqual([
        expect.objectContaining({
          chatId: merchantGroup.id,
          userId: await userId('merchant01'),
          text: '+1000 USDT',
          from: { id: alice.id, name: 'Alice' },
        }),
      ]);
    } finally {
      off();
    }
    await botMessenger(b.app.services).send(merchantGroup.id, 'Daily fund records');
    expect(fake.sent.at(-1)).toMatchObject({ token, chatId: merchantGroup.id, text: 'Daily fund records' });
  });

  it('restarts with the new token when BotToken changes, and stops when it is cleared', async () => {
    const second = '2222222:AASecondTokenForTheTests_xyz';
    fake.addBot(second, { first_name: 'Second Desk', username: 'second_desk_bot' });
    expect((await setToken(second)).code).toBe(200);
    await until(info, (i) => i.state === 'running' && i.botName === 'Second Desk');
    await fake.waitForCall((c) => c.token === second && c.method === 'getUpdates');
    const firstPolls = fake.callsOf(token, 'getUpdates').length;
    const after = lastMessageId(fake);
    fake.push(second, groupMessage(merchantGroup, alice, '/help'));
    expect((await sentTo(fake, merchantGroup.id, after)).token).toBe(second);
    expect(fake.callsOf(token, 'getUpdates').length).toBe(firstPolls);

    expect((await setToken('')).code).toBe(200);
    expect(await until(info, (i) => i.state === 'stopped')).toMatchObject({ tokenSet: false });
    expect((await setToken(token)).code).toBe(200);
    await until(info, (i) => i.state === 'running' && i.botName === 'Pay Desk');
  });

  it('records a wrong token as an error the page shows', async () => {
    expect((await setToken('3333333:AAUnknownTokenToTheFakeApi')).code).toBe(200);
    const failed = await until(info, (i) => i.state === 'error');
    expect(failed.lastError).toContain('401');
    expect(failed.lastError).not.toContain('AAUnknownToken');
    expect((await setToken(token)).code).toBe(200);
    await until(info, (i) => i.state === 'running');
  });

  it('lets only one instance run the bot; another takes over when it stops', async () => {
    const other = await buildApp({ config: b.app.services.config, db: b.db, clock: b.clock, events: createEvents() });
    await other.ready();
    try {
      const first = runtimeOf(b.app.services)!;
      const second = runtimeOf(other.services)!;
      const getMes = fake.callsOf(token, 'getMe').length;
      await second.nudge();
      expect(fake.callsOf(token, 'getMe').length).toBe(getMes);
      expect((await info()).instance).toBe(first.instance);

      await first.close();
      await second.nudge();
      expect(await until(info, (i) => i.state === 'running' && i.instance === second.instance)).toMatchObject({
        botName: 'Pay Desk',
      });
      const after = lastMessageId(fake);
      fake.push(token, groupMessage(merchantGroup, alice, '/help'));
      await sentTo(fake, merchantGroup.id, after);
    } finally {
      await other.close();
    }
  });
});

describe('the Telegram API root', () => {
  it('is refused when it is a private address OUTBOUND_ALLOW does not allow', async () => {
    const config = configFromEnv({ TELEGRAM_API_ROOT: 'http://127.0.0.1:8081' });
    expect(await refusedApiRoot({ config, outbound: createOutboundGuard() })).toContain('private or reserved');
    expect(
      await refusedApiRoot({ config, outbound: createOutboundGuard({ allow: new AllowList(['127.0.0.1/32']) }) }),
    ).toBeNull();
  });

  it('is checked at start: not a URL, or a webhook that is not HTTPS, stops the server', () => {
    expect(configFromEnv({}).telegram).toEqual({ apiRoot: 'https://api.telegram.org', webhookUrl: undefined });
    expect(() => configFromEnv({ TELEGRAM_API_ROOT: 'api.telegram.org' })).toThrow(/TELEGRAM_API_ROOT/);
    expect(() => configFromEnv({ BOT_WEBHOOK_URL: 'http://bo.example.com/telegram/webhook' })).toThrow(
      /BOT_WEBHOOK_URL/,
    );
  });
});

describe('the Telegram bot in webhook mode', () => {
  let b: TestBackend;
  let fake: FakeTelegram;
  const token = '4444444:AAWebhookTokenForTheTests_qrs';
  const hook = 'https://bo.example.com/telegram/webhook';
  const group = { id: -100_900_1, title: 'Hooked merchant' };

  beforeAll(async () => {
    fake = await startFakeTelegram();
    fake.addBot(token, { first_name: 'Hook Desk', username: 'hook_desk_bot' });
    b = await startBackend('pglite', {
      orderCount: 10,
      outboundAllow: ['127.0.0.1/32'],
      config: { telegram: { apiRoot: fake.apiRoot, webhookUrl: hook } },
    });
  });
  afterAll(async () => {
    await b?.close();
    await fake?.close();
  });

  it('sets the webhook with a secret and takes only the posts that carry it', async () => {
    const superadmin = await b.sessionFor('superadmin');
    await b.call('POST', settingPath('BotToken', 'set'), { value: token }, { token: superadmin });
    await until(
      async () => fake.webhookOf(token),
      (w) => w !== null,
    );
    expect(fake.webhookOf(token)).toEqual({
      url: hook,
      secret: webhookSecret(token),
      allowedUpdates: ['message', 'my_chat_member'],
    });
    expect(fake.callsOf(token, 'getUpdates')).toEqual([]);

    const update = { update_id: 1, ...groupMessage(group, alice, 'hello') };
    const noSecret = await b.app.inject({ method: 'POST', url: '/telegram/webhook', payload: update });
    expect(noSecret.statusCode).toBe(401);
    const wrong = await b.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      payload: update,
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret('another') },
    });
    expect(wrong.statusCode).toBe(401);
    const list = () => b.call<BotGroupRow[]>('GET', telegramBotCalls.groups.path, {}, { token: superadmin });
    // The demo's groups (server/seed/demo-bots.ts) are listed too; the refused posts added none.
    expect((await list()).data.map((g) => g.chatId)).not.toContain(group.id);

    const right = await b.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      payload: update,
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret(token) },
    });
    expect(right.statusCode).toBe(200);
    expect((await list()).data.map((g) => g.chatId)).toContain(group.id);

    const merchantId = (await rows<{ id: number }>(b, sql`select id from users where account = 'merchant01'`))[0]!.id;
    await b.call(
      'POST',
      telegramBotCalls.bindGroup.path,
      { chatId: group.id, userId: merchantId },
      { token: superadmin },
    );
    await b.call(
      'POST',
      telegramBotCalls.setGroupWhitelisted.path,
      { chatId: group.id, whitelisted: true },
      { token: superadmin },
    );
    const ask = { update_id: 2, ...groupMessage(group, alice, '/help') };
    const answered = await b.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      payload: ask,
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret(token) },
    });
    expect(answered.statusCode).toBe(200);
    expect(fake.sent.find((m) => m.chatId === group.id)?.text).toContain('/balance');
  });
});
