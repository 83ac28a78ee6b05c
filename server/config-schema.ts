import { z } from 'zod';

/**
 * Every environment variable the server, its scripts and `npm start` read, declared once
 * (docs/configuration.md and .env.example are generated from this list by `npm run config:docs`;
 * tests/server/config-schema.test.ts fails when code reads a variable that is not here).
 *
 * Values are parsed at start: a bad one stops the server with the variable's name and what it
 * expects. Settings whose checks need more than a type (TRUST_PROXY, OUTBOUND_ALLOW, the keys) are
 * parsed further by server/config.ts, whose messages name the variable too.
 */
export interface SettingDoc {
  /** What the value must be, in words: shown in the reference and in the refusal. */
  type: string;
  description: string;
  example: string;
  /** Shown instead of the schema's default when it depends on another variable. */
  defaultText?: string;
  /** A key or token: its example must never be used for real (refused in production). */
  secret?: boolean;
  /** Section of the reference. */
  group: 'Server' | 'Database' | 'Security' | 'Limits' | 'Integrations' | 'Operations';
}

const settingDocs = new WeakMap<z.ZodType, SettingDoc>();
const setting = <T extends z.ZodType>(schema: T, doc: SettingDoc): T => {
  settingDocs.set(schema, doc);
  return schema;
};

const flag = () => z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const hex64 = () => z.string().regex(/^[0-9a-fA-F]{64}$/);

