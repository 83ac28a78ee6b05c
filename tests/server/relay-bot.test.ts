import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  relayBotCalls,
  settingPath,
  telegramBotCalls,
  type BotInfo,
  type RelayBotInfo,
  type RelayGroupRow,
  type RelayPairRow,
  type RelayRow,
} from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  botMembership,
  groupMessage,
  groupPhoto,
  groupReply,
  startFakeTelegram,
  type BotIdentity,
  type FakeTelegram,
  type SentMessage,
  type TgUser,
} from './support/fake-telegram.ts';
import { rows, setSetting as writeSetting } from './support/order-fixtures.ts';
import { busFor } from '../../server/modules/live/index.ts';

const money = (minor: number) => (minor / 100).toFixed(2);
const alice: TgUser = { id: 6001, first_name: 'Alice' };
const sunil: TgUser = { id: 6002, first_name: 'Sunil' };

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

const messageIdOf = (update: Record<string, unknown>) => (update.message as { message_id: number }).message_id;

describe.each(backends)('the relay bot on the fake Bot API (%s)', (kind) => {
  let b: TestBackend;
  let fake: FakeTelegram;
  let superadmin: string;
  let me: BotIdentity;
  const token = '5555555:AARelayTokenForTheTests_abcdef';
  const merchantGroup = { id: -100_500_600_1, title: 'Merchant One proofs' };
  const supplierGroup = { id: -100_500_600_2, title: 'Supplier desk' };
  const unifiedGroup = { id: -100_500_600_3, title: 'All suppliers' };
  const strangerGroup = { id: -100_500_600_4, title: 'Not allowed' };
  let order: { order_code: string; mch_order_no: string; amount: number; supplier_id: number };
  let foreign: { order_code: string };
  let merchantId: number;

  const post = (path: string, body: Record<string, unknown>, session = superadmin) =>
    b.call('POST', path, body, { token: session });
  const setSetting = (
    key: 'TransferBotToken' | 'AllowPictureQueryOrder' | 'SupplierUnifyQueryGroup',
    value: string | boolean,
  ) => post(settingPath(key, 'set'), typeof value === 'boolean' ? { enable: value } : { value });
  const info = async () => (await b.call<RelayBotInfo>('GET', relayBotCalls.info.path, {}, { token: superadmin })).data;
  const relayGroups = async () =>
    (await b.call<RelayGroupRow[]>('GET', relayBotCalls.groups.path, {}, { token: superadmin })).data;
  const userId = async (account: string) =>
    (await rows<{ id: number }>(b, sql`select id from users where account = ${account}`))[0]!.id;
  const lastId = () => fake.sent.at(-1)?.messageId ?? 0;
  const sentAfter = (chatId: number, after: number, pred: (m: SentMessage) => boolean = () => true) =>
    fake.waitForSent((m) => m.chatId === chatId && m.messageId > after && pred(m));

  /** The relay bot is added to a group, which staff bind to its owner, whitelist (or not) and give a language. */
  async function setUpGroup(
    group: { id: number; title: string },
    ownerId: number | null,
    whitelisted: boolean,
    language = 'en-US',
  ) {
    fake.push(token, botMembership(group, me, 'member', alice));
    await until(relayGroups, (list) => list.some((g) => g.chatId === group.id));
    if (ownerId !== null)
      expect((await post(telegramBotCalls.bindGroup.path, { chatId: group.id, userId: ownerId })).code).toBe(200);
    expect((await post(telegramBotCalls.setGroupWhitelisted.path, { chatId: group.id, whitelisted })).code).toBe(200);
    expect((await post(telegramBotCalls.setGroupLanguage.path, { chatId: group.id, language })).code).toBe(200);
  }

  /** Updates are handled in order: once this marker's answer is out, everything pushed before it was read. */
  async function drain() {
    const after = lastId();
    fake.push(token, groupMessage(merchantGroup, alice, 'paid NOSUCH000001'));
    await sentAfter(merchantGroup.id, after);
  }

  beforeAll(async () => {
    fake = await startFakeTelegram();
    me = fake.addBot(token, { first_name: 'Proof Relay', username: 'proof_relay_bot' });
    b = await startBackend(kind, {
      orderCount: 60,
      outboundAllow: ['127.0.0.1/32'],
      config: { telegram: { apiRoot: fake.apiRoot, webhookUrl: undefined } },
    });
    superadmin = await b.sessionFor('superadmin');
    merchantId = await userId('merchant01');
    [order] = (await rows<typeof order>(
      b,
      sql`select order_code, mch_order_no, amount::int as amount, supplier_id from orders where merchant_id = ${merchantId} and supplier_id is not null order by id limit 1`,
    )) as [typeof order];
    [foreign] = (await rows<typeof foreign>(
      b,
      sql`select order_code from orders where merchant_id <> ${merchantId} order by id limit 1`,
    )) as [typeof foreign];
    expect(order).toBeDefined();
    expect(foreign).toBeDefined();
  });
  afterAll(async () => {
    await b?.close();
    await fake?.close();
  });

  it('starts when TransferBotToken is set, on its own beside the main bot', async () => {
    expect((await info()).state).toBe('stopped');
    expect((await setSetting('TransferBotToken', token)).code).toBe(200);
    expect(await until(info, (i) => i.state === 'running')).toMatchObject({
      tokenSet: true,
      botName: 'Proof Relay',
      botUsername: 'proof_relay_bot',
      lastError: '',
    });
    await fake.waitForCall((c) => c.token === token && c.method === 'getUpdates');
    // The main bot has no token: it stays stopped.
    expect((await b.call<BotInfo>('GET', telegramBotCalls.info.path, {}, { token: superadmin })).data.state).toBe(
      'stopped',
    );
  });

  it("copies a merchant group's text proof to the supplier's group under a header, and the reply back", async () => {
    await setUpGroup(merchantGroup, merchantId, true, 'zh-CN');
    await setUpGroup(supplierGroup, order.supplier_id, true, 'en-US');
    const after = lastId();
    const proof = groupMessage(merchantGroup, alice, `Paid ${order.mch_order_no}, please check`);
    fake.push(token, proof);
    const header = await sentAfter(supplierGroup.id, after, (m) => !m.copyOf);
    expect(header.text).toContain(`Payment proof for order ${order.order_code}`);
    expect(header.text).toContain(`Amount: ${money(order.amount)}`);
    expect(header.text).toMatch(/State: \S/);
    const copy = await sentAfter(supplierGroup.id, after, (m) => !!m.copyOf);
    expect(copy).toMatchObject({
      copyOf: { chatId: merchantGroup.id, messageId: messageIdOf(proof) },
      replyTo: header.messageId,
      text: `Paid ${order.mch_order_no}, please check`,
    });

    const before = lastId();
    const reply = groupReply(supplierGroup, sunil, 'Received, crediting now', copy.messageId);
    fake.push(token, reply);
    const back = await sentAfter(merchantGroup.id, before, (m) => !!m.copyOf);
    expect(back).toMatchObject({
      copyOf: { chatId: supplierGroup.id, messageId: messageIdOf(reply) },
      replyTo: messageIdOf(proof),
      text: 'Received, crediting now',
    });
  });

  it('relays a photo whose caption names the order only while AllowPictureQueryOrder is on', async () => {
    expect((await setSetting('AllowPictureQueryOrder', false)).code).toBe(200);
    const after = lastId();
    fake.push(token, groupPhoto(merchantGroup, alice, order.order_code));
    await drain();
    expect(fake.sent.filter((m) => m.messageId > after && m.chatId === supplierGroup.id)).toEqual([]);

    expect((await setSetting('AllowPictureQueryOrder', true)).code).toBe(200);
    const photo = groupPhoto(merchantGroup, alice, `UTR 1234 for ${order.order_code}`);
    const again = lastId();
    fake.push(token, photo);
    const copy = await sentAfter(supplierGroup.id, again, (m) => !!m.copyOf);
    expect(copy).toMatchObject({ photo: true, copyOf: { chatId: merchantGroup.id, messageId: messageIdOf(photo) } });
  });

  it('sends to the unified supplier query group while SupplierUnifyQueryGroup is on', async () => {
    await setUpGroup(unifiedGroup, null, false, 'zh-TW');
    expect((await post(relayBotCalls.setUnifiedGroup.path, { chatId: unifiedGroup.id, unified: true })).code).toBe(200);
    expect((await relayGroups()).filter((g) => g.unifiedQuery).map((g) => g.chatId)).toEqual([unifiedGroup.id]);
    expect((await setSetting('SupplierUnifyQueryGroup', true)).code).toBe(200);
    try {
      const after = lastId();
      fake.push(token, groupMessage(merchantGroup, alice, order.order_code));
      const header = await sentAfter(unifiedGroup.id, after, (m) => !m.copyOf);
      expect(header.text).toContain(`訂單 ${order.order_code} 的付款憑證`);
      const copy = await sentAfter(unifiedGroup.id, after, (m) => !!m.copyOf);
      expect(fake.sent.filter((m) => m.messageId > after && m.chatId === supplierGroup.id)).toEqual([]);
      // The unified group's answer (to the header this time) goes back too.
      const before = lastId();
      fake.push(token, groupReply(unifiedGroup, sunil, 'Checked', header.messageId));
      expect(await sentAfter(merchantGroup.id, before, (m) => !!m.copyOf)).toMatchObject({
        text: 'Checked',
        replyTo: copy.copyOf!.messageId,
      });
    } finally {
      await setSetting('SupplierUnifyQueryGroup', false);
    }
  });

  it('answers another merchant\'s order number "not found" and relays nothing', async () => {
    const after = lastId();
    fake.push(token, groupMessage(merchantGroup, alice, `proof for ${foreign.order_code}`));
    const answer = await sentAfter(merchantGroup.id, after);
    expect(answer.text).toBe(`未找到本群商户的订单 ${foreign.order_code}`);
    expect(fake.sent.filter((m) => m.messageId > after && m.chatId !== merchantGroup.id)).toEqual([]);
  });

  it('gives a group that is not whitelisted nothing at all', async () => {
    await setUpGroup(strangerGroup, merchantId, false);
    const after = lastId();
    fake.push(token, groupMessage(strangerGroup, alice, `paid ${order.order_code}`));
    fake.push(token, groupMessage(strangerGroup, alice, `paid ${foreign.order_code}`));
    await drain();
    expect(
      fake.sent.filter((m) => m.messageId > after && (m.chatId === strangerGroup.id || m.chatId === supplierGroup.id)),
    ).toEqual([]);
  });

  it('lists the group pairs and the recent relays, filtered by merchant or supplier', async () => {
    const pairs = (await b.call<RelayPairRow[]>('GET', relayBotCalls.pairs.path, {}, { token: superadmin })).data;
    const pair = pairs.find((p) => p.merchantChatId === merchantGroup.id && p.supplierChatId === supplierGroup.id);
    expect(pair).toMatchObject({
      merchantChatTitle: merchantGroup.title,
      supplierChatTitle: supplierGroup.title,
      merchantId,
      supplierId: order.supplier_id,
      proofCount: 2,
      replyCount: 1,
    });
    expect(pairs.find((p) => p.supplierChatId === unifiedGroup.id)).toMatchObject({ proofCount: 1, replyCount: 1 });
    const relays = (
      await b.call<RelayRow[]>(
        'GET',
        relayBotCalls.relays.path,
        { supplierId: order.supplier_id },
        { token: superadmin },
      )
    ).data;
    // Two proofs to the supplier's group and one to the unified group, and a reply from each.
    expect(relays.length).toBe(5);
    expect(relays.every((r) => r.orderCode === order.order_code)).toBe(true);
    expect(relays.filter((r) => r.kind === 'reply')).toHaveLength(2);
    const other = await userId('merchant02');
    expect(
      (await b.call<RelayPairRow[]>('GET', relayBotCalls.pairs.path, { merchantId: other }, { token: superadmin }))
        .data,
    ).toEqual([]);
  });

  it('lets admins mark the unified group; customer service and technical maintenance only read; merchants nothing', async () => {
    const service = await b.sessionFor('service001');
    const tech = await b.sessionFor('techmaint1');
    const merchant = await b.sessionFor('merchant01');
    for (const s of [service, tech]) {
      expect((await b.call('GET', relayBotCalls.info.path, {}, { token: s })).code).toBe(200);
      expect((await b.call('GET', relayBotCalls.pairs.path, {}, { token: s })).code).toBe(200);
      expect(
        (await post(relayBotCalls.setUnifiedGroup.path, { chatId: supplierGroup.id, unified: true }, s)).code,
      ).toBe(403);
    }
    expect((await b.call('GET', relayBotCalls.relays.path, {}, { token: merchant })).code).toBe(403);
    const admin = await b.sessionFor('admin0001');
    expect(
      (await post(relayBotCalls.setUnifiedGroup.path, { chatId: supplierGroup.id, unified: true }, admin)).code,
    ).toBe(200);
    expect((await relayGroups()).filter((g) => g.unifiedQuery).map((g) => g.chatId)).toEqual([supplierGroup.id]);
    const [audited] = await rows<{ n: number }>(
      b,
      sql`select count(*)::int as n from audit_records where action = 'botGroup.unifiedQuery'`,
    );
    expect(audited!.n).toBe(2);
  });

  it("refuses the main bot's token: one token cannot run two bots", async () => {
    // At save, both ways: the running relay's token cannot become BotToken, nor BotToken the relay's.
    const shared = await post(settingPath('BotToken', 'set'), { value: token });
    expect([shared.code, shared.msgId]).toEqual([409, 'errors.botTokenShared']);
    expect((await info()).state).toBe('running');
    expect((await setSetting('TransferBotToken', '')).code).toBe(200);
    await until(info, (i) => i.state === 'stopped');
    expect((await post(settingPath('BotToken', 'set'), { value: token })).code).toBe(200);
    try {
      const again = await setSetting('TransferBotToken', token);
      expect([again.code, again.msgId]).toEqual([409, 'errors.botTokenShared']);
      // A token written past the save check (an old database) is still refused when the relay bot starts.
      await writeSetting(b, 'TransferBotToken', token);
      busFor(b.events)?.publish({ type: 'settingChanged', key: 'TransferBotToken' });
      expect((await until(info, (i) => i.state === 'error')).lastError).toContain('same token as BotToken');
    } finally {
      await post(settingPath('BotToken', 'set'), { value: '' });
    }
  });

  it('stops when TransferBotToken is cleared', async () => {
    expect((await setSetting('TransferBotToken', '')).code).toBe(200);
    expect(await until(info, (i) => i.state === 'stopped')).toMatchObject({ tokenSet: false });
  });
});
