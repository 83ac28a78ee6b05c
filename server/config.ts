import { resolve } from 'node:path';
import { parseAllowList } from './lib/outbound/index.ts';

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
  /**
   * OUTBOUND_ALLOW: private or reserved ranges (CIDRs, comma-separated) that callbacks, pushes and
   * hooks may still reach, e.g. a merchant's server on the operator's own network. Empty: none.
   */
  outboundAllow: string[];
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
    // Parsed here so a mistyped range stops the start instead of silently allowing nothing.
    outboundAllow: [...parseAllowList(env.OUTBOUND_ALLOW).entries],
  };
}
