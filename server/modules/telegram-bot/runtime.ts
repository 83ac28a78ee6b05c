import { createHmac, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { webhookCallback, type ApiClientOptions, type Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../http/context.ts';
import { outboundAgent } from '../../lib/outbound/index.ts';
import { settingValue } from '../system-config/index.ts';
import { allowedUpdates, createBot, type BotWiring, type GroupTextHandler } from './bot.ts';
import { createBotLock, type BotLock, type BotName } from './lock.ts';
import { readStatus, writeStatus, writeStatusIfInstance, type StatusChange } from './repository.ts';

/** How often an instance looks at the token and the lock without being told of a change. */
const superviseMs = 15_000;
/** A token that failed (wrong, revoked, API unreachable) is tried again after this long. */
const retryFailedMs = 60_000;
/** Above getUpdates' own 30 s long poll, so a quiet poll is not taken for a dead connection. */
const requestTimeoutSeconds = 45;
/** How long a stop waits for grammY to confirm the last update. */
const stopWaitMs = 5_000;

/**
 * The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token with every webhook post
 * (setWebhook's secret_token): derived from the token, so every instance knows it without one
 * more setting, and a new token makes a new secret.
 */
export const webhookSecret = (token: string) => createHmac('sha256', token).update('telegram-webhook').digest('hex');

/**
 * The API client's options: the configured API root, every connection through the outbound
 * guard's lookup (a name resolving to a private address is refused unless OUTBOUND_ALLOW lets it),
 * and a timeout on every call.
 */
export function apiClientOptions(s: Services): ApiClientOptions {
  const root = s.config.telegram.apiRoot;
  const agent = outboundAgent(s.outbound, root.startsWith('https:') ? 'https:' : 'http:');
  return { apiRoot: root, timeoutSeconds: requestTimeoutSeconds, baseFetchConfig: { agent, compress: true } };
}

/** Refused when the API root names a private address OUTBOUND_ALLOW does not allow; null when fine. */
export async function refusedApiRoot(s: Pick<Services, 'config' | 'outbound'>): Promise<string | null> {
  const verdict = await s.outbound.check(s.config.telegram.apiRoot);
  if (verdict.ok) return null;
  if (verdict.reason === 'private')
    return `Refused: TELEGRAM_API_ROOT ${verdict.host} is a private or reserved address (${verdict.address}); allow it with OUTBOUND_ALLOW`;
  return `Refused: TELEGRAM_API_ROOT ${verdict.host} is ${verdict.reason === 'unresolvable' ? 'unresolvable' : 'not a usable URL'}`;
}

/** An error as the page may show it: never the token (grammY leaves it out of its messages already). */
const errorText = (err: unknown, token: string) =>
  (err instanceof Error ? err.message : String(err)).split(token).join('***').slice(0, 500);

/**
 * Which bot a runtime runs: the main bot (BotToken) or the relay bot (TransferBotToken). Each has
 * its own token setting, lock, bot_status row and webhook address, so both run side by side.
 */
export interface BotSpec {
  name: BotName;
  tokenSetting: 'BotToken' | 'TransferBotToken';
  /** Where Telegram posts this bot's updates in webhook mode; undefined: long polling. */
  webhookUrl: string | undefined;
  allowedUpdates: ReadonlyArray<Exclude<keyof Update, 'update_id'>>;
  /** A reason not to start with this token (e.g. the other bot's token), or null. */
  refuseToken?(token: string): Promise<string | null>;
  /** The bot with its handlers (not started). */
  create(token: string, client: ApiClientOptions): Bot;
}

interface Running {
  token: string;
  bot: Bot;
  mode: 'polling' | 'webhook';
  /** Webhook mode: the grammY callback that checks the secret header and hands the update over. */
  webhook: ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) | null;
  /** This instance holds the lock and runs the bot for the deployment (polls or set the webhook). */
  holder: boolean;
  failed: boolean;
}

/**
 * One per app: starts the bot when BotToken is set and this instance gets the lock, restarts it
 * when the token changes, stops it when the token is cleared, and records the state in bot_status
 * for every instance's page. Ticks run one after another.
 */
export class BotRuntime {
  readonly instance = `${hostname()}#${process.pid}#${randomBytes(3).toString('hex')}`;
  private readonly lock: BotLock;
  private running: Running | null = null;
  private failure: { token: string; at: number } | null = null;
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  readonly groupText = new Set<GroupTextHandler>();
  readonly spec: BotSpec;

  /** Without a spec: the main bot (BotToken, the group commands, the group text hook). */
  constructor(
    private readonly s: Services,
    private readonly log: BotWiring['log'],
    spec?: BotSpec,
  ) {
    this.spec = spec ?? {
      name: 'main',
      tokenSetting: 'BotToken',
      webhookUrl: s.config.telegram.webhookUrl,
      allowedUpdates,
      create: (token, client) => createBot(token, client, { services: s, groupText: this.groupText, log }),
    };
    this.lock = createBotLock(s.db, s.config.redisUrl, this.instance, this.spec.name);
  }

  private get mode(): 'polling' | 'webhook' {
    return this.spec.webhookUrl ? 'webhook' : 'polling';
  }

  begin(): void {
    this.timer = setInterval(() => void this.nudge(), superviseMs);
    this.timer.unref();
    void this.nudge();
  }

  /** Looks at the token and the lock now (a setting changed, or the timer). */
  nudge(): Promise<void> {
    this.queue = this.queue
      .then(() => this.tick())
      .catch((err: unknown) => this.log.warn({ err }, 'telegram bot: supervision failed'));
    return this.queue;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.queue;
    await this.stop('stopped');
    await this.lock.release();
  }

  /** The webhook handler of this instance's bot, when it runs in webhook mode. */
  webhookHandler() {
    return this.running?.webhook ?? null;
  }

  private async status(change: StatusChange): Promise<void> {
    const now = this.s.clock.now();
    await writeStatus(this.s.db, { instance: this.instance, mode: this.mode, ...change }, now, this.spec.name);
  }

  private async tick(): Promise<void> {
    if (this.closed) return;
    const token = String((await settingValue(this.s.db, this.spec.tokenSetting)) ?? '').trim();
    const r = this.running;
    if (!token) {
      if (r) await this.stop('stopped');
      await this.lock.release();
      this.failure = null;
      // No token, no bot anywhere: an error or a crashed holder's "running" is over.
      const recorded = await readStatus(this.s.db, this.spec.name);
      if (recorded && recorded.state !== 'stopped') await this.status({ state: 'stopped', since: this.s.clock.now() });
      return;
    }
    if (r && r.token === token && !r.failed) {
      if (r.holder && !(await this.lock.stillHeld())) {
        // The lock's connection or key was lost: another instance may take the bot over.
        await this.stop(null);
      } else if (r.holder || this.mode === 'polling') {
        return;
      } else {
        await this.takeWebhook(r);
        return;
      }
    }
    if (this.running) await this.stop(null);
    if (this.failure && this.failure.token === token && Date.now() - this.failure.at < retryFailedMs) return;
    const holder = await this.lock.acquire();
    // Long polling needs the lock; a webhook is answered by every instance, set by the holder only.
    if (!holder && this.mode === 'polling') return;
    await this.start(token, holder);
  }

  private async fail(token: string, err: unknown, holder: boolean): Promise<void> {
    const message = typeof err === 'string' ? err : errorText(err, token);
    this.failure = { token, at: Date.now() };
    this.log.warn({ error: message, bot: this.spec.name }, 'telegram bot: failed');
    if (holder)
      await this.status({
        state: 'error',
        since: this.s.clock.now(),
        lastError: message,
        lastErrorAt: this.s.clock.now(),
      });
  }

  private async start(token: string, holder: boolean): Promise<void> {
    const refused = (await this.spec.refuseToken?.(token)) ?? (await refusedApiRoot(this.s));
    if (refused) {
      await this.fail(token, refused, holder);
      if (holder) await this.lock.release();
      return;
    }
    const bot = this.spec.create(token, apiClientOptions(this.s));
    try {
      await bot.init();
    } catch (err) {
      await this.fail(token, err, holder);
      if (holder) await this.lock.release();
      return;
    }
    this.failure = null;
    const run: Running = { token, bot, mode: this.mode, webhook: null, holder: false, failed: false };
    this.running = run;
    bot.catch((err) => {
      // One update's handler failed; the bot goes on. The page shows the last error.
      const message = errorText(err.error, token);
      this.log.warn({ error: message }, 'telegram bot: an update failed');
      if (run.holder)
        void writeStatusIfInstance(
          this.s.db,
          this.instance,
          { lastError: message, lastErrorAt: this.s.clock.now() },
          this.s.clock.now(),
          this.spec.name,
        ).catch(() => undefined);
    });
    if (run.mode === 'webhook') {
      const handle = webhookCallback(bot, 'fastify', { secretToken: webhookSecret(token) });
      run.webhook = async (req, reply) => {
        try {
          await handle(req, reply);
        } catch (err) {
          // grammY rethrows a handler's error; Telegram would resend the update forever.
          this.log.warn({ error: errorText(err, token) }, 'telegram bot: a webhook update failed');
          if (!reply.sent) await reply.code(200).send('');
        }
      };
      if (holder) await this.takeWebhook(run);
      return;
    }
    run.holder = true;
    await this.runningStatus(bot);
    bot
      .start({ allowed_updates: [...this.spec.allowedUpdates], drop_pending_updates: false })
      .catch(async (err: unknown) => {
        if (this.running !== run) return;
        run.failed = true;
        await this.fail(token, err, true).catch(() => undefined);
        void this.nudge();
      });
  }

  private async runningStatus(bot: Bot): Promise<void> {
    const me = bot.botInfo;
    const now = this.s.clock.now();
    await this.status({
      state: 'running',
      since: now,
      botId: me.id,
      botName: [me.first_name, me.last_name].filter(Boolean).join(' '),
      botUsername: me.username,
    });
  }

  /** Webhook mode: the lock holder tells Telegram where to post, with the secret it must send. */
  private async takeWebhook(run: Running): Promise<void> {
    if (!run.holder && !(await this.lock.acquire())) return;
    run.holder = true;
    try {
      await run.bot.api.setWebhook(this.spec.webhookUrl!, {
        secret_token: webhookSecret(run.token),
        allowed_updates: [...this.spec.allowedUpdates],
      });
    } catch (err) {
      run.failed = true;
      await this.fail(run.token, err, true);
      return;
    }
    await this.runningStatus(run.bot);
  }

  /** Stops this instance's bot; `state` is recorded when it held the bot (null: leave the record to the next holder). */
  private async stop(state: 'stopped' | null): Promise<void> {
    const r = this.running;
    this.running = null;
    if (!r) return;
    try {
      // stop() confirms the last update with one more getUpdates: an unreachable API must not hold a shutdown.
      if (r.mode === 'polling')
        await Promise.race([r.bot.stop(), new Promise((resolve) => setTimeout(resolve, stopWaitMs).unref())]);
      else if (r.holder && state === 'stopped') await r.bot.api.deleteWebhook();
    } catch (err) {
      this.log.warn({ error: errorText(err, r.token) }, 'telegram bot: stopping failed');
    }
    if (r.holder) {
      if (state)
        await writeStatusIfInstance(
          this.s.db,
          this.instance,
          { state, since: this.s.clock.now() },
          this.s.clock.now(),
          this.spec.name,
        );
      await this.lock.release();
    }
  }
}
