import type { RedisOptions } from 'ioredis';

/**
 * Every Redis client of the server fails fast: a Redis that does not answer costs a request at most
 * about half a second, never a wait behind a queue of commands (docs/operations.md "When Redis goes
 * away" says what each use does then). The client keeps reconnecting in the background.
 */
export const redisOptions: RedisOptions = {
  lazyConnect: true,
  connectTimeout: 1_000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  // Reconnect attempts every 0.1 s at first, then every second: back soon after Redis is.
  retryStrategy: (times) => Math.min(times * 100, 1_000),
};
