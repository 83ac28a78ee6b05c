import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretKeyFrom } from '../../../server/config.ts';
import { keyIdOf, secretBox } from '../../../server/lib/secret-box.ts';
import { gatewayKey } from '../../../server/modules/pay-gateways/gateway-key.ts';

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
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() =>
      box.open('pay_gateways.key_secret', [...parts.slice(0, 4), body.toString('base64url')].join('.')),
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

/** What the two modules wrote before decision 111: `v1.<iv>.<tag>.<ciphertext>`, with or without AAD. */
function legacyV1(key: Buffer, plain: string, aad: string | null): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (aad !== null) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

describe('one secret box with a key id (decision 111)', () => {
  const key = randomBytes(32);

  it('seals as v2 with the id of its key and the purpose as associated data', () => {
    const sealed = secretBox(key).seal('resources.banking_password', 'Bank#Pass1');
    const [version, id] = sealed.split('.');
    expect([version, id]).toEqual(['v2', keyIdOf(key)]);
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{8}$/);
    expect(secretBox(key, 'noAad').open('resources.banking_password', sealed)).toBe('Bank#Pass1');
    expect(() => secretBox(key, 'noAad').open('pay_gateways.key_id', sealed)).toThrow();
    // Another key says which key the value needs instead of failing blind.
    const other = secretBox(randomBytes(32));
    expect(() => other.open('resources.banking_password', sealed)).toThrow(new RegExp(keyIdOf(key)));
  });

  it('still reads what was written before: gateway values with AAD, banking passwords without', () => {
    const gateway = legacyV1(key, 'fake-key-secret-0001', 'pay_gateways.key_secret');
    expect(secretBox(key, 'purposeAsAad').open('pay_gateways.key_secret', gateway)).toBe('fake-key-secret-0001');
    expect(() => secretBox(key, 'purposeAsAad').open('pay_gateways.key_id', gateway)).toThrow();
    const banking = legacyV1(key, 'Bank#Pass1', null);
    expect(secretBox(key, 'noAad').open('resources.banking_password', banking)).toBe('Bank#Pass1');
    expect(() => secretBox(key, 'purposeAsAad').open('resources.banking_password', banking)).toThrow();
  });

  it('refuses a key that is not 32 bytes and a value that is not sealed', () => {
    expect(() => secretBox(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => secretBox(Buffer.alloc(0))).toThrow(/32 bytes/);
    expect(() => secretBox(key).open('x', 'plain text')).toThrow(/Not a sealed secret/);
  });
});
