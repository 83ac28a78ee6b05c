import { TOTP } from 'otpauth';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { demoMerchantKeys } from '../../server/seed/demo-users.ts';

/**
 * The demo accounts of the README, one per role. Each worker signs every one in on its own server
 * (`sessions` in e2e/support/fixtures.ts). Tests that sign out or end sessions must sign in on their
 * own instead: ending the worker's session would sign out every later test of that worker.
 */
export const demoPassword = 'Demo1234';
export const accounts = [
  'superadmin',
  'admin0001',
  'admin0002',
  'service001',
  'techmaint1',
  'techsupport1',
  'supplier01',
  'agent0001',
  'merchant01',
] as const;
export type DemoAccount = (typeof accounts)[number];

/** merchant01's API key (MD5), as the README documents it: the API test page signs with it. */
export const merchant01Key = demoMerchantKeys.merchant01!;

/** The current Google code of admin0002, waiting out the last 3 s of a window. */
export function googleCode(): string {
  const totp = new TOTP({ secret: demoGoogleSecret, algorithm: 'SHA1', digits: 6, period: 30 });
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  return left < 3 ? totp.generate({ timestamp: Date.now() + left * 1000 }) : totp.generate();
}
