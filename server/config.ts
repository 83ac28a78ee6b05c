import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError, envNames, parseEnv, settingDoc, type Env } from './config-schema.ts';
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
  /**
   * PUBLIC_URL: where payers reach this site; checkout links are built on it, never on a request's
   * Host header (decision 113). Unset: the ApiUrl setting, else http://localhost:PORT.
   */
  publicUrl?: string;
  /** Seed the demo data set when the database is empty. */
  seedDemo: boolean;
  /**
   * NODE_ENV=production or SEED_DEMO=false: no demo accounts are made or printed, and demo keys
   * and documented examples of secrets are refused at start (docs/configuration.md).
   */
  production: boolean;
  /** SKIP_BUILD: `npm start` does not build the PWA when STATIC_DIR has none. */
  skipBuild: boolean;
  /** VERBOSE: the start shows what its steps' tools print (server/lib/start-steps.ts). */
  verbose: boolean;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY): none, or see TrustProxy. */
  trustProxy: TrustProxy;
  /** LOG_LEVEL: the pino level of the JSON log on stdout (docs/operations/logs.md); `silent` turns it off. */
  logLevel: LogLevel;
  /** METRICS_PORT: /metrics on a listener of its own (docs/operations/metrics.md). Unset: not served apart. */
  metricsPort: number | undefined;
  /** METRICS_TOKEN: /metrics on the main port answers `Authorization: Bearer <token>`. Unset: 404 there. */
  metricsToken: string | undefined;
  /** SHUTDOWN_GRACE_MS: how long SIGTERM waits for requests and jobs in flight before closing anyway. */
  shutdownGraceMs: number;
  /** Pay-script sandbox workers (decision 078). */
  sandboxWorkers: number;
  /** Limits of the public signed calls (server/http/limits.ts, README "Run modes"). */
  limits: PublicLimitConfig;
  /**
   * OUTBOUND_ALLOW: private or reserved ranges (CIDRs, comma-separated) that callbacks, pushes and
   * hooks may still reach, e.g. a merchant's server on the operator's own network. Empty: none.
   */
  outboundAllow: string[];
  /** Origins the app may call besides its own and those of /config.json (CSP connect-src). */
  cspConnectExtra: string[];
  /**
   * GATEWAY_SECRET_KEY: the AES-256-GCM key (64 hex digits or base64 of 32 bytes) payout gateway
   * credentials are encrypted with. Unset: a key generated once into DATA_DIR/gateway-secret.key
   * (docs/decisions/079-payment-gateways.md).
   */
  gatewaySecretKey: Buffer | undefined;
  /** The Telegram bot (decision 076): where the Bot API is, and how updates arrive. */
  telegram: TelegramConfig;
}

export interface TelegramConfig {
  /** TELEGRAM_API_ROOT: the Bot API server (a local one, or a test's fake); default https://api.telegram.org. */
  apiRoot: string;
  /**
   * BOT_WEBHOOK_URL: the public HTTPS address Telegram posts updates to, ending in the server's
   * /telegram/webhook path as the proxy maps it. Unset: long polling.
   */
  webhookUrl: string | undefined;
}

export interface PublicLimitConfig {
  /** Signed creates (order and payout, each its own budget) per merchant and per client address a minute. */
  createPerMinute: number;
  /** Wrong signatures or unknown signers from one address a minute before that address gets 429 on every signed call. */
  badSignPerMinute: number;
  /** Prefix of the limit counters in Redis, so environments can share one Redis. */
  redisPrefix: string;
}

/**
 * The client address is the right-most X-Forwarded-For entry not added by a trusted proxy, so a
 * client cannot pass for another by writing its own header (decision 049). `false`: no proxy, the
 * socket's address. A number: that many hops in front of the server are proxies (right for a
 * server only a proxy can reach). A list: the proxies' addresses or CIDR ranges (also
 * `loopback`, `linklocal`, `uniquelocal`); the safer choice when clients can reach it directly.
 */
export type TrustProxy = false | number | readonly string[];

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A v4 mask written as an address (10.0.0.0/255.0.0.0) is accepted by proxy-addr too.
  if (family === 4 && isIP(bits) === 4) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Unset, `false` or `0`: trust nothing. `true` is refused: it would believe any header. */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client writes. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    );
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0)
    throw new Error(`TRUST_PROXY: not a number of proxies nor proxy addresses or CIDR ranges: ${bad.join(', ')}`);
  return entries;
}

