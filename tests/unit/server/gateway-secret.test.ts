import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretKeyFrom } from '../../../server/config.ts';
import { gatewayKey, secretBox } from '../../../server/modules/pay-gateways/secret-box.ts';

describe('GATEWAY_SECRET_KEY', () => {
  it('takes 32 bytes as 64 hex digits or base64, and nothing when unset', () => {
    const key = randomBytes(32);
    expect(secretKeyFrom(key.toString('hex'))?.equals(key)).toBe(true);
    expect(secretKeyFrom(key.toString('base64'))?.equals(key)).toBe(true);
    expect(secretKeyFrom('')).toBeUndefined();
    expect(secretKeyFrom(undefined)).toBeUndefined();
  });

  it('refuses to start with a key of another size or spelling', () => {
    expect(() => secretKeyFrom(randomBytes(16).toString('hex'))).toThrow(/GATEWAY_SECRET_KEY/);
    expect(() => secretKeyFrom('correct horse battery staple')).toThrow(/GATEWAY_SECRET_KEY/);
  });
});

describe('gateway credentials at rest', () => {
  const box = secretBox(randomBytes(32));
  const dir = mkdtempSync(join(tmpdir(), 'gateway-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seals each value with a fresh IV and opens it again', () => {
    const a = box.seal('pay_gateways.key_secret', 'fake-key-secret-0001');
    const b = box.seal('pay_gateways.key_secret', 'fake-key-secret-0001');
    expect(a).not.toBe(b);
    expect(a).not.toContain('fake-key-secret');
    expect(box.open('pay_gateways.key_secret', a)).toBe('fake-key-secret-0001');
  });

  it('does not open a value moved into another column, changed, or sealed with another key', () => {
    const sealed = box.seal('pay_gateways.key_secret', 'fake-key-secret-0001');
    expect(() => box.open('pay_gateways.webhook_secret', sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() =>
      box.open('pay_gateways.key_secret', [...parts.slice(0, 3), body.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => secretBox(randomBytes(32)).open('pay_gateways.key_secret', sealed)).toThrow();
  });

  it('generates a key once into DATA_DIR when none is configured, readable by its owner only, and keeps using it', () => {
    const first = gatewayKey({ gatewaySecretKey: undefined, dataDir: dir });
    const file = join(dir, 'gateway-secret.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(gatewayKey({ gatewaySecretKey: undefined, dataDir: dir }).equals(first)).toBe(true);
    const configured = randomBytes(32);
    expect(gatewayKey({ gatewaySecretKey: configured, dataDir: dir }).equals(configured)).toBe(true);
  });
});
