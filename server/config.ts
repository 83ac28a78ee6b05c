import { isIP } from 'node:net';
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
   * (docs/decisions.md "Payment gateways").
   */
  gatewaySecretKey: Buffer | undefined;
  /** The Telegram bot (issue 17): where the Bot API is, and how updates arrive. */
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

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

function logLevelFrom(value: string | undefined): LogLevel {
  const text = (value ?? '').trim() || 'info';
  const level = logLevels.find((l) => l === text);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${text}"`);
  return level;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return n;
}

/**
 * The client address is the right-most X-Forwarded-For entry not added by a trusted proxy, so a
 * client cannot pass for another by writing its own header (issue 14). `false`: no proxy, the
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

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    redisUrl: env.REDIS_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    metricsPort: env.METRICS_PORT ? positiveInt(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    limits: {
      // Above the create bench (one merchant from one address, at most about 1,000 a second on 2 cores) with room.
      createPerMinute: positiveInt(env.RATE_LIMIT_CREATE_PER_MINUTE, 120_000, 'RATE_LIMIT_CREATE_PER_MINUTE'),
      badSignPerMinute: positiveInt(env.RATE_LIMIT_BAD_SIGN_PER_MINUTE, 30, 'RATE_LIMIT_BAD_SIGN_PER_MINUTE'),
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'bo:limits:',
    },
    // Parsed here so a mistyped range stops the start instead of silently allowing nothing.
    outboundAllow: [...parseAllowList(env.OUTBOUND_ALLOW).entries],
    cspConnectExtra: originList('CSP_CONNECT_EXTRA', env.CSP_CONNECT_EXTRA),
    gatewaySecretKey: secretKeyFrom(env.GATEWAY_SECRET_KEY),
    telegram: {
      apiRoot: httpUrl('TELEGRAM_API_ROOT', env.TELEGRAM_API_ROOT || 'https://api.telegram.org', ['http:', 'https:']),
      webhookUrl: env.BOT_WEBHOOK_URL ? httpUrl('BOT_WEBHOOK_URL', env.BOT_WEBHOOK_URL, ['https:']) : undefined,
    },
  };
}

/** A guessable token would open the figures to anyone who can reach the port. */
function metricsTokenFrom(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  if (text.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (openssl rand -hex 16)');
  return text;
}

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