/**
 * Every setting from the environment, parsed by the schema (server/config-schema.ts). A bad value
 * throws one line naming the variable; server/main.ts prints it and exits 1.
 */
/** The pino levels LOG_LEVEL accepts (server/config-schema.ts). */
export type LogLevel = Env['LOG_LEVEL'];

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = parseEnv(env);
  const seedDemo = e.SEED_DEMO ?? e.NODE_ENV !== 'production';
  const production = e.NODE_ENV === 'production' || !seedDemo;
  assertProductionSafe(e, production);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    staticDir: resolve(e.STATIC_DIR),
    publicUrl: e.PUBLIC_URL ? httpUrl('PUBLIC_URL', e.PUBLIC_URL, ['http:', 'https:']) : undefined,
    seedDemo,
    production,
    skipBuild: e.SKIP_BUILD,
    verbose: e.VERBOSE,
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sandboxWorkers: e.SANDBOX_WORKERS,
    limits: {
      // Above the create bench (one merchant from one address, at most about 1,000 a second on 2 cores) with room.
      createPerMinute: e.RATE_LIMIT_CREATE_PER_MINUTE,
      badSignPerMinute: e.RATE_LIMIT_BAD_SIGN_PER_MINUTE,
      redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
    },
    // Parsed here so a mistyped range stops the start instead of silently allowing nothing.
    outboundAllow: [...parseAllowList(e.OUTBOUND_ALLOW).entries],
    cspConnectExtra: originList('CSP_CONNECT_EXTRA', e.CSP_CONNECT_EXTRA),
    gatewaySecretKey: secretKeyFrom(e.GATEWAY_SECRET_KEY),
    telegram: {
      apiRoot: httpUrl('TELEGRAM_API_ROOT', e.TELEGRAM_API_ROOT, ['http:', 'https:']),
      webhookUrl: e.BOT_WEBHOOK_URL ? httpUrl('BOT_WEBHOOK_URL', e.BOT_WEBHOOK_URL, ['https:']) : undefined,
    },
  };
}

/**
 * A production start must not run on keys anyone can read: the built-in demo key of the
 * receiving accounts' banking passwords, or a secret copied from .env.example.
 */
function assertProductionSafe(e: Env, production: boolean): void {
  if (e.NODE_ENV === 'production' && e.SEED_DEMO === true) {
    throw new ConfigError(
      'SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts have published passwords',
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)',
    );
  }
  if (!production) return;
  const why = '(production: NODE_ENV=production or SEED_DEMO=false)';
  if (e.RESOURCE_SECRET_KEY === undefined) {
    throw new ConfigError(
      `RESOURCE_SECRET_KEY must be set ${why}: 64 hex digits from openssl rand -hex 32; the built-in demo key is public`,
    );
  }
  if (e.RESOURCE_SECRET_KEY.toLowerCase() === demoResourceKeyHex) {
    throw new ConfigError(`RESOURCE_SECRET_KEY is the public demo key, refused ${why}: openssl rand -hex 32`);
  }
  for (const name of envNames) {
    const doc = settingDoc(name);
    if (doc.secret && env(e, name) === doc.example) {
      throw new ConfigError(`${name} is the example of .env.example, refused ${why}: generate your own`);
    }
  }
}

const env = (e: Env, name: keyof Env): string | undefined => {
  const value = e[name];
  return typeof value === 'string' ? value : undefined;
};

/** The key server/modules/receiving-accounts/secrets.ts falls back to outside production. */
export const demoResourceKeyHex = createHash('sha256').update('payhub-demo-resource-secret').digest('hex');

/** 32 bytes as 64 hex digits or base64; anything else stops the start (a weak key must not be used quietly). */
export function secretKeyFrom(value: string | undefined): Buffer | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(text)) {
    const key = Buffer.from(text, 'base64');
    if (key.length === 32) return key;
  }
  throw new Error('GATEWAY_SECRET_KEY must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -hex 32)');
}

/** A URL the server calls or publishes, checked at start so a typo does not leave the bot silent. */
function httpUrl(name: string, value: string, protocols: readonly string[]): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !protocols.includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(
      `${name}: "${value}" is not a ${protocols.join(' or ')} URL without credentials, query or fragment`,
    );
  }
  return url.toString().replace(/\/$/, '');
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
