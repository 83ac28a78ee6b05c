import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, ilike } from 'drizzle-orm';
import {
  Code,
  isRole,
  type AdminUser,
  type CallParsed,
  type Page,
  type SupplierProxyRow,
  adminCalls,
} from '../../../src/contract/index.ts';
import { users } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import {
  assertCanAssign,
  assertCanManage,
  auditView,
  endUserSessions,
  findUserByAccount,
  findUserById,
  hashPassword,
  liftPauses,
  resetSecondFactorOf,
  updateUser,
  type UserRow,
} from '../user/index.ts';
import { activeTeamMembers, insertBalance, insertUser, pageAgents, pageUsers } from './repository.ts';

const statusName = (s: number): AdminUser['status'] => (s === 1 ? 'deleted' : s === 2 ? 'disabled' : 'normal');
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (m) => `\\${m}`);

function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    nickname: u.nickname,
    account: u.account,
    access: isRole(u.role) ? u.role : 'merchant',
    status: statusName(u.status),
    enableGoogleVerify: u.enableGoogleVerify,
    confirmBind: u.confirmBind,
    allowModify: u.allowModify,
    parentId: u.parentId,
    lastLoginIp: u.lastLoginIp,
    lastLoginTime: u.lastLoginAt?.toISOString() ?? null,
    createTime: u.createdAt.toISOString(),
  };
}

async function assertAccountFree(ctx: AuthedContext, account: string, exceptId?: number) {
  const existing = await findUserByAccount(ctx.db, account);
  if (existing && existing.id !== exceptId) throw conflict('errors.accountExists');
}

export async function addUser(input: CallParsed<typeof adminCalls.addUser>, ctx: AuthedContext) {
  assertCanAssign(ctx.auth.user, input.access);
  await assertAccountFree(ctx, input.account);
  const passwordHash = await hashPassword(input.password);
  const id = await ctx.db
    .transaction(async (tx) => {
      const row = await insertUser(tx, {
        account: input.account,
        nickname: input.nickname,
        passwordHash,
        role: input.access,
        merchantKey: input.access === 'merchant' ? randomBytes(16).toString('hex') : null,
        // The test key beside the live one (decision 130).
        merchantTestKey: input.access === 'merchant' ? randomBytes(16).toString('hex') : null,
      });
      if (input.access === 'merchant' || input.access === 'supplier') {
        await insertBalance(tx, row.id);
      }
      await audit(tx, ctx, 'admin.addUser', input.account, null, auditView(row));
      return row.id;
    })
    .catch(accountTaken);
  return { id };
}

/** Two admins giving the same account name at once: the unique index decides, we say it plainly. */
function accountTaken(err: unknown): never {
  if (String((err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string }).code) === '23505') {
    throw conflict('errors.accountExists');
  }
  throw err;
}

