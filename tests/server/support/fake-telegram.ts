import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Telegram Bot API server on 127.0.0.1 for tests (no internet here): point the app's
 * TELEGRAM_API_ROOT (config.telegram.apiRoot) at `apiRoot` and allow 127.0.0.1/32 in OUTBOUND_ALLOW.
 *
 * - `addBot(token, …)` makes a token valid; any other token gets 401 Unauthorized, like Telegram.
 * - `push(token, update)` queues an update; getUpdates long-polls on the queue (offset confirms).
 *   A second getUpdates of the same token ends the first one with 409 Conflict, like Telegram.
 * - sendMessage (and every other method) is recorded in `calls`; `sent` has the messages.
 * - copyMessage copies a message the fake has seen (pushed in an update, or sent by a bot) into
 *   `sent` with its text or caption, whether it is a photo, and `copyOf`; an unknown one is 400.
 * - setWebhook / deleteWebhook / getWebhookInfo keep the webhook per token.
 * - getChat answers what `setChat` stored.
 * Helpers below build the updates a test pushes (a group message, the bot added or removed).
 *
 * With `{ control: true }` (the e2e run, where the server lives in Playwright's main process and
 * the tests in workers) two more routes let another process drive it: POST /control/bots
 * { token, first_name, username } and POST /control/push { token, update }.
 */

export interface BotIdentity {
  id: number;
  first_name: string;
  username: string;
}

export interface ApiCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
  at: number;
}

export interface SentMessage {
  token: string;
  chatId: number;
  text: string;
  replyTo: number | null;
  messageId: number;
  /** copyMessage: the message copied; photo when it carried one. */
  copyOf?: { chatId: number; messageId: number };
  photo?: boolean;
}

type Update = Record<string, unknown>;

interface Poll {
  offset: number;
  limit: number;
  res: ServerResponse;
  timer: NodeJS.Timeout;
}

interface BotState {
  me: BotIdentity;
  queue: (Update & { update_id: number })[];
  nextUpdateId: number;
  poll: Poll | null;
  webhook: { url: string; secret: string | null; allowedUpdates: unknown } | null;
}

export interface FakeTelegram {
  /** The API root, e.g. http://127.0.0.1:43123 */
  apiRoot: string;
  calls: ApiCall[];
  sent: SentMessage[];
  addBot(token: string, me?: Partial<BotIdentity>): BotIdentity;
  /** Queues an update for the bot's getUpdates; returns its update_id. */
  push(token: string, update: Update): number;
  /** Updates queued and not confirmed yet. */
  pending(token: string): number;
  webhookOf(token: string): { url: string; secret: string | null } | null;
  setChat(chatId: number, chat: Record<string, unknown>): void;
  /** Resolves with the first recorded call matching `pred` (already made or coming), or rejects after `timeoutMs`. */
  waitForCall(pred: (c: ApiCall) => boolean, timeoutMs?: number): Promise<ApiCall>;
  waitForSent(pred: (m: SentMessage) => boolean, timeoutMs?: number): Promise<SentMessage>;
  callsOf(token: string, method: string): ApiCall[];
  close(): Promise<void>;
}

async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if (!body) return params;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('json')) return { ...params, ...(JSON.parse(body) as Record<string, unknown>) };
  return { ...params, ...Object.fromEntries(new URLSearchParams(body)) };
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const ok = (res: ServerResponse, result: unknown) => send(res, 200, { ok: true, result });
const fail = (res: ServerResponse, code: number, description: string) =>
  send(res, code, { ok: false, error_code: code, description });

