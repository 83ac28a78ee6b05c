import { createHash, randomBytes } from 'node:crypto';
// The cookie plugin's request typing (`req.cookies`), also for programs that load this file without app.ts (e2e imports the seed).
import type {} from '@fastify/cookie';
import { Code, constants, isRole, isStaff } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Auth, AuthedContext, Authenticator, HandlerContext, Services } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { clearSessionCookies } from '../../http/session-cookies.ts';
import { settingValue } from '../system-config/index.ts';
import {
  endOpenSession,
  endOpenSessionsOf,
  endOtherOpenSessionsOf,
  insertSession,
  openSessionByTokenHash,
  updateSession,
} from './session-repository.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Reads a credential from its header first, then from the cookie of the same name. */
function credential(ctx: HandlerContext, name: 'token' | 'token2'): string | undefined {
  const header = ctx.req.headers[name];
  const value = (Array.isArray(header) ? header[0] : header) || ctx.req.cookies?.[name];
  return value && value.length <= 128 ? value : undefined;
}

/** The session token the request was authenticated with (header or HttpOnly cookie). */
export function requestToken(ctx: HandlerContext): string | undefined {
  return credential(ctx, 'token');
}

export async function createSession(
  db: DbOrTx,
  userId: number,
  meta: { ip: string; userAgent: string; now: Date; days: number },
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const sessionId = await insertSession(db, {
    publicId: randomBytes(12).toString('base64url'),
    tokenHash: hashToken(token),
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
    createdAt: meta.now,
    lastSeenAt: meta.now,
    expiresAt: new Date(meta.now.getTime() + meta.days * 86_400_000),
  });
  return { token, sessionId };
}

/** The session behind the request's token, or null when there is none, it ended or it expired. */
export async function authenticate(ctx: HandlerContext): Promise<Auth | null> {
  const token = credential(ctx, 'token');
  return token
    ? authenticateTokenHash(ctx, hashToken(token), {
        ip: ctx.ip,
        onIpChanged: () => clearSessionCookies(ctx.req, ctx.reply),
      })
    : null;
}

/**
 * EnableIpChangedCheck: a staff session used from another address than the one it signed in from
 * ends (endReason ipChanged) and the call answers 1003 with its own message, so a stolen staff
 * cookie is worthless elsewhere. Staff only: suppliers and merchants work from phones that change
 * networks all day, and merchants' servers sign their calls instead. The setting is read only when
 * the address differs, so a normal call costs nothing more.
 */
async function ipChangedEnds(
  svc: Pick<Services, 'db'>,
  sessionIp: string,
  role: string,
  ip: string | undefined,
): Promise<boolean> {
  if (ip === undefined || sessionIp === '' || sessionIp === ip || !isRole(role) || !isStaff(role)) return false;
  return (await settingValue(svc.db, 'EnableIpChangedCheck')) === true;
}

/**
 * The same check by the token's hash, for the websocket: a one-time ticket carries the session it
 * was issued for as this hash, so the socket never sees the token itself.
 */
export async function authenticateTokenHash(
  svc: Pick<Services, 'db' | 'clock' | 'events'>,
  tokenHash: string,
  request?: { ip: string; onIpChanged: () => void },
): Promise<Auth | null> {
  const now = svc.clock.now();
  const row = await openSessionByTokenHash(svc.db, tokenHash);
  if (!row) return null;
  const { session, user } = row;
  if (session.expiresAt <= now) {
    await endSession(svc, session.id, session.userId, 'expired');
    return null;
  }
  if (user.status !== 0 || !isRole(user.role)) return null;
  if (await ipChangedEnds(svc, session.ip, user.role, request?.ip)) {
    await endSession(svc, session.id, session.userId, 'ipChanged');
    request?.onIpChanged();
    throw new ApiError(Code.sessionExpired, 'errors.sessionIpChanged');
  }
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await updateSession(svc.db, session.id, { lastSeenAt: now });
  }
  return {
    user: {
      id: user.id,
      account: user.account,
      nickname: user.nickname,
      role: user.role,
      parentId: user.parentId,
      isAgent: user.isAgent,
    },
    session: {
      id: session.id,
      publicId: session.publicId,
      token2Hash: session.token2Hash,
      token2ExpiresAt: session.token2ExpiresAt,
    },
  };
}

/** Staff calls marked `secondLevel` need a token2 from login2 younger than its lifetime. */
export function checkSecondLevel(ctx: AuthedContext): void {
  const token2 = credential(ctx, 'token2');
  const { token2Hash, token2ExpiresAt } = ctx.auth.session;
  if (!token2 || !token2Hash || hashToken(token2) !== token2Hash) {
    throw new ApiError(Code.secondLevelRequired, 'errors.secondLevelRequired');
  }
  if (!token2ExpiresAt || token2ExpiresAt <= ctx.clock.now()) {
    throw new ApiError(Code.secondLevelExpired, 'errors.secondLevelExpired');
  }
}

/** What the app factory hands to server/http: every registered call resolves its caller through it. */
export const sessionAuthenticator: Authenticator = { authenticate, checkSecondLevel };

export async function openSecondLevel(ctx: AuthedContext, reason: string): Promise<string> {
  const token2 = newToken();
  await updateSession(ctx.db, ctx.auth.session.id, {
    token2Hash: hashToken(token2),
    token2ExpiresAt: new Date(ctx.clock.now().getTime() + constants.secondLevelTtlMs),
    logInReason: reason,
  });
  return token2;
}

export async function endSession(
  svc: Pick<Services, 'db' | 'clock' | 'events'>,
  sessionId: number,
  userId: number,
  reason: string,
): Promise<void> {
  await endOpenSession(svc.db, sessionId, svc.clock.now(), reason);
  svc.events.emit('sessionEnded', { sessionId, userId, reason });
}

/** Ends every open session of a user (deleted, password changed, forced out). */
export async function endUserSessions(
  svc: Pick<Services, 'clock' | 'events'> & { db: DbOrTx },
  userId: number,
  reason: string,
): Promise<void> {
  await endOpenSessionsOf(svc.db, userId, svc.clock.now(), reason);
  svc.events.emit('userSessionsEnded', { userId, reason });
}

/** Ends every open session of a user but the one in use (a password changed in the personal center). */
export async function endOtherSessions(
  svc: Pick<Services, 'clock' | 'events'> & { db: DbOrTx },
  userId: number,
  keepSessionId: number,
  reason: string,
): Promise<void> {
  const ended = await endOtherOpenSessionsOf(svc.db, userId, keepSessionId, svc.clock.now(), reason);
  for (const { id } of ended) svc.events.emit('sessionEnded', { sessionId: id, userId, reason });
}