export async function getUserList(
  input: CallParsed<typeof adminCalls.getUserList>,
  ctx: AuthedContext,
): Promise<Page<AdminUser>> {
  const where = and(
    input.nickname ? ilike(users.nickname, `%${escapeLike(input.nickname)}%`) : undefined,
    input.account ? ilike(users.account, `%${escapeLike(input.account)}%`) : undefined,
    input.access ? eq(users.role, input.access) : undefined,
  );
  const { rows, total } = await pageUsers(ctx.db, where, input);
  return { list: rows.map(toAdminUser), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** Supplier agents and their teams; an agent sees only its own team. */
export async function getSupplierProxyList(
  input: CallParsed<typeof adminCalls.getSupplierProxyList>,
  ctx: AuthedContext,
): Promise<Page<SupplierProxyRow>> {
  const me = ctx.auth.user;
  if (me.role === 'supplier' && !me.isAgent)
    return { list: [], total: 0, pageIndex: input.pageIndex, pageNum: input.pageNum };
  const where = and(
    eq(users.role, 'supplier'),
    eq(users.isAgent, true),
    eq(users.status, 0),
    me.role === 'supplier' ? eq(users.id, me.id) : undefined,
  );
  const { rows: agents, total } = await pageAgents(ctx.db, where, input);
  const team = await activeTeamMembers(
    ctx.db,
    agents.map((a) => a.id),
  );
  const list = agents.map((a) => {
    const members = team
      .filter((t) => t.parentId === a.id)
      .map(({ id, nickname, account }) => ({ id, nickname, account }));
    return { id: a.id, nickname: a.nickname, account: a.account, teamSize: members.length, team: members };
  });
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

async function managedTarget(ctx: AuthedContext, id: number): Promise<UserRow> {
  const target = await findUserById(ctx.db, id);
  if (!target) throw notFound('errors.userNotFound');
  assertCanManage(ctx.auth.user, target);
  return target;
}

export async function updateUserCall(input: CallParsed<typeof adminCalls.updateUser>, ctx: AuthedContext) {
  const target = await managedTarget(ctx, input.id);
  assertCanAssign(ctx.auth.user, input.role);
  await assertAccountFree(ctx, input.account, target.id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await ctx.db
    .transaction(async (tx) => {
      await updateUser(tx, target.id, {
        nickname: input.nickname,
        account: input.account,
        role: input.role,
        ...(passwordHash ? { passwordHash } : {}),
      });
      // A user who becomes a money holder needs a balance (and a merchant its API key), as on addUser.
      if (input.role === 'merchant' || input.role === 'supplier') {
        await insertBalance(tx, target.id, { ifAbsent: true });
        if (input.role === 'merchant' && !target.merchantKey) {
          await updateUser(tx, target.id, {
            merchantKey: randomBytes(16).toString('hex'),
            merchantTestKey: target.merchantTestKey ?? randomBytes(16).toString('hex'),
          });
        }
      }
      // A new password or role must not keep old sessions alive with old rights.
      if (passwordHash || input.role !== target.role)
        await endUserSessions({ ...ctx, db: tx }, target.id, 'userChanged');
      const after = { ...auditView(target), nickname: input.nickname, account: input.account, role: input.role };
      await audit(tx, ctx, 'admin.updateUser', target.account, auditView(target), {
        ...after,
        passwordChanged: Boolean(passwordHash),
      });
    })
    .catch(accountTaken);
  return null;
}

export async function deleteUser(input: CallParsed<typeof adminCalls.deleteUser>, ctx: AuthedContext) {
  const target = await managedTarget(ctx, input.id);
  if (target.status === 1) return null;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { status: 1, deletedAt: ctx.clock.now() });
    await endUserSessions({ ...ctx, db: tx }, target.id, 'deleted');
    await audit(tx, ctx, 'admin.deleteUser', target.account, auditView(target), { ...auditView(target), status: 1 });
  });
  return null;
}

/** Restores a deleted user under a new account name (the old one may have been reused). */
export async function repairUser(input: CallParsed<typeof adminCalls.repairUser>, ctx: AuthedContext) {
  const target = await managedTarget(ctx, input.userId);
  if (target.status !== 1) throw new ApiError(Code.conflict, 'errors.userNotDeleted');
  await assertAccountFree(ctx, input.newAccountName, target.id);
  await ctx.db
    .transaction(async (tx) => {
      await updateUser(tx, target.id, { status: 0, deletedAt: null, account: input.newAccountName });
      await audit(tx, ctx, 'admin.repairUser', target.account, auditView(target), {
        ...auditView(target),
        status: 0,
        account: input.newAccountName,
      });
    })
    .catch(accountTaken);
  return null;
}

const PAY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Decision 105: the operator's unlock of an account's sign-in waits and paused verifications. */
export async function unlockSignIn(input: CallParsed<typeof adminCalls.unlockSignIn>, ctx: AuthedContext) {
  await liftPauses(ctx, await managedTarget(ctx, input.id));
  return null;
}

/** Decision 106: a lost phone; the account binds a new key at its next sign-in. */
export async function resetSecondFactor(input: CallParsed<typeof adminCalls.resetSecondFactor>, ctx: AuthedContext) {
  await resetSecondFactorOf(ctx, await managedTarget(ctx, input.id));
  return null;
}

/** A new temporary payment password, shown once to the admin and stored only as a hash. */
export async function resetPayPassword(input: CallParsed<typeof adminCalls.resetPayPassword>, ctx: AuthedContext) {
  const target = await managedTarget(ctx, input.id);
  let payPassword = '';
  while (!(/\d/.test(payPassword) && /[A-Za-z]/.test(payPassword))) {
    payPassword = Array.from({ length: 10 }, () => PAY_ALPHABET[randomInt(PAY_ALPHABET.length)]).join('');
  }
  const payPasswordHash = await hashPassword(payPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { payPasswordHash });
    await audit(tx, ctx, 'admin.resetPayPassword', target.account, null, { reset: true });
  });
  return { payPassword };
}
