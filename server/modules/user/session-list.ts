import { isRole, type CallParsed, type SessionRow, userCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { clearSessionCookies } from '../../http/session-cookies.ts';
import { audit } from '../audit-log/index.ts';
import { canManage } from './manage.ts';
import { openSessions, sessionByPublicId } from './session-repository.ts';
import { endSession } from './sessions.ts';

/** superAdmin sees every open session (online users); everyone else sees their own. */
export async function getSessions(ctx: AuthedContext): Promise<SessionRow[]> {
  const now = ctx.clock.now();
  const all = ctx.auth.user.role === 'superAdmin';
  const rows = await openSessions(ctx.db, now, all ? undefined : ctx.auth.user.id);
  return rows.flatMap(({ s, u }) =>
    isRole(u.role)
      ? [
          {
            token: s.publicId,
            userId: s.userId,
            account: u.account,
            nickname: u.nickname,
            role: u.role,
            loginIp: s.ip,
            userAgent: s.userAgent,
            loginTime: s.createdAt.toISOString(),
            lastSeen: s.lastSeenAt.toISOString(),
            current: s.id === ctx.auth.session.id,
          },
        ]
      : [],
  );
}

export async function logout(ctx: AuthedContext): Promise<null> {
  await endSession(ctx, ctx.auth.session.id, ctx.auth.user.id, 'logout');
  clearSessionCookies(ctx.req, ctx.reply);
  return null;
}

/**
 * Ends a session at once; its next call gets 1003. Staff end sessions of the accounts they manage
 * (manage.ts: superAdmin everyone, admin all but superAdmins); everyone may end their own.
 */
export async function forceLogout(input: CallParsed<typeof userCalls.forceLogout>, ctx: AuthedContext) {
  const row = await sessionByPublicId(ctx.db, input.token);
  if (!row || row.endedAt) throw notFound('errors.sessionNotFound');
  const me = ctx.auth.user;
  const own = row.userId === me.id;
  if (!own && !canManage(me, { id: row.userId, role: row.role })) throw forbidden();
  await endSession(ctx, row.id, row.userId, 'forced');
  await audit(ctx.db, ctx, 'user.forceLogout', row.account, { session: input.token }, null);
  return null;
}