export async function startFakeTelegram(options: { control?: boolean } = {}): Promise<FakeTelegram> {
  const bots = new Map<string, BotState>();
  const chats = new Map<number, Record<string, unknown>>();
  const calls: ApiCall[] = [];
  const sent: SentMessage[] = [];
  const callWaiters = new Set<{ pred: (c: ApiCall) => boolean; resolve: (c: ApiCall) => void }>();
  /** Messages seen (pushed or sent), by `chatId:messageId`, so copyMessage can copy them. */
  const known = new Map<string, { text: string; photo: boolean }>();
  const remember = (update: Update) => {
    const m = update.message as
      { chat?: { id?: number }; message_id?: number; text?: string; caption?: string; photo?: unknown } | undefined;
    if (m?.chat?.id !== undefined && m.message_id !== undefined)
      known.set(`${m.chat.id}:${m.message_id}`, { text: m.text ?? m.caption ?? '', photo: m.photo !== undefined });
  };
  let nextMessageId = 1000;
  let nextBotId = 7_000_000_001;

  const deliver = (bot: BotState) => {
    const poll = bot.poll;
    if (!poll) return;
    const ready = bot.queue.filter((u) => u.update_id >= poll.offset).slice(0, poll.limit);
    if (ready.length === 0) return;
    clearTimeout(poll.timer);
    bot.poll = null;
    ok(poll.res, ready);
  };

  const record = (c: ApiCall) => {
    calls.push(c);
    for (const w of [...callWaiters]) {
      if (w.pred(c)) {
        callWaiters.delete(w);
        w.resolve(c);
      }
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (options.control && req.method === 'POST' && url.pathname.startsWith('/control/'))
        return control(url.pathname, await readParams(req, url), res);
      const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!m) return fail(res, 404, 'Not Found');
      const [, token = '', method = ''] = m;
      const params = await readParams(req, url);
      record({ token, method, params, at: Date.now() });
      const bot = bots.get(token);
      if (!bot) return fail(res, 401, 'Unauthorized');
      switch (method) {
        case 'getMe':
          return ok(res, {
            ...bot.me,
            is_bot: true,
            can_join_groups: true,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          });
        case 'getUpdates': {
          if (bot.webhook)
            return fail(
              res,
              409,
              "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
            );
          const offset = Number(params.offset ?? 0);
          const limit = Math.min(Number(params.limit ?? 100), 100);
          const timeout = Math.min(Number(params.timeout ?? 0), 50);
          // Confirmed updates are forgotten, as Telegram does.
          bot.queue = bot.queue.filter((u) => u.update_id >= offset);
          if (bot.poll) {
            clearTimeout(bot.poll.timer);
            fail(
              bot.poll.res,
              409,
              'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
            );
          }
          const poll: Poll = {
            offset,
            limit,
            res,
            timer: setTimeout(() => {
              if (bot.poll === poll) bot.poll = null;
              ok(res, []);
            }, timeout * 1000),
          };
          bot.poll = poll;
          res.on('close', () => {
            if (bot.poll === poll) {
              clearTimeout(poll.timer);
              bot.poll = null;
            }
          });
          return deliver(bot);
        }
        case 'sendMessage': {
          const chatId = Number(params.chat_id);
          const text = String(params.text ?? '');
          if (!Number.isFinite(chatId) || chatId === 0) return fail(res, 400, 'Bad Request: chat not found');
          if (!text) return fail(res, 400, 'Bad Request: message text is empty');
          const reply = params.reply_parameters as { message_id?: number } | undefined;
          const messageId = nextMessageId++;
          sent.push({ token, chatId, text, replyTo: reply?.message_id ?? null, messageId });
          known.set(`${chatId}:${messageId}`, { text, photo: false });
          return ok(res, {
            message_id: messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: chatId < 0 ? 'supergroup' : 'private' },
            from: { ...bot.me, is_bot: true },
            text,
          });
        }
        case 'copyMessage': {
          const chatId = Number(params.chat_id);
          const fromChat = Number(params.from_chat_id);
          const original = known.get(`${fromChat}:${Number(params.message_id)}`);
          if (!Number.isFinite(chatId) || chatId === 0) return fail(res, 400, 'Bad Request: chat not found');
          if (!original) return fail(res, 400, 'Bad Request: message to copy not found');
          const reply = (
            typeof params.reply_parameters === 'string' ? JSON.parse(params.reply_parameters) : params.reply_parameters
          ) as { message_id?: number } | undefined;
          const messageId = nextMessageId++;
          sent.push({
            token,
            chatId,
            text: original.text,
            replyTo: reply?.message_id ?? null,
            messageId,
            copyOf: { chatId: fromChat, messageId: Number(params.message_id) },
            photo: original.photo,
          });
          known.set(`${chatId}:${messageId}`, original);
          return ok(res, { message_id: messageId });
        }
        case 'setWebhook':
          bot.webhook = {
            url: String(params.url ?? ''),
            secret: params.secret_token === undefined ? null : String(params.secret_token),
            allowedUpdates: params.allowed_updates,
          };
          if (bot.poll) fail(bot.poll.res, 409, 'Conflict: terminated by setWebhook request');
          return ok(res, true);
        case 'deleteWebhook':
          bot.webhook = null;
          return ok(res, true);
        case 'getWebhookInfo':
          return ok(res, {
            url: bot.webhook?.url ?? '',
            has_custom_certificate: false,
            pending_update_count: bot.queue.length,
          });
        case 'getChat': {
          const chat = chats.get(Number(params.chat_id));
          return chat ? ok(res, chat) : fail(res, 400, 'Bad Request: chat not found');
        }
        default:
          return ok(res, true);
      }
    })().catch((err: unknown) => fail(res, 500, String(err)));
  });
  function control(path: string, body: Record<string, unknown>, res: ServerResponse) {
    const token = String(body.token ?? '');
    if (!token) return fail(res, 400, 'token missing');
    if (path === '/control/bots')
      return ok(
        res,
        fake.addBot(token, {
          first_name: String(body.first_name ?? 'Test Bot'),
          username: String(body.username ?? 'test_bot'),
        }),
      );
    if (path === '/control/push' && bots.has(token)) return ok(res, fake.push(token, body.update as Update));
    return fail(res, 404, 'Not Found');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const botOf = (token: string) => {
    const bot = bots.get(token);
    if (!bot) throw new Error(`fake telegram: no bot ${token}`);
    return bot;
  };

  const waitForCall: FakeTelegram['waitForCall'] = (pred, timeoutMs = 5000) => {
    const done = calls.find(pred);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const w = { pred, resolve: (c: ApiCall) => (clearTimeout(timer), resolve(c)) };
      const timer = setTimeout(() => {
        callWaiters.delete(w);
        reject(new Error(`fake telegram: no matching call within ${timeoutMs} ms`));
      }, timeoutMs);
      callWaiters.add(w);
    });
  };

  const fake: FakeTelegram = {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    sent,
    addBot(token, me = {}) {
      const identity: BotIdentity = {
        id: me.id ?? nextBotId++,
        first_name: me.first_name ?? 'Test Bot',
        username: me.username ?? 'test_bot',
      };
      bots.set(token, { me: identity, queue: [], nextUpdateId: 1, poll: null, webhook: null });
      return identity;
    },
    push(token, update) {
      const bot = botOf(token);
      remember(update);
      const id = bot.nextUpdateId++;
      bot.queue.push({ ...update, update_id: id });
      deliver(bot);
      return id;
    },
    pending: (token) => botOf(token).queue.length,
    webhookOf: (token) => botOf(token).webhook,
    setChat: (chatId, chat) => void chats.set(chatId, chat),
    waitForCall,
    async waitForSent(pred, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = sent.find(pred);
        if (found) return found;
        if (Date.now() > until) throw new Error(`fake telegram: no matching message within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    callsOf: (token, method) => calls.filter((c) => c.token === token && c.method === method),
    async close() {
      for (const bot of bots.values()) {
        if (bot.poll) {
          clearTimeout(bot.poll.timer);
          ok(bot.poll.res, []);
        }
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

let nextUserMessageId = 1;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TgUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

/** A text message in a group (or supergroup) from a person. */
export function groupMessage(
  chat: { id: number; title: string; type?: 'group' | 'supergroup' },
  from: TgUser,
  text: string,
): Update {
  const entities = text.startsWith('/')
    ? [{ type: 'bot_command', offset: 0, length: text.split(/\s/)[0]!.length }]
    : undefined;
  return {
    message: {
      message_id: nextUserMessageId++,
      date: nowSeconds(),
      chat: { id: chat.id, title: chat.title, type: chat.type ?? 'supergroup' },
      from: { ...from, is_bot: false },
      text,
      ...(entities ? { entities } : {}),
    },
  };
}

/** A photo in a group, with an optional caption (a payment proof's screenshot). */
export function groupPhoto(chat: { id: number; title: string }, from: TgUser, caption?: string): Update {
  return {
    message: {
      message_id: nextUserMessageId++,
      date: nowSeconds(),
      chat: { id: chat.id, title: chat.title, type: 'supergroup' },
      from: { ...from, is_bot: false },
      photo: [
        { file_id: `photo-${nextUserMessageId}`, file_unique_id: `u-${nextUserMessageId}`, width: 640, height: 480 },
      ],
      ...(caption === undefined ? {} : { caption }),
    },
  };
}

/** A text message in a group replying to `replyTo` (a message of that chat, e.g. one a bot sent). */
export function groupReply(chat: { id: number; title: string }, from: TgUser, text: string, replyTo: number): Update {
  const update = groupMessage(chat, from, text);
  const message = update.message as Record<string, unknown>;
  message.reply_to_message = { message_id: replyTo, date: nowSeconds(), chat: message.chat };
  return update;
}

/** The bot's own membership changed in a group: added (member) or removed (left / kicked). */
export function botMembership(
  chat: { id: number; title: string },
  bot: BotIdentity,
  status: 'member' | 'administrator' | 'left' | 'kicked',
  by: TgUser,
): Update {
  const member = (s: string) => ({ status: s, user: { ...bot, is_bot: true } });
  return {
    my_chat_member: {
      chat: { id: chat.id, title: chat.title, type: 'supergroup' },
      from: { ...by, is_bot: false },
      date: nowSeconds(),
      old_chat_member: member(status === 'left' || status === 'kicked' ? 'member' : 'left'),
      new_chat_member: member(status),
    },
  };
}
