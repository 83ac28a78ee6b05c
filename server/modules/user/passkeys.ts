import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { and, desc, eq } from 'drizzle-orm';
import { Code, type CallParsed, type LoginResult, type PasskeyRow, userCalls } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { passkeys } from '../../db/schema.ts';
import type { AuthedContext, HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { assertSignInAllowed, recordFailure } from './login-guard.ts';
import { openSignedInSession } from './login.ts';
import { verifyPassword } from './passwords.ts';
import { findUserById } from './repository.ts';
import { requireGoogleCode } from './require-google-code.ts';
import { checkTypedPassword } from './second-factor.ts';
import {
  algorithms,
  assertionOptions,
  challengeTtlMs,
  keepChallenge,
  passkeyOf,
  relyingParty,
  takeChallenge,
  verifyAssertion,
} from './passkey-ceremony.ts';
import { auditActor } from './step-up-guard.ts';

const toRow = (r: typeof passkeys.$inferSelect): PasskeyRow => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(ctx: AuthedContext): Promise<{ passkeys: PasskeyRow[] }> {
  const rows = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.auth.user.id))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return { passkeys: rows.map(toRow) };
}

/** The options of a new passkey of the caller; its challenge is kept for this session. */
export async function startPasskeyAdd(ctx: AuthedContext) {
  const rp = await relyingParty(ctx);
  const mine = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.auth.user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.id,
    rpID: rp.id,
    userName: ctx.auth.user.account,
    userDisplayName: ctx.auth.user.nickname || ctx.auth.user.account,
    // The user handle names the account to the authenticator; the id says nothing outside this site.
    userID: new TextEncoder().encode(`user-${ctx.auth.user.id}`),
    challenge: randomBytes(32),
    timeout: challengeTtlMs,
    attestationType: 'none',
    excludeCredentials: mine.map((m) => ({ id: m.credentialId, transports: m.transports })),
    // A discoverable key signs in without typing the account; verification is the fingerprint.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: algorithms,
  });
  await keepChallenge(ctx.db, ctx.clock.now(), {
    purpose: 'add',
    sessionId: ctx.auth.session.id,
    kind: '',
    challenge: options.challenge,
  });
  return options;
}

/**
 * A new passkey of the caller, proven by the login password (a stolen session alone cannot plant a
 * key that signs in later) and answering this session's challenge at the configured origin.
 */
export async function addPasskey(
  input: CallParsed<typeof userCalls.addPasskey>,
  ctx: AuthedContext,
): Promise<PasskeyRow> {
  const now = ctx.clock.now();
  const me = await findUserById(ctx.db, ctx.auth.user.id);
  if (!me) throw new ApiError(Code.sessionExpired, 'errors.sessionExpired');
  const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
  const right = await checkTypedPassword(scene, ctx.auth.user, () => verifyPassword(input.password, me.passwordHash));
  if (!right) throw new ApiError(Code.badRequest, 'errors.secondLevelFailed');
  const challenge = await takeChallenge(ctx.db, now, { purpose: 'add', sessionId: ctx.auth.session.id, kind: '' });
  if (!challenge) throw new ApiError(Code.badRequest, 'errors.passkeyExpired');
  const rp = await relyingParty(ctx);
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: algorithms,
  }).catch((error: unknown) => {
    ctx.req.log.warn({ err: error, userId: me.id }, 'passkey registration refused');
    return null;
  });
  if (!verified?.verified) throw new ApiError(Code.badRequest, 'errors.passkeyFailed');
  const { credential } = verified.registrationInfo;
  const [row] = await ctx.db
    .insert(passkeys)
    .values({
      userId: me.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(Code.conflict, 'errors.passkeyExists');
  await audit(ctx.db, ctx, 'profile.addPasskey', me.account, null, { passkeyId: row.id, name: row.name });
  return toRow(row);
}

/** Removes one of the caller's own passkeys; always proven by a step-up (a code or a passkey). */
export async function removePasskey(
  input: CallParsed<typeof userCalls.removePasskey>,
  ctx: AuthedContext,
): Promise<null> {
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, ctx.auth.user.id)));
  if (!row) throw new ApiError(Code.notFound, 'errors.notFound');
  await requireGoogleCode(ctx, null, input.googleCode);
  await ctx.db.delete(passkeys).where(eq(passkeys.id, row.id));
  await audit(ctx.db, ctx, 'profile.removePasskey', ctx.auth.user.account, { passkeyId: row.id, name: row.name }, null);
  return null;
}

/** A challenge for a passkey of the caller to prove a step-up of `kind` (decision 133). */
export async function startPasskeyStepUp(input: CallParsed<typeof userCalls.startPasskeyStepUp>, ctx: AuthedContext) {
  const mine = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.auth.user.id));
  if (mine.length === 0) throw new ApiError(Code.notFound, 'errors.passkeyUnknown');
  const options = await assertionOptions(ctx, mine);
  await keepChallenge(ctx.db, ctx.clock.now(), {
    purpose: 'stepUp',
    sessionId: ctx.auth.session.id,
    kind: input.kind,
    challenge: options.challenge,
  });
  return options;
}

/** A sign-in attempt: its id names the challenge, kept server-side until answered or expired. */
export async function startPasskeySignIn(ctx: HandlerContext) {
  // Any of this site's passkeys may answer (discoverable keys): the account is not typed.
  const options = await assertionOptions(ctx, []);
  const attempt = randomBytes(24).toString('base64url');
  await keepChallenge(ctx.db, ctx.clock.now(), {
    purpose: 'signIn',
    sessionId: null,
    kind: '',
    challenge: options.challenge,
    attempt,
  });
  return { attempt, options };
}

/**
 * Signs in with a passkey in place of the password and the Google code (a key with user
 * verification is both something held and someone present). The password sign-in's rules hold:
 * its delays and address limit (decision 105), a disabled account refused with the same answer,
 * the IP whitelist and the same session (openSignedInSession). Second-level pages still ask for
 * the password.
 */
export async function passkeySignIn(
  input: CallParsed<typeof userCalls.passkeySignIn>,
  ctx: HandlerContext,
): Promise<LoginResult> {
  const now = ctx.clock.now();
  const challenge = await takeChallenge(ctx.db, now, { purpose: 'signIn', attempt: input.attempt });
  const row = await passkeyOf(ctx.db, input.response.id);
  const user = row ? await findUserById(ctx.db, row.userId) : undefined;
  // Failures of an unknown key count against the address only.
  const account = user?.account ?? '';
  await assertSignInAllowed(ctx.db, account, ctx.ip, now, Boolean(user?.lastLoginIp) && user?.lastLoginIp === ctx.ip);
  if (!challenge) throw new ApiError(Code.loginFailed, 'errors.passkeyExpired');
  const ok = row && user && (await verifyAssertion(ctx, row, input.response, challenge, now));
  if (!row || !user || !ok || user.status !== 0) {
    await recordFailure(ctx.db, account, ctx.ip, now);
    throw new ApiError(Code.loginFailed, 'errors.loginFailed');
  }
  const result = await openSignedInSession(ctx, user, now);
  await audit(
    ctx.db,
    { auth: auditActor(user), ip: ctx.ip, clock: ctx.clock },
    'security.passkeySignIn',
    user.account,
    null,
    { passkeyId: row.id, name: row.name },
  );
  return result;
}

/** A reset second factor or a deleted account: its passkeys go with it. */
export async function removeUserPasskeys(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}
