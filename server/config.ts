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
  /** Origins the app may call besides its own and those of /config.json (CSP connect-src). */
  cspConnectExtra: string[];
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
    cspConnectExtra: originList('CSP_CONNECT_EXTRA', env.CSP_CONNECT_EXTRA),
  };
}

/**
 * Origins separated by spaces or commas (`https://api.example.com wss://api.example.com`). A path,
 * a wildcard or another scheme would widen or break the policy, so the server refuses to start.
 */
function originList(name: string, value: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || !/^(https?|wss?):$/.test(url.protocol) || item.includes('*')) {
      throw new Error(`${name}: "${item}" is not an origin like https://api.example.com or wss://api.example.com`);
    }
    origins.push(url.origin);
  }
  return origins;
}
