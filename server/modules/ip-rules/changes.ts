import {
  AccountStatus,
  Code,
  isRole,
  isStaff,
  type CallParsed,
  type ipRuleCalls,
  type IpRuleRow,
  type IpRuleScope,
  type Role,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { busFor } from '../live/index.ts';
import { findUserByAccount, requireGoogleCode, type GoogleSwitch } from '../user/index.ts';
import { allRuleFacts, deleteRule, findRule, insertRule, updateRule, type IpRuleRecord } from './repository.ts';
import { RuleIndex, type RuleFact } from './rule-index.ts';

type AddInput = CallParsed<typeof ipRuleCalls.add>;
type UpdateInput = CallParsed<typeof ipRuleCalls.update>;
type DeleteInput = CallParsed<typeof ipRuleCalls.delete>;

export function toRow(r: IpRuleRecord): IpRuleRow {
  return {
    id: r.id,
    scope: r.scope as IpRuleScope,
    userId: r.userId,
    account: r.account ?? '',
    role: isRole(r.role) ? r.role : null,
    address: r.address,
    remark: r.remark,
    createdBy: r.createdBy,
    createTime: r.createdAt.toISOString(),
    updatedBy: r.updatedBy,
    updateTime: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a rule: enough to tell whom it fenced and what it let in. */
const auditView = (r: IpRuleRecord) => ({
  id: r.id,
  scope: r.scope,
  account: r.account ?? '',
  role: r.role,
  address: r.address,
  remark: r.remark,
});
const auditTarget = (r: Pick<IpRuleRecord, 'scope' | 'account' | 'role'>) =>
  `ipRule:${r.scope}:${r.account ?? r.role ?? ''}`;

/** The merchant whitelist and the staff rules have separate switches (product 7.9). */
const googleSwitch = (scope: string): GoogleSwitch =>
  scope === 'merchant' ? 'EnableGoogleVerifyForIpWhitelist' : 'EnableGoogleVerifyForIpRule';

/**
 * The lockout guard: judged on the rules as the change would leave them, with the saver's own
 * current address. Checked before the Google code, so a refused save does not spend one.
 */
async function refuseSelfLockout(
  ctx: AuthedContext,
  change: (rules: RuleFact[]) => RuleFact[],
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return;
  const me = ctx.auth.user;
  const after = new RuleIndex(change(await allRuleFacts(ctx.db)));
  if (!after.staffAllows(me.id, me.role, ctx.ip))
    throw new ApiError(Code.conflict, 'errors.ipRuleLockout', { ip: ctx.ip }, { ip: ctx.ip, lockout: true });
}

/** Every instance reads the rules again: this one before answering, the others on the bus. */
async function announce(ctx: AuthedContext): Promise<void> {
  await ctx.ipGate.refresh();
  busFor(ctx.events)?.publish({ type: 'ipRulesChanged' });
}

async function subjectOf(
  ctx: AuthedContext,
  input: AddInput,
): Promise<{ userId: number | null; role: Role | null; account: string | null }> {
  if (input.scope === 'role') return { userId: null, role: input.role ?? null, account: null };
  const account = input.account ?? '';
  const user = await findUserByAccount(ctx.db, account);
  const fits =
    user &&
    user.status !== AccountStatus.deleted &&
    isRole(user.role) &&
    (input.scope === 'merchant' ? user.role === 'merchant' : isStaff(user.role));
  if (!user || !fits) throw new ApiError(Code.badRequest, 'errors.ipRuleSubject', { account }, { field: 'account' });
  return { userId: user.id, role: null, account: user.account };
}

const sameSubject = (a: RuleFact, b: Pick<RuleFact, 'scope' | 'userId' | 'role'>) =>
  a.scope === b.scope && a.userId === b.userId && a.role === b.role;

/** POST /v1.0/ipRule/add */
export async function addIpRule(input: AddInput, ctx: AuthedContext): Promise<IpRuleRow> {
  const subject = await subjectOf(ctx, input);
  const fact: RuleFact = { scope: input.scope, userId: subject.userId, role: subject.role, address: input.address };
  await refuseSelfLockout(ctx, (rules) => [...rules, fact], input.confirmLockout);
  await requireGoogleCode(ctx, googleSwitch(input.scope), input.googleCode);
  const now = ctx.clock.now();
  const me = ctx.auth.user.account;
  const made = await ctx.db.transaction(async (tx) => {
    const id = await insertRule(tx, {
      ...fact,
      remark: input.remark,
      createdBy: me,
      updatedBy: me,
      createdAt: now,
      updatedAt: now,
    });
    if (id === null)
      throw new ApiError(Code.conflict, 'errors.ipRuleExists', { address: input.address }, { field: 'address' });
    const row = (await findRule(tx, id))!;
    await audit(tx, ctx, 'ipRule.add', auditTarget(row), null, auditView(row));
    return row;
  });
  await announce(ctx);
  return toRow(made);
}

async function existing(ctx: AuthedContext, id: number): Promise<IpRuleRecord> {
  const row = await findRule(ctx.db, id);
  if (!row) throw new ApiError(Code.notFound, 'errors.ipRuleNotFound');
  return row;
}

/** POST /v1.0/ipRule/update: the address and remark; whom a rule fences never changes (remove and add). */
export async function updateIpRule(input: UpdateInput, ctx: AuthedContext): Promise<IpRuleRow> {
  const before = await existing(ctx, input.id);
  const isIt = (r: RuleFact) => sameSubject(r, before) && r.address === before.address;
  await refuseSelfLockout(
    ctx,
    (rules) => rules.map((r) => (isIt(r) ? { ...r, address: input.address } : r)),
    input.confirmLockout,
  );
  await requireGoogleCode(ctx, googleSwitch(before.scope), input.googleCode);
  const saved = await ctx.db.transaction(async (tx) => {
    const taken = (await allRuleFacts(tx)).some(
      (r) => sameSubject(r, before) && r.address === input.address && input.address !== before.address,
    );
    if (taken)
      throw new ApiError(Code.conflict, 'errors.ipRuleExists', { address: input.address }, { field: 'address' });
    await updateRule(tx, before.id, {
      address: input.address,
      remark: input.remark,
      updatedBy: ctx.auth.user.account,
      updatedAt: ctx.clock.now(),
    });
    const row = await findRule(tx, before.id);
    if (!row) throw new ApiError(Code.notFound, 'errors.ipRuleNotFound');
    await audit(tx, ctx, 'ipRule.update', auditTarget(row), auditView(before), auditView(row));
    return row;
  });
  await announce(ctx);
  return toRow(saved);
}

/** POST /v1.0/ipRule/delete: removing a subject's last rule unfences it. */
export async function deleteIpRule(input: DeleteInput, ctx: AuthedContext): Promise<{ id: number }> {
  const before = await existing(ctx, input.id);
  let skipped = false;
  const withoutIt = (rules: RuleFact[]) =>
    rules.filter((r) => {
      if (skipped || !(sameSubject(r, before) && r.address === before.address)) return true;
      skipped = true;
      return false;
    });
  await refuseSelfLockout(ctx, withoutIt, input.confirmLockout);
  await requireGoogleCode(ctx, googleSwitch(before.scope), input.googleCode);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteRule(tx, before.id))) throw new ApiError(Code.notFound, 'errors.ipRuleNotFound');
    await audit(tx, ctx, 'ipRule.delete', auditTarget(before), auditView(before), null);
  });
  await announce(ctx);
  return { id: input.id };
}
