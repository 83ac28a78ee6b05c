import { resolve } from 'node:path';

/** Server settings from the environment; defaults run the demo on one machine. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; without it the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Folder of the built PWA served at /. */
  staticDir: string;
  /** Seed the demo data set when the database is empty. */
  seedDemo: boolean;
  /** Trust X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  logLevel: string;
  /** Limits of the public signed calls (server/http/limits.ts, README "Run modes"). */
  limits: PublicLimitConfig;
}

export interface PublicLimitConfig {
  /** Signed creates (order and payout, each its own budget) per merchant and per client address a minute. */
  createPerMinute: number;
  /** Wrong signatures or unknown signers from one address a minute before that address gets 429 on every signed call. */
  badSignPerMinute: number;
  /** Prefix of the limit counters in Redis, so environments can share one Redis. */
  redisPrefix: string;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    redisUrl: env.REDIS_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    limits: {
      // Above the create bench (one merchant from one address, at most about 1,000 a second on 2 cores) with room.
      createPerMinute: positiveInt(env.RATE_LIMIT_CREATE_PER_MINUTE, 120_000, 'RATE_LIMIT_CREATE_PER_MINUTE'),
      badSignPerMinute: positiveInt(env.RATE_LIMIT_BAD_SIGN_PER_MINUTE, 30, 'RATE_LIMIT_BAD_SIGN_PER_MINUTE'),
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'bo:limits:',
    },
  };
}
