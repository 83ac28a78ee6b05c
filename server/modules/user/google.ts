import { Secret, TOTP } from 'otpauth';

const ISSUER = 'PayHub';

function totp(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newGoogleSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

const PERIOD_MS = 30_000;

/** The 30-second time step a code belongs to at `now`. */
export const googleTimeStep = (now: Date): number => Math.floor(now.getTime() / PERIOD_MS);

/**
 * The time step of a right code, or null: the current step and the ones just before and after it
 * are accepted (clock drift of a phone). Whether it was used already is consumeGoogleCode's job.
 */
export function googleCodeStep(secret: string, account: string, code: string, now: Date): number | null {
  const delta = totp(secret, account).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : googleTimeStep(now) + delta;
}

export function googleCodeAt(secret: string, now: Date): string {
  return totp(secret, '').generate({ timestamp: now.getTime() });
}
