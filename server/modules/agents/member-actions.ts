import type { agentCalls, CallParsed } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { addSubAccount, forceLogoutUser, managedAccount, setAcceptOrders, setFrozen } from '../accounts/index.ts';
import { audit } from '../audit-log/index.ts';
import { assertAgent, endUserSessions, hashPassword, updateUser } from '../user/index.ts';

type In<K extends keyof typeof agentCalls> = CallParsed<(typeof agentCalls)[K]>;

/*
 * An agent's actions on its members run the staff account actions themselves: managedAccount
 * (server/modules/accounts/target.ts) lets a supplier caller reach its own team only. Nothing here
 * moves money; every action is audited by the function it runs, with the agent as the operator.
 */

/** A new supplier of the caller's team: createSupplier's rules (addUser), never a related merchant. */
export function createMember(input: In<'createMember'>, ctx: AuthedContext) {
  const me = ctx.auth.user;
  assertAgent(me);
  return addSubAccount({ id: me.id, account: me.account, role: 'supplier' }, input, ctx);
}

export function setMemberAcceptOrders(input: In<'setMemberAcceptOrders'>, ctx: AuthedContext) {
  assertAgent(ctx.auth.user);
  return setAcceptOrders(input, ctx);
}

export function setMemberFrozen(input: In<'setMemberFrozen'>, ctx: AuthedContext) {
  assertAgent(ctx.auth.user);
  return setFrozen(input, ctx);
}

export function forceLogoutMember(input: In<'forceLogoutMember'>, ctx: AuthedContext) {
  assertAgent(ctx.auth.user);
  return forceLogoutUser(input, ctx);
}

/** A new sign-in password for a member who lost its own; its sessions end, as on every password change. */
export async function resetMemberPassword(input: In<'resetMemberPassword'>, ctx: AuthedContext) {
  assertAgent(ctx.auth.user);
  const member = await managedAccount(ctx, input.userId);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, member.id, { passwordHash });
    await endUserSessions({ ...ctx, db: tx }, member.id, 'passwordChanged');
    // Never the password itself.
    await audit(tx, ctx, 'agent.resetMemberPassword', member.account, null, { reset: true });
  });
  return null;
}