const shape = {
  NODE_ENV: setting(z.enum(['development', 'production', 'test']).optional(), {
    group: 'Server',
    type: 'development, production or test',
    description:
      'production: no demo data (SEED_DEMO defaults to false and true is refused), and the start refuses demo keys and examples of secrets.',
    example: 'production',
  }),
  PORT: setting(int(1, 65535).default(8080), {
    group: 'Server',
    type: 'port number (1-65535)',
    description: 'Port of the app and the API.',
    example: '8080',
  }),
  HOST: setting(z.string().default('0.0.0.0'), {
    group: 'Server',
    type: 'address',
    description: 'Address the server listens on.',
    example: '0.0.0.0',
  }),
  PUBLIC_URL: setting(z.string().optional(), {
    group: 'Server',
    type: 'http(s) URL',
    description:
      'The address payers and merchants reach this site at: the payUrl of an order is its checkout page here (decision 113). Unset: the ApiUrl setting, else http://localhost:PORT. Never taken from a request.',
    example: 'https://pay.example.com',
  }),
  STATIC_DIR: setting(z.string().default('./dist'), {
    group: 'Server',
    type: 'folder',
    description: 'Folder of the built PWA served at /.',
    example: './dist',
  }),
  SKIP_BUILD: setting(flag().default(false), {
    group: 'Server',
    type: 'true or false',
    description: '`npm start` builds the PWA when STATIC_DIR has no index.html; true skips that (npm run dev, tests).',
    example: 'false',
  }),
  VERBOSE: setting(flag().default(false), {
    group: 'Server',
    type: 'true or false',
    description:
      "`npm start` prints one line a start step; true (or 1) also shows what the steps' tools print (the build's bundle tables).",
    example: 'false',
  }),
  SEED_DEMO: setting(flag().optional(), {
    group: 'Server',
    type: 'true or false',
    defaultText: 'true; false when NODE_ENV=production',
    description:
      'Seed the demo data set into an empty database and print the demo accounts. false is a production start: no demo accounts, `npm run admin:create` makes the first superAdmin, demo keys are refused.',
    example: 'false',
  }),
  LOG_LEVEL: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'), {
    group: 'Operations',
    type: 'fatal, error, warn, info, debug, trace or silent',
    description: 'Level of the JSON logs (pino) on stdout; silent turns them off.',
    example: 'info',
  }),
  METRICS_PORT: setting(int(1, 65535).optional(), {
    group: 'Operations',
    type: 'port number (1-65535)',
    description: 'Serve the Prometheus metrics on this port instead of the public one (/metrics there).',
    example: '9464',
  }),
  METRICS_TOKEN: setting(z.string().min(16).optional(), {
    group: 'Operations',
    type: 'text of 16 characters or more',
    description: '/metrics on the public port answers only with `Authorization: Bearer <token>`.',
    example: 'change-me-metrics-token',
    secret: true,
  }),
  SANDBOX_WORKERS: setting(int(1, 16).default(2), {
    group: 'Operations',
    type: 'integer (1-16)',
    description:
      "Worker threads running pay scripts. A product's runs stay on one worker, so a slow script delays only its own product's orders while the others use the rest.",
    example: '2',
  }),
  SHUTDOWN_GRACE_MS: setting(int(0, 600_000).default(10_000), {
    group: 'Operations',
    type: 'milliseconds (0-600000)',
    description: 'On SIGTERM, how long requests in flight may finish before the server exits.',
    example: '10000',
  }),
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/)
      .optional(),
    {
      group: 'Database',
      type: 'postgres:// URL',
      description: 'PostgreSQL to use; unset: the embedded PGlite in DATA_DIR.',
      example: 'postgres://backoffice:secret@127.0.0.1:5432/backoffice',
    },
  ),
  DATA_DIR: setting(z.string().default('./data'), {
    group: 'Database',
    type: 'folder',
    description:
      'PGlite data folder (when DATABASE_URL is unset) and the generated gateway key. Back it up with `npm run backup`, never by copying it while the server runs.',
    example: './data',
  }),
  REDIS_URL: setting(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/)
      .optional(),
    {
      group: 'Database',
      type: 'redis:// or rediss:// URL',
      description: 'Redis shared by several instances (live events, tickets, limits); unset: one instance, in memory.',
      example: 'redis://127.0.0.1:6379',
    },
  ),
  TRUST_PROXY: setting(z.string().optional(), {
    group: 'Security',
    type: 'number of proxies, or their addresses/CIDR ranges (comma-separated)',
    description:
      'Which proxies’ X-Forwarded-For is believed. Unset, false or 0: none (the socket address). true is refused.',
    example: '1',
  }),
  CSP_CONNECT_EXTRA: setting(z.string().optional(), {
    group: 'Security',
    type: 'origins, separated by spaces or commas',
    description: 'Origins the app may call besides its own (Content-Security-Policy connect-src).',
    example: 'https://api.example.com wss://api.example.com',
  }),
  OUTBOUND_ALLOW: setting(z.string().optional(), {
    group: 'Security',
    type: 'CIDR ranges, comma-separated',
    description:
      'Private or reserved ranges callbacks, pushes and hooks may still reach (a merchant server on your own network). Empty: none.',
    example: '10.0.5.0/24',
  }),
  RESOURCE_SECRET_KEY: setting(hex64().optional(), {
    group: 'Security',
    type: '64 hex digits (openssl rand -hex 32)',
    defaultText: 'a fixed demo key; refused in production',
    description:
      'AES-256-GCM key of the receiving accounts’ online-banking passwords. Required in production; keep it with the backups.',
    example: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    secret: true,
  }),
  GATEWAY_SECRET_KEY: setting(z.string().optional(), {
    group: 'Security',
    type: '32 bytes: 64 hex digits or 44 base64 characters',
    defaultText: 'generated once into DATA_DIR/gateway-secret.key',
    description: 'AES-256-GCM key of the payout gateways’ credentials. Set it when several instances share a database.',
    example: 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
    secret: true,
  }),
  RATE_LIMIT_CREATE_PER_MINUTE: setting(int(1, 100_000_000).default(120_000), {
    group: 'Limits',
    type: 'whole number above 0',
    description: 'Signed creates (orders, payouts: each its own budget) per merchant and per client address a minute.',
    example: '120000',
  }),
  RATE_LIMIT_BAD_SIGN_PER_MINUTE: setting(int(1, 100_000_000).default(30), {
    group: 'Limits',
    type: 'whole number above 0',
    description:
      'Wrong signatures or unknown signers from one address a minute before it gets 429 on every signed call.',
    example: '30',
  }),
  RATE_LIMIT_REDIS_PREFIX: setting(z.string().default('bo:limits:'), {
    group: 'Limits',
    type: 'text',
    description: 'Prefix of the limit counters in Redis, so environments can share one Redis.',
    example: 'bo:limits:',
  }),
  TELEGRAM_API_ROOT: setting(z.string().default('https://api.telegram.org'), {
    group: 'Integrations',
    type: 'http(s) URL',
    description: 'The Telegram Bot API server (a local one, or a test’s fake).',
    example: 'https://api.telegram.org',
  }),
  BOT_WEBHOOK_URL: setting(z.string().optional(), {
    group: 'Integrations',
    type: 'https URL',
    description:
      'Public HTTPS address Telegram posts updates to, ending in /telegram/webhook as the proxy maps it. Unset: long polling.',
    example: 'https://bo.example.com/telegram/webhook',
  }),
  VAPID_PUBLIC_KEY: setting(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/)
      .optional(),
    {
      group: 'Integrations',
      type: 'base64url VAPID public key (npx web-push generate-vapid-keys)',
      defaultText: 'a pair generated on first start, kept in the database',
      description: 'Web push key pair, with VAPID_PRIVATE_KEY; both or neither.',
      example: 'BExamplePublicKeyExamplePublicKeyExamplePublicKeyExamplePublicKeyExamplePublicKey000000',
    },
  ),
  VAPID_PRIVATE_KEY: setting(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
    {
      group: 'Integrations',
      type: 'base64url VAPID private key',
      defaultText: 'see VAPID_PUBLIC_KEY',
      description: 'Web push private key, with VAPID_PUBLIC_KEY.',
      example: 'ExamplePrivateKeyExamplePrivateKeyExample00',
      secret: true,
    },
  ),
  VAPID_SUBJECT: setting(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .default('mailto:ops@back-office.invalid'),
    {
      group: 'Integrations',
      type: 'mailto: or https: URL',
      description: 'The contact push services see (RFC 8292).',
      example: 'mailto:ops@example.com',
    },
  ),
};

