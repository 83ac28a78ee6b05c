import { createCipheriv, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, demoResourceKeyHex } from '../../server/config.ts';
import { envNames, envSchema, parseEnv, settingDoc } from '../../server/config-schema.ts';
import { decryptSecret, encryptSecret } from '../../server/modules/receiving-accounts/secrets.ts';
import { configurationFile, configurationMarkdown, envExample, envExampleFile } from '../../scripts/config-docs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const goodKey = 'a'.repeat(64);

/** Variables only tests or the CI script read: not settings of the server. */
const testOnly = new Set(['TEST_DATABASE_URL', 'CI']);

/** Names read as `process.env.NAME`, `process.env['NAME']` or `env.NAME` (an env object passed in). */
function envReads(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\])/g)) {
    names.add((m[1] ?? m[2])!);
  }
  return [...names];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.(ts|mts|mjs|js)$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('one configuration reference', () => {
  it('declares every variable that server/ and scripts/ read', () => {
    const undeclared: string[] = [];
    for (const file of [...sourceFiles(join(root, 'server')), ...sourceFiles(join(root, 'scripts'))]) {
      for (const name of envReads(readFileSync(file, 'utf8'))) {
        if (!(envNames as string[]).includes(name) && !testOnly.has(name)) {
          undeclared.push(`${relative(root, file)}: ${name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('the scan finds each way a variable is read', () => {
    expect(
      envReads("const a = process.env.NEW_SETTING; const b = process.env['OTHER_ONE']; f(env.THIRD);").sort(),
    ).toEqual(['NEW_SETTING', 'OTHER_ONE', 'THIRD']);
  });

  it('docs/configuration.md and .env.example are what npm run config:docs writes', () => {
    expect(readFileSync(configurationFile, 'utf8'), 'run npm run config:docs').toBe(configurationMarkdown());
    expect(readFileSync(envExampleFile, 'utf8'), 'run npm run config:docs').toBe(envExample());
  });

  it('lists every variable in both files, and every example is a value the schema accepts', () => {
    const md = configurationMarkdown();
    const example = envExample();
    for (const name of envNames) {
      expect(md).toContain(`| \`${name}\` |`);
      expect(example).toContain(`# ${name}=`);
      const parsed = envSchema.shape[name].safeParse(settingDoc(name).example);
      expect(parsed.success, name).toBe(true);
    }
  });

  it('refuses a bad value with the variable name and what it expects', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow('PORT must be port number (1-65535), not "eighty"');
    expect(() => parseEnv({ SEED_DEMO: 'no' })).toThrow(/^SEED_DEMO must be true or false/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/^DATABASE_URL must be postgres:\/\/ URL/);
    expect(() => parseEnv({ RATE_LIMIT_CREATE_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_CREATE_PER_MINUTE/);
    // A secret's value is not echoed.
    expect(() => parseEnv({ RESOURCE_SECRET_KEY: 'short-secret' })).toThrow(
      'RESOURCE_SECRET_KEY must be 64 hex digits (openssl rand -hex 32), not the value given',
    );
  });

  it('treats empty as unset and applies the defaults', () => {
    const config = configFromEnv({ PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.production).toBe(false);
  });

  it('refuses a malformed RESOURCE_SECRET_KEY in any mode, and never encrypts with the demo key instead', () => {
    expect(() => configFromEnv({ RESOURCE_SECRET_KEY: 'abc123' })).toThrow(/RESOURCE_SECRET_KEY/);
    vi.stubEnv('RESOURCE_SECRET_KEY', 'abc123');
    expect(() => encryptSecret('Bank#Pass1')).toThrow(/RESOURCE_SECRET_KEY/);
  });

  it('encrypts with RESOURCE_SECRET_KEY when it is set: another key cannot read it', () => {
    vi.stubEnv('RESOURCE_SECRET_KEY', goodKey);
    const stored = encryptSecret('Bank#Pass1');
    expect(stored.startsWith('v2.')).toBe(true);
    expect(decryptSecret(stored)).toBe('Bank#Pass1');
    // A password stored before decision 111 (v1, no associated data) is still read.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(goodKey, 'hex'), iv);
    const body = Buffer.concat([cipher.update('Old#Pass1', 'utf8'), cipher.final()]);
    const old = ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url')));
    expect(decryptSecret(old.join('.'))).toBe('Old#Pass1');
    vi.stubEnv('RESOURCE_SECRET_KEY', 'b'.repeat(64));
    expect(() => decryptSecret(stored)).toThrow();
  });
});

describe('production start', () => {
  it('NODE_ENV=production turns the demo data off and refuses SEED_DEMO=true', () => {
    const config = configFromEnv({ NODE_ENV: 'production', RESOURCE_SECRET_KEY: goodKey });
    expect(config.seedDemo).toBe(false);
    expect(config.production).toBe(true);
    expect(() => configFromEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', RESOURCE_SECRET_KEY: goodKey })).toThrow(
      /SEED_DEMO=true is refused with NODE_ENV=production/,
    );
  });

  it('SEED_DEMO=false requires RESOURCE_SECRET_KEY and refuses the demo key', () => {
    expect(() => configFromEnv({ SEED_DEMO: 'false' })).toThrow(/^RESOURCE_SECRET_KEY must be set \(production/);
    expect(() => configFromEnv({ SEED_DEMO: 'false', RESOURCE_SECRET_KEY: demoResourceKeyHex })).toThrow(
      /RESOURCE_SECRET_KEY is the public demo key/,
    );
    expect(configFromEnv({ SEED_DEMO: 'false', RESOURCE_SECRET_KEY: goodKey }).production).toBe(true);
  });

  it('refuses the .env.example value of every secret in production, and accepts it in a demo start', () => {
    const secrets = envNames.filter((n) => settingDoc(n).secret);
    expect(secrets).toEqual(
      expect.arrayContaining(['RESOURCE_SECRET_KEY', 'GATEWAY_SECRET_KEY', 'METRICS_TOKEN', 'VAPID_PRIVATE_KEY']),
    );
    const vapidPair = { VAPID_PUBLIC_KEY: settingDoc('VAPID_PUBLIC_KEY').example };
    for (const name of secrets) {
      const env = {
        RESOURCE_SECRET_KEY: goodKey,
        ...(name === 'VAPID_PRIVATE_KEY' ? vapidPair : {}),
        [name]: settingDoc(name).example,
      };
      expect(() => configFromEnv({ ...env, SEED_DEMO: 'false' }), name).toThrow(
        new RegExp(`^${name} is the example of .env.example`),
      );
      expect(() => configFromEnv(env), name).not.toThrow();
    }
  });

  it('the server exits 1 with one line naming the bad variable', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', SKIP_BUILD: 'true' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe('PORT must be port number (1-65535), not "eighty"');
  });
});
