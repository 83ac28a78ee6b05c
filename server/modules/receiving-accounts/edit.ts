import {
  Code,
  resourceTextFields,
  resourceTypeDecls,
  secretResourceFields,
  type CallParsed,
  type ResourceRow,
  type ResourceTextField,
  type ResourceType,
  type resourceCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { ifscProblem } from '../banks/index.ts';
import { audit } from '../audit-log/index.ts';
import { reachableResource } from './access.ts';
import {
  identityTakenByOther,
  insertResource,
  productOptions,
  resourceRowById,
  setResourceColumns,
} from './repository.ts';
import { settingValue } from '../system-config/index.ts';
import { encryptSecret, hashMonitorPassword, newMonitorKey } from './secrets.ts';

type AddInput = CallParsed<typeof resourceCalls.add>;
type UpdateInput = CallParsed<typeof resourceCalls.update>;
type Fields = Omit<AddInput, 'type' | 'productId'>;

/** The columns of the type's own fields (others stay empty) and the limits; the secrets only when typed. */
async function columnsOf(type: ResourceType, v: Fields) {
  const declared = resourceTypeDecls[type].fields;
  const text = Object.fromEntries(
    resourceTextFields
      .filter((f) => !secretResourceFields.includes(f))
      .map((f: ResourceTextField) => [f, f in declared ? v[f] : '']),
  ) as Record<Exclude<ResourceTextField, 'bankingPassword' | 'monitorPassword'>, string>;
  return {
    bankName: text.bankName,
    accountName: text.accountName,
    cardNumber: text.cardNumber,
    ifsc: text.ifsc,
    upi: text.upi,
    bankingAccount: text.bankingAccount,
    walletNickname: text.walletNickname,
    walletAddress: text.walletAddress,
    maxConcurrent: v.maxConcurrent,
    floatUp: v.floatUp,
    floatDown: v.floatDown,
    minOrderBalance: v.minOrderBalance,
    dailyCountLimit: v.dailyCountLimit,
    dailyAmountLimit: v.dailyAmountLimit,
    ...('bankingPassword' in declared && v.bankingPassword
      ? { bankingPasswordEnc: encryptSecret(v.bankingPassword) }
      : {}),
    ...('monitorPassword' in declared && v.monitorPassword
      ? { monitorPasswordHash: await hashMonitorPassword(v.monitorPassword) }
      : {}),
  };
}

/**
 * AllowOneMonitorAccountMoreUser off (the default): a monitored account (its card number, UPI ID,
 * wallet address or banking login) belongs to one user. A second supplier adding the same bank
 * account would share its device's messages, and each message could then pay either supplier's
 * order. On: several users may list it. The answer does not say who has it.
 */
async function refuseSharedAccount(
  tx: DbOrTx,
  type: ResourceType,
  userId: number,
  columns: Awaited<ReturnType<typeof columnsOf>>,
): Promise<void> {
  if (!resourceTypeDecls[type].monitored) return;
  if (await settingValue(tx, 'AllowOneMonitorAccountMoreUser')) return;
  const { cardNumber, upi, walletAddress, bankingAccount } = columns;
  if (await identityTakenByOther(tx, userId, { cardNumber, upi, walletAddress, bankingAccount })) {
    throw new ApiError(Code.conflict, 'errors.resourceTakenByOtherUser');
  }
}

/** A bank the directory lists takes only IFSCs of its prefix (docs/decisions/056-bank-directory.md). */
async function refuseForeignIfsc(ctx: AuthedContext, columns: { bankName: string; ifsc: string }): Promise<void> {
  const problem = await ifscProblem(ctx.db, columns.bankName, columns.ifsc);
  if (problem) throw new ApiError(Code.badRequest, problem.msgId, problem.values, { field: 'ifsc' });
}

const answer = async (ctx: AuthedContext, id: number): Promise<ResourceRow> => {
  const row = await resourceRowById(ctx.db, id);
  if (!row) throw new ApiError(Code.notFound, 'errors.resourceNotFound');
  return row;
};

/** POST /v1.0/resource/add: a supplier adds an account of a product it was given; a monitored type gets its device key. */
export async function addResource(input: AddInput, ctx: AuthedContext): Promise<ResourceRow> {
  const me = ctx.auth.user;
  const allowed = await productOptions(ctx.db, input.type, me.id);
  if (!allowed.some((p) => p.id === input.productId))
    throw new ApiError(Code.badRequest, 'errors.resourceProductMismatch');
  const columns = await columnsOf(input.type, input);
  await refuseForeignIfsc(ctx, columns);
  const id = await ctx.db.transaction(async (tx) => {
    await refuseSharedAccount(tx, input.type, me.id, columns);
    const newId = await insertResource(tx, {
      supplierId: me.id,
      productId: input.productId,
      type: input.type,
      ...columns,
      monitorKey: resourceTypeDecls[input.type].monitored ? newMonitorKey() : '',
      createdAt: ctx.clock.now(),
    });
    await audit(tx, ctx, 'resource.add', `resource:${newId}`, null, {
      ...input,
      bankingPassword: undefined,
      monitorPassword: undefined,
    });
    return newId;
  });
  return answer(ctx, id);
}

/** POST /v1.0/resource/update: the owner's own account; an empty password keeps the stored one. */
export async function updateResource(input: UpdateInput, ctx: AuthedContext): Promise<ResourceRow> {
  const columns = await columnsOf(input.type, input);
  await refuseForeignIfsc(ctx, columns);
  await ctx.db.transaction(async (tx) => {
    const before = await reachableResource(tx, ctx, input.id, { lock: true });
    if (before.type !== input.type) throw new ApiError(Code.notFound, 'errors.resourceNotFound');
    await refuseSharedAccount(tx, input.type, before.supplierId, columns);
    await setResourceColumns(tx, input.id, columns);
    const {
      bankingPasswordEnc: _b,
      monitorPasswordHash: _m,
      monitorKey: _k,
      monitorBindCodeHash: _c,
      ...shown
    } = before;
    await audit(tx, ctx, 'resource.update', `resource:${input.id}`, shown, {
      ...input,
      bankingPassword: undefined,
      monitorPassword: undefined,
    });
  });
  return answer(ctx, input.id);
}

/** POST /v1.0/resource/delete: soft delete; its orders keep their account, allocation skips it. */
export async function deleteResource(
  input: CallParsed<typeof resourceCalls.delete>,
  ctx: AuthedContext,
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const before = await reachableResource(tx, ctx, input.id, { lock: true });
    await setResourceColumns(tx, input.id, { deletedAt: ctx.clock.now(), state: 1 });
    await audit(tx, ctx, 'resource.delete', `resource:${input.id}`, { state: before.state }, { deleted: true });
  });
  return null;
}
