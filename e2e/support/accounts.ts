import { Secret, TOTP } from 'otpauth';
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

/**
 * 30-second steps whose code this worker has handed out, per person: the server spends a step per
 * user whatever the key (decision 048), so a user binding a new key needs a fresh step too,
 * while two people may type codes of the same step.
 */
const spent = new Map<string, Set<number>>();
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * A Google code of `secret` for a step `person` has not used on this worker's server yet. The
 * server accepts the previous, the current and the next step (±1 of drift), so a person has three
 * codes at any moment, the oldest first; only when all three are spent does it wait for a fresh
 * step, as a person waits for the app's next code. A step whose code expires within 3 s is
 * skipped, as a code typed then may arrive late.
 */
export function unusedCodeOf(secret: string, person: string): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const used = spent.get(person) ?? new Set<number>();
  spent.set(person, used);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const lateInStep = 30_000 - (now % 30_000) < 3_000;
    // The previous step's code is accepted until the current step ends, the current one's until the next ends.
    const usable = lateInStep ? [step, step + 1] : [step - 1, step, step + 1];
    const free = usable.find((s) => !used.has(s));
    if (free !== undefined) {
      used.add(free);
      return totp.generate({ timestamp: free * 30_000 });
    }
    pause(30_000 - (now % 30_000) + 50);
  }
}

/** A code of the demo accounts' shared Google key that `person` has not used yet on this worker. */
export function googleCode(person: DemoAccount): string {
  return unusedCodeOf(demoGoogleSecret, person);
}
