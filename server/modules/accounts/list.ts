import { and, eq, ilike, ne, type SQL } from 'drizzle-orm';
import {
  Code,
  signTypeOf,
  type AccountRow,
  type AccountState,
  type CallParsed,
  type ManagedRole,
  type Page,
  type SubAccountRow,
  type accountCalls,
} from '../../../src/contract/index.ts';
import { users } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import type { SignatureFailureSummary } from '../../http/signature-failures.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { isManagedRole, statusName } from './target.ts';
import { pageAccounts, subAccountCounts, subAccountsOf, userRole } from './repository.ts';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (m) => `\\${m}`);

const stateCondition: Record<AccountState, SQL> = {
  normal: ne(users.status, 1),
  deleted: eq(users.status, 1),
  enabled: eq(users.status, 0),
  disabled: eq(users.status, 2),
};

/** Merchants or suppliers with their balances, newest first; the merchant key is never read here. */
export async function listAccounts(
  role: ManagedRole,
  input: CallParsed<typeof accountCalls.getMerchantList>,
  ctx: AuthedContext,
): Promise<Page<AccountRow>> {
  const where = and(
    eq(users.role, role),
    input.account ? ilike(users.account, `%${escapeLike(input.account)}%`) : undefined,
    input.nickname ? ilike(users.nickname, `%${escapeLike(input.nickname)}%`) : undefined,
    input.state ? stateCondition[input.state] : undefined,
  );
  const { rows, total } = await pageAccounts(ctx.db, where, input);
  const ids = rows.map((r) => r.user.id);
  const subs = await subAccountCounts(ctx.db, ids);
  // Counted where the limits are (Redis or memory), not in the database: server/http/signature-failures.ts.
  const failedSigns =
    role === 'merchant'
      ? await ctx.limits.signatureFailures.recent(ids, ctx.clock.now())
      : new Map<number, SignatureFailureSummary>();
  const list = rows.map(({ user: u, balance, frozen }): AccountRow => {
    const b = balance ?? 0;
    const f = frozen ?? 0;
    return {
      id: u.id,
      account: u.account,
      nickname: u.nickname,
      role,
      status: statusName(u.status),
      balance: b,
      availableBalance: b - f,
      frozenBalance: f,
      kycLowerLimit: u.kycLowerLimit,
      acceptOrders: u.acceptOrders,
      allowModify: u.allowModify,
      enableGoogleVerify: u.enableGoogleVerify,
      confirmBind: u.confirmBind,
      signType: signTypeOf(u.signType),
      hasKey: u.hasKey,
      parentId: u.parentId,
      subAccountCount: subs.find((s) => s.parentId === u.id)?.n ?? 0,
      lastLoginIp: u.lastLoginIp,
      lastLoginTime: u.lastLoginAt?.toISOString() ?? null,
      createTime: u.createdAt.toISOString(),
      failedSignCount: failedSigns.get(u.id)?.count ?? 0,
      lastFailedSignIp: failedSigns.get(u.id)?.lastIp ?? '',
      lastFailedSignTime: failedSigns.get(u.id)?.lastAt ?? null,
    };
  });
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

export const getMerchantList = (input: CallParsed<typeof accountCalls.getMerchantList>, ctx: AuthedContext) =>
  listAccounts('merchant', input, ctx);
export const getSupplierList = (input: CallParsed<typeof accountCalls.getSupplierList>, ctx: AuthedContext) =>
  listAccounts('supplier', input, ctx);

/** The owner's sub-accounts not deleted, oldest first. Readers of a list read its sub-accounts. */
export async function getSubAccounts(
  input: CallParsed<typeof accountCalls.getSubAccounts>,
  ctx: AuthedContext,
): Promise<SubAccountRow[]> {
  const owner = await userRole(ctx.db, input.userId);
  if (!owner) throw notFound('errors.userNotFound');
  if (!isManagedRole(owner.role)) throw new ApiError(Code.badRequest, 'errors.notManagedAccount');
  // technicalSupport reads suppliers only, like its list.
  if (ctx.auth.user.role === 'technicalSupport' && owner.role !== 'supplier') throw forbidden();
  const rows = await subAccountsOf(ctx.db, input.userId);
  return rows.map((u) => ({
    id: u.id,
    account: u.account,
    nickname: u.nickname,
    status: statusName(u.status),
    lastLoginTime: u.lastLoginAt?.toISOString() ?? null,
    createTime: u.createdAt.toISOString(),
  }));
}

export async function getAccountOptions(_input: unknown, ctx: AuthedContext) {
  const [canClear, relSupplier, relMerchant] = await Promise.all([
    settingValue(ctx.db, 'CanClearMerchantBalance'),
    settingValue(ctx.db, 'AutoCreateRelateSupplier'),
    settingValue(ctx.db, 'AutoCreateRelateMerchant'),
  ]);
  return {
    canClearMerchantBalance: canClear === true,
    autoCreateRelateSupplier: relSupplier === true,
    autoCreateRelateMerchant: relMerchant === true,
  };
}
