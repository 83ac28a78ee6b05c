import { Redis } from 'ioredis';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { redisOptions } from '../../lib/redis.ts';

/**
 * At most one bot per deployment (decision 076): two instances polling one token make Telegram refuse
 * both ("terminated by other getUpdates request"), and two would answer every command twice.
 */
export interface BotLock {
  /** True when this instance holds (or now took) the lock. */
  acquire(): Promise<boolean>;
  /** Whether the lock is still ours; false once the connection or key is lost. */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

/** Which bot a lock is for: each bot (main, relay) runs once per deployment, independently. */
export type BotName = 'main' | 'relay';

// Next to the migration lock (727274) of server/db/client.ts.
const advisoryKeys: Record<BotName, number> = { main: 727_275, relay: 727_276 };

/**
 * PostgreSQL: a session advisory lock on a connection of its own, held while the bot runs. The
 * database frees it when the connection ends, so a crashed instance never keeps the bot.
 */
function advisoryLock(pool: pg.Pool, advisoryKey: number): BotLock {
  let client: pg.PoolClient | null = null;
  let lost = false;
  return {
    async acquire() {
      if (client && !lost) return true;
      const c = await pool.connect();
      try {
        const res = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [advisoryKey]);
        if (!res.rows[0]?.ok) {
          c.release();
          return false;
        }
      } catch (err) {
        c.release(true);
        throw err;
      }
      lost = false;
      c.on('error', () => (lost = true));
      client = c;
      return true;
    },
    async stillHeld() {
      if (!client || lost) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        lost = true;
        return false;
      }
    },
    async release() {
      const c = client;
      client = null;
      if (!c) return;
      try {
        if (!lost) await c.query('select pg_advisory_unlock($1)', [advisoryKey]);
        c.release();
      } catch {
        // A broken connection is destroyed; the database frees its locks with it.
        c.release(true);
      }
    },
  };
}

const redisKeys: Record<BotName, string> = { main: 'bo:telegram-bot:lock', relay: 'bo:telegram-bot:relay:lock' };
/** The key outlives a missed renewal or two; a dead holder frees it within this long. */
const redisTtlMs = 30_000;

/** Redis (REDIS_URL): a key with an expiry, renewed while held, removed only by its holder. */
function redisLock(url: string, redisKey: string, instance: string): BotLock {
  const redis = new Redis(url, redisOptions);
  redis.on('error', () => undefined);
  let held = false;
  const renew = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
  const drop = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
  return {
    async acquire() {
      if (held && (await this.stillHeld())) return true;
      if (redis.status === 'wait') await redis.connect().catch(() => undefined);
      held = (await redis.set(redisKey, instance, 'PX', redisTtlMs, 'NX')) === 'OK';
      return held;
    },
    async stillHeld() {
      if (!held) return false;
      try {
        held = Number(await redis.eval(renew, 1, redisKey, instance, String(redisTtlMs))) === 1;
      } catch {
        held = false;
      }
      return held;
    },
    async release() {
      if (held) await redis.eval(drop, 1, redisKey, instance).catch(() => undefined);
      held = false;
      redis.disconnect();
    },
  };
}

/** PGlite is one process: the lock is who holds this database object. */
const inProcessHolders = new WeakMap<object, Map<BotName, string>>();
function inProcessLock(db: object, bot: BotName, instance: string): BotLock {
  const holders = () => {
    let m = inProcessHolders.get(db);
    if (!m) inProcessHolders.set(db, (m = new Map()));
    return m;
  };
  return {
    async acquire() {
      const holder = holders().get(bot);
      if (holder && holder !== instance) return false;
      holders().set(bot, instance);
      return true;
    },
    async stillHeld() {
      return holders().get(bot) === instance;
    },
    async release() {
      if (holders().get(bot) === instance) holders().delete(bot);
    },
  };
}

/** Redis when REDIS_URL is set, else the database's own lock. */
export function createBotLock(db: Db, redisUrl: string | undefined, instance: string, bot: BotName = 'main'): BotLock {
  if (redisUrl) return redisLock(redisUrl, redisKeys[bot], instance);
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return advisoryLock(client, advisoryKeys[bot]);
  return inProcessLock(db, bot, instance);
}
