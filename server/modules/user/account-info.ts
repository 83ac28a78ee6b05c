import { and, eq } from 'drizzle-orm';
import {
  isRole,
  type Balances,
  type CallParsed,
  type UserInfo,
  type UserOption,
  userCalls,
} from '../../../src/contract/index.ts';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext, AuthUser } from '../../http/context.ts';
import { sessionExpired } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { balanceTotals, findUserById, selfOrTeam, unboundUserOptions, userOptions } from './repository.ts';

export async function getInfo(ctx: AuthedContext): Promise<UserInfo> {
  const user = await findUserById(ctx.db, ctx.auth.user.id);
  if (!user || !isRole(user.role)) throw sessionExpired();
  return {
    name: user.nickname,
    user_id: user.id,
    access: [user.role],
    showLogo: Boolean(await settingValue(ctx.db, 'ShowLogo')),
    systemFlag: String(await settingValue(ctx.db, 'SysFlag')),
    enableGoogleVerify: user.enableGoogleVerify,
    // The secret is only of use while binding; once confirmed it never leaves the server again.
    googleSecret: user.enableGoogleVerify && !user.confirmBind ? (user.googleSecret ?? '') : '',
    confirmBind: user.confirmBind,
    account: user.account,
  };
}

const toOption = (u: { id: number; nickname: string; account: string }): UserOption => ({
  value: u.id,
  label: u.nickname,
  account: u.account,
});

export async function getUserOptions(input: CallParsed<typeof userCalls.getUserOptions>, ctx: AuthedContext) {
  const where = and(
    input.role ? eq(users.role, input.role) : undefined,
    input.includeDeleted ? undefined : eq(users.status, 0),
  );
  const rows = await userOptions(ctx.db, where);
  return rows.map(toOption);
}

/** Staff see every supplier (or only agents when asked); a supplier sees itself and its team. */
export async function getSupplierUserOptions(
  input: CallParsed<typeof userCalls.getSupplierUserOptions>,
  ctx: AuthedContext,
) {
  const base = and(eq(users.role, 'supplier'), eq(users.status, 0));
  let where = input.isGetAllAgentSupplier ? and(base, eq(users.isAgent, true)) : base;
  if (ctx.auth.user.role === 'supplier') {
    const me = ctx.auth.user.id;
    where = and(base, ctx.auth.user.isAgent ? selfOrTeam(me) : eq(users.id, me));
  }
  const rows = await userOptions(ctx.db, where);
  return rows.map(toOption);
}

/** Users of a role that no other account has bound yet: the choices of a bind dialog. */
export async function getUnusedUserOptions(
  input: CallParsed<typeof userCalls.getUnusedUserOptions>,
  ctx: AuthedContext,
) {
  const rows = await unboundUserOptions(ctx.db, input.role, ctx.auth.user.id);
  return rows.map(toOption);
}

/** Merchants and suppliers get their own figures; staff get the platform's total. */
export async function getTotalBalance(ctx: AuthedContext): Promise<Balances> {
  return balancesOf(ctx.db, ctx.auth.user);
}

/** The balances getTotalBalance answers `user`; the Telegram bot answers a group's owner with it. */
export async function balancesOf(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'>): Promise<Balances> {
  const { role, id } = user;
  const own = role === 'merchant' || role === 'supplier';
  const row = await balanceTotals(db, own ? id : undefined);
  const balance = Number(row?.balance ?? 0);
  const frozenBalance = Number(row?.frozen ?? 0);
  // A supplier's unpaid orders hold part of its balance (decision 048): that part is not available,
  // and the screen shows it so the figures add up.
  const reservedBalance = Number(row?.reserved ?? 0);
  return { balance, frozenBalance, reservedBalance, availableBalance: balance - frozenBalance - reservedBalance };
}
