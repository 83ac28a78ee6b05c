import { Secret, TOTP } from 'otpauth';

const ISSUER = 'PayHub';

function totp(secret: string, account: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

export function newGoogleSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** Accepts the current code and the ones just before and after it (clock drift of a phone). */
export function checkGoogleCode(secret: string, account: string, code: string, now: Date): boolean {
  return totp(secret, account).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}

export function googleCodeAt(secret: string, now: Date): string {
  return totp(secret, '').generate({ timestamp: now.getTime() });
}
