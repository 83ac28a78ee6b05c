import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Code, liveTicketTtlMs } from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';
import { redisOptions } from '../../lib/redis.ts';

/**
 * One-time websocket tickets (decision 049). A ticket stands for the session it was issued to (kept as
 * the session token's hash, never the token) until its upgrade consumes it or it expires. The
 * store holds only the ticket's hash, so a dump of it opens nothing.
 */
export interface TicketStore {
  issue(tokenHash: string, now: number): Promise<string>;
  /** The session's token hash, once: null when unknown, already used or expired. */
  consume(ticket: string, now: number): Promise<string | null>;
  close(): Promise<void>;
}

interface Entry {
  tokenHash: string;
  expiresAt: number;
}

const keyOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const newTicket = () => randomBytes(24).toString('base64url');
const maxTicketLength = 64;

/** One instance: a map in memory, swept of expired tickets as new ones are issued. */
export function memoryTickets(): TicketStore {
  const entries = new Map<string, Entry>();
  return {
    issue: async (tokenHash, now) => {
      for (const [key, e] of entries) if (e.expiresAt <= now) entries.delete(key);
      const ticket = newTicket();
      entries.set(keyOf(ticket), { tokenHash, expiresAt: now + liveTicketTtlMs });
      return ticket;
    },
    consume: async (ticket, now) => {
      if (ticket.length > maxTicketLength) return null;
      const key = keyOf(ticket);
      const e = entries.get(key);
      entries.delete(key);
      return e && e.expiresAt > now ? e.tokenHash : null;
    },
    close: async () => entries.clear(),
  };
}

const prefix = 'bo:live-ticket:';

/**
 * Several instances (REDIS_URL): the ticket may be issued by one instance and used on another, so
 * it lives in Redis; GETDEL makes "use once" hold across instances. The expiry is checked against
 * the server clock (tests move it); Redis's own expiry only keeps unused tickets from piling up.
 */
export async function redisTickets(url: string, onError: (e: unknown) => void): Promise<TicketStore> {
  const redis = new Redis(url, redisOptions);
  redis.on('error', onError);
  await redis.connect();
  // Fail closed: without Redis no ticket is issued (503, the app retries) and none is accepted (the
  // upgrade is refused and the client falls back to polling): a ticket must never be used twice.
  return {
    issue: async (tokenHash, now) => {
      const ticket = newTicket();
      const entry: Entry = { tokenHash, expiresAt: now + liveTicketTtlMs };
      await redis.set(prefix + keyOf(ticket), JSON.stringify(entry), 'PX', liveTicketTtlMs * 2).catch((e: unknown) => {
        onError(e);
        throw new ApiError(Code.unavailable, 'errors.unavailable');
      });
      return ticket;
    },
    consume: async (ticket, now) => {
      if (ticket.length > maxTicketLength) return null;
      const raw = await redis.getdel(prefix + keyOf(ticket)).catch((e: unknown) => (onError(e), null));
      if (!raw) return null;
      const e = JSON.parse(raw) as Entry;
      return e.expiresAt > now ? e.tokenHash : null;
    },
    close: async () => void redis.disconnect(),
  };
}
