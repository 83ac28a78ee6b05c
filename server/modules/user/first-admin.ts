import { eq } from 'drizzle-orm';
import { accountSchema, constants, passwordSchema } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { findUserByAccount } from './repository.ts';

/** Whether any superAdmin that can sign in exists: a production start says how to make one when not. */
export async function hasSuperAdmin(db: Db): Promise<boolean> {
  const rows = await db.select({ status: users.status }).from(users).where(eq(users.role, 'superAdmin'));
  return rows.some((r) => r.status === 0);
}

/** Why an account name or password is refused, in the words of the app's own rules (src/contract/validation.ts). */
const ruleText: Record<string, string> = {
  'validation.required': 'is required',
  'validation.account.format': `must be ${constants.accountMin} to ${constants.accountMax} letters and digits`,
  'validation.password.format': 'must be 8 to 64 characters with at least one letter and one digit',
};

export class FirstAdminRefused extends Error {
  override name = 'FirstAdminRefused';
}

/**
 * A superAdmin made from the command line (`npm run admin:create`, docs/operations.md "Production
 * start and the first administrator"). Google verification is on with no key bound, so the first sign-in answers
 * with the binding step (server/modules/user/login.ts): no session exists until a code of the new
 * key is given, and nothing else can be called before.
 */
export async function createSuperAdmin(
  db: Db,
  input: { account: string; password: string; nickname?: string },
): Promise<{ id: number; account: string }> {
  const account = accountSchema.safeParse(input.account);
  if (!account.success)
    throw new FirstAdminRefused(`account ${ruleText[account.error.issues[0]!.message] ?? 'is not valid'}`);
  const password = passwordSchema.safeParse(input.password);
  if (!password.success)
    throw new FirstAdminRefused(`password ${ruleText[password.error.issues[0]!.message] ?? 'is not valid'}`);
  if (await findUserByAccount(db, account.data)) throw new FirstAdminRefused(`account ${account.data} already exists`);
  const [row] = await db
    .insert(users)
    .values({
      account: account.data,
      nickname: input.nickname?.trim() || account.data,
      passwordHash: await hashPassword(password.data),
      role: 'superAdmin',
      enableGoogleVerify: true,
      confirmBind: false,
      googleSecret: null,
    })
    .returning({ id: users.id, account: users.account });
  return row!;
}