export const envSchema = z.object(shape);
export type EnvName = keyof typeof shape;
export type Env = z.infer<typeof envSchema>;

export const envNames = Object.keys(shape) as EnvName[];

export function settingDoc(name: EnvName): SettingDoc {
  const doc = settingDocs.get(shape[name]);
  if (!doc) throw new Error(`${name} has no documentation`);
  return doc;
}

/** The default as the reference shows it ('' when there is none). */
export function defaultText(name: EnvName): string {
  const doc = settingDoc(name);
  if (doc.defaultText) return doc.defaultText;
  const parsed = shape[name].safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : '';
}

/** A refused setting: one line that names the variable and what it expects. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Unset and empty are the same (a compose file often passes `VAR=`). */
const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function refusal(name: EnvName, value: string | undefined): ConfigError {
  // A secret's value is not repeated into logs.
  const shown = settingDoc(name).secret ? 'the value given' : `"${value}"`;
  return new ConfigError(`${name} must be ${settingDoc(name).type}, not ${shown}`);
}

/** Every declared variable, parsed; the first bad one throws a ConfigError. */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const input = Object.fromEntries(envNames.map((n) => [n, present(env[n])]));
  const parsed = envSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path[0] as EnvName;
  throw refusal(name, input[name]);
}

/** One variable, parsed alone: for code that reads its setting when it is used (server/modules/*). */
export function readSetting<N extends EnvName>(name: N, env: NodeJS.ProcessEnv = process.env): Env[N] {
  const value = present(env[name]);
  const parsed = shape[name].safeParse(value);
  if (!parsed.success) throw refusal(name, value);
  return parsed.data as Env[N];
}
