import { Code, constants } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import {
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailure,
  loginFailuresSince,
} from './repository.ts';

/**
 * Failed sign-ins are counted per account and IP in the database, so every server instance sees
 * the same count; after `loginMaxFailures` inside the window the pair must wait.
 */
export async function assertNotLockedOut(db: DbOrTx, account: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - constants.loginFailureWindowMs);
  const row = await loginFailuresSince(db, account, ip, since);
  if (!row || row.n < constants.loginMaxFailures) return;
  const first = row.first ? new Date(row.first) : now;
  const waitMs = first.getTime() + constants.loginFailureWindowMs - now.getTime();
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new ApiError(Code.tooManyAttempts, 'errors.tooManyAttempts', { minutes }, { retryAfterMinutes: minutes });
}

export async function recordFailure(db: DbOrTx, account: string, ip: string, now: Date): Promise<void> {
  await insertLoginFailure(db, account, ip, now);
  // Old rows are of no use to the count; trimming here keeps the table small without a job.
  const old = new Date(now.getTime() - 2 * constants.loginFailureWindowMs);
  await deleteLoginFailuresBefore(db, old);
}

export async function clearFailures(db: DbOrTx, account: string, ip: string): Promise<void> {
  await deleteLoginFailures(db, account, ip);
}
