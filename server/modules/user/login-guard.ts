import { constants, Code } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import {
  accountFailuresSince,
  addressFailuresSince,
  deleteAccountFailures,
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailure,
} from './repository.ts';

const refuse = (waitMs: number): never => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw new ApiError(
    Code.tooManyAttempts,
    'errors.tooManyAttempts',
    { minutes },
    { retryAfterMinutes: minutes, retryAfterSeconds: seconds },
  );
};

/** How long after the last failure the account's next try waits: 0 for the first five, then 15 s doubling to 15 min. */
export function accountDelayMs(failures: number): number {
  if (failures < constants.loginFreeFailures) return 0;
  return Math.min(
    constants.loginDelayBaseMs * 2 ** (failures - constants.loginFreeFailures),
    constants.loginDelayMaxMs,
  );
}

/**
 * Failed sign-ins are counted in the database, so every instance sees the same count (decision
 * 105). Two limits, both before the password is looked at:
 * - the address: past `loginAddressMaxFailures` failures of any accounts in its window it waits
 *   until the oldest of them leaves the window (a spray from one address);
 * - the account, from every address: each failure past the first five makes the next try wait
 *   longer (a spray from many addresses). A wait, never a lock: anyone can make the account slow,
 *   nobody can shut it. The address the account last signed in from is not slowed by it, so the
 *   person at their usual desk is not held up by someone guessing elsewhere; that address still
 *   has its own limit.
 */
export async function assertSignInAllowed(
  db: DbOrTx,
  account: string,
  ip: string,
  now: Date,
  knownAddress: boolean,
): Promise<void> {
  const address = await addressFailuresSince(db, ip, new Date(now.getTime() - constants.loginAddressWindowMs));
  if (address && address.n >= constants.loginAddressMaxFailures && address.first)
    refuse(new Date(address.first).getTime() + constants.loginAddressWindowMs - now.getTime());
  if (knownAddress) return;
  const row = await accountFailuresSince(db, account, new Date(now.getTime() - constants.loginFailureWindowMs));
  if (!row?.last) return;
  const waitMs = new Date(row.last).getTime() + accountDelayMs(row.n) - now.getTime();
  if (waitMs > 0) refuse(waitMs);
}

export async function recordFailure(db: DbOrTx, account: string, ip: string, now: Date): Promise<void> {
  await insertLoginFailure(db, account, ip, now);
  // Old rows are of no use to the count; trimming here keeps the table small without a job.
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - constants.loginFailureWindowMs));
}

/** A sign-in succeeded from this address: its failures go, those from other addresses stay counted. */
export async function clearFailures(db: DbOrTx, account: string, ip: string): Promise<void> {
  await deleteLoginFailures(db, account, ip);
}

/** An operator lifts the account's waits (staff accounts and accounts pages). */
export async function clearAccountFailures(db: DbOrTx, account: string): Promise<void> {
  await deleteAccountFailures(db, account);
}
