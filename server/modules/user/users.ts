import type { DbOrTx } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import * as repository from './repository.ts';
import type { UserRow } from './repository.ts';

// The user lookups and changes other modules make (accounts, admin and agents manage accounts; live
// looks one up for its diagnostics). They go through these so the repository stays this module's own.

export type { UserRow };

export function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return repository.findUserById(db, id);
}

export function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  return repository.findUserByAccount(db, account);
}

export function updateUser(db: DbOrTx, id: number, patch: Partial<typeof users.$inferInsert>): Promise<void> {
  return repository.updateUser(db, id, patch);
}

/** What an audit record may show of a user: never hashes or secrets. */
export function auditView(u: UserRow) {
  return {
    account: u.account,
    nickname: u.nickname,
    role: u.role,
    status: u.status,
    enableGoogleVerify: u.enableGoogleVerify,
    confirmBind: u.confirmBind,
    allowModify: u.allowModify,
  };
}
