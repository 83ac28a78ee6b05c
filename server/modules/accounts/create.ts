import {
  Code,
  constants,
  type CallParsed,
  type CreateAccountResult,
  type ManagedRole,
  type accountCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { addUser, deleteUser } from '../staff-accounts/index.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { insertConfirmedBinding, setParent } from './repository.ts';
import { managedAccount } from './target.ts';

type CreateInput = CallParsed<typeof accountCalls.createMerchant>;

/**
 * The account made beside a new one while AutoCreateRelateSupplier (for a merchant) or
 * AutoCreateRelateMerchant (for a supplier) is on: the same account name with 'S' (supplier) or
 * 'M' (merchant) appended, the same nickname and password (docs/decisions/022-merchants-and-suppliers.md).
 */
export const relatedAccountName = (account: string, relatedRole: ManagedRole) =>
  `${account}${relatedRole === 'supplier' ? 'S' : 'M'}`;

/**
 * Creates a merchant or supplier through admin's addUser (balance row, merchant key, audit,
 * duplicate check) and, when the config says so, its related account, all in one transaction:
 * either both exist afterwards or neither (addUser's own transaction becomes a savepoint).
 */
export async function createAccount(
  role: ManagedRole,
  input: CreateInput,
  ctx: AuthedContext,
): Promise<CreateAccountResult> {
  const relatedRole: ManagedRole = role === 'merchant' ? 'supplier' : 'merchant';
  const relate =
    (await settingValue(ctx.db, role === 'merchant' ? 'AutoCreateRelateSupplier' : 'AutoCreateRelateMerchant')) ===
    true;
  const relatedName = relatedAccountName(input.account, relatedRole);
  if (relate && relatedName.length > constants.accountMax)
    throw new ApiError(Code.badRequest, 'errors.relatedAccountTooLong', {}, { field: 'account' });
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { id } = await addUser({ ...input, access: role }, txCtx);
    if (!relate) return { id, related: null };
    const related = await addUser({ ...input, account: relatedName, access: relatedRole }, txCtx);
    // The two are one owner's accounts: a confirmed binding, as bindUser + confirmBind would leave.
    await insertConfirmedBinding(tx, id, related.id);
    await audit(tx, ctx, 'account.createRelated', input.account, null, { related: relatedName, role: relatedRole });
    return { id, related: { id: related.id, account: relatedName, role: relatedRole } };
  });
}

export const createMerchant = (input: CreateInput, ctx: AuthedContext) => createAccount('merchant', input, ctx);
export const createSupplier = (input: CreateInput, ctx: AuthedContext) => createAccount('supplier', input, ctx);

/** A sub-account: the owner's role, `parentId` the owner, its own balance (and merchant key). */
export async function createSubAccount(input: CallParsed<typeof accountCalls.createSubAccount>, ctx: AuthedContext) {
  const owner = await managedAccount(ctx, input.parentId);
  if (owner.parentId !== null) throw new ApiError(Code.conflict, 'errors.nestedSubAccount');
  return addSubAccount(owner, input, ctx);
}

/**
 * The account under an owner the caller was checked for: a staff sub-account, or a supplier
 * agent's new team member (server/modules/agents). One transaction, audited.
 */
export async function addSubAccount(
  owner: { id: number; account: string; role: ManagedRole },
  input: { nickname: string; account: string; password: string },
  ctx: AuthedContext,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { id } = await addUser(
      { nickname: input.nickname, account: input.account, password: input.password, access: owner.role },
      txCtx,
    );
    await setParent(tx, id, owner.id);
    await audit(tx, ctx, 'account.createSubAccount', owner.account, null, { subAccount: input.account });
    return { id };
  });
}

/** Deletes (softly, through admin's deleteUser: sessions end, audited) one of the owner's sub-accounts. */
export async function deleteSubAccount(input: CallParsed<typeof accountCalls.deleteSubAccount>, ctx: AuthedContext) {
  const owner = await managedAccount(ctx, input.parentId, { allowDeleted: true });
  const sub = await managedAccount(ctx, input.userId, { allowDeleted: true });
  if (sub.parentId !== owner.id) throw new ApiError(Code.conflict, 'errors.notSubAccount');
  return deleteUser({ id: sub.id }, ctx);
}
