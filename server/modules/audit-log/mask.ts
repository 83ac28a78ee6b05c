/**
 * The one rule for what an audit record must not keep: a value under a field whose name says it is
 * a credential (password, secret, key, token, session, Google/OTP code), at any depth. Booleans and
 * null stay, so "passwordChanged: true" or "hadKey: false" still tell what happened without the
 * value. Applied by the writer to every record, so no caller can forget it.
 */
const secretWords = new Set([
  'pass',
  'password',
  'passwd',
  'pwd',
  'secret',
  'key',
  'token',
  'session',
  'otp',
  'signature',
  'salt',
  'hash',
]);
const secretParts = ['password', 'secret', 'token', 'googlecode', 'privatekey', 'apikey'];

export const masked = '******';

/** By words of the name ("merchantKey", "bank_password"), so "keyword" or "monkey" are not secrets. */
export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  if (secretParts.some((p) => lower.includes(p))) return true;
  return name.split(/(?=[A-Z])|[_\-\s.]/).some((w) => secretWords.has(w.toLowerCase()));
}

export function maskSecrets(value: unknown, name = ''): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value ?? null;
  if (name !== '' && isSecretField(name)) return masked;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, maskSecrets(v, k)]),
    );
  }
  return value;
}
