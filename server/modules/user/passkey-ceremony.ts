import { randomBytes } from 'node:crypto';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PasskeyAssertion } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { passkeyChallenges, passkeys } from '../../db/schema.ts';
import type { AuthedContext, HandlerContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { publicBase } from '../system-config/index.ts';

/** How long a challenge may be answered (decision 134): enough for a fingerprint, too short to keep. */
export const challengeTtlMs = 2 * 60_000;
/** ES256 (what phones and the DevTools authenticator make) and RS256 (Windows Hello). */
export const algorithms = [-7, -257];

type Purpose = 'add' | 'stepUp' | 'signIn';

/**
 * The relying party of this deployment (decision 134): the origin and RP ID (its host name) of the
 * configured public address, never the Host header of a request, so a page served under another
 * name cannot ask for these passkeys and an answer made for another site is refused.
 */
export async function relyingParty(
  ctx: Pick<HandlerContext, 'db' | 'config'>,
): Promise<{ id: string; origin: string }> {
  const url = new URL(await publicBase(ctx));
  return { id: url.hostname, origin: url.origin };
}

/**
 * Keeps a new challenge server-side: one open per session, purpose and kind (an older one of the
 * same is dropped), or per sign-in attempt (`attempt`). Expired rows of any session go with it.
 */
export async function keepChallenge(
  db: DbOrTx,
  now: Date,
  row: { purpose: Purpose; sessionId: number | null; kind: string; challenge: string; attempt?: string },
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  if (row.sessionId !== null)
    await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.sessionId, row.sessionId),
          eq(passkeyChallenges.purpose, row.purpose),
          eq(passkeyChallenges.kind, row.kind),
        ),
      );
  await db.insert(passkeyChallenges).values({
    id: row.attempt ?? randomBytes(18).toString('base64url'),
    purpose: row.purpose,
    sessionId: row.sessionId,
    kind: row.kind,
    challenge: row.challenge,
    expiresAt: new Date(now.getTime() + challengeTtlMs),
  });
}

/**
 * Takes the open challenge (a delete, so it answers once, whoever asks first) and returns it while
 * still fresh, else null: an answer to a spent, replaced or expired challenge proves nothing.
 */
export async function takeChallenge(
  db: DbOrTx,
  now: Date,
  where: { purpose: Purpose; sessionId: number; kind: string } | { purpose: 'signIn'; attempt: string },
): Promise<string | null> {
  const condition =
    'attempt' in where
      ? and(eq(passkeyChallenges.id, where.attempt), eq(passkeyChallenges.purpose, where.purpose))
      : and(
          eq(passkeyChallenges.sessionId, where.sessionId),
          eq(passkeyChallenges.purpose, where.purpose),
          eq(passkeyChallenges.kind, where.kind),
        );
  const [row] = await db
    .delete(passkeyChallenges)
    .where(condition)
    .returning({ challenge: passkeyChallenges.challenge, expiresAt: passkeyChallenges.expiresAt });
  return row && row.expiresAt > now ? row.challenge : null;
}

export async function assertionOptions(
  ctx: Pick<HandlerContext, 'db' | 'config'>,
  allow: { id: string; transports: string[] }[],
) {
  const rp = await relyingParty(ctx);
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow,
    challenge: randomBytes(32),
    timeout: challengeTtlMs,
    userVerification: 'required',
  });
}

/**
 * Checks an assertion against one stored passkey: the challenge, the configured origin and RP ID,
 * user verification, and a signature counter that moved on (a counter that goes back is a cloned
 * key). On success the counter and last use are stored; null on any refusal.
 */
export async function verifyAssertion(
  ctx: Pick<HandlerContext, 'db' | 'config' | 'req'>,
  row: typeof passkeys.$inferSelect,
  response: PasskeyAssertion,
  challenge: string,
  now: Date,
): Promise<boolean> {
  const rp = await relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: row.transports,
    },
  }).catch((error: unknown) => {
    ctx.req.log.warn({ err: error, passkeyId: row.id, userId: row.userId }, 'passkey assertion refused');
    return null;
  });
  if (!result?.verified) return false;
  // Only forward: two answers racing with the same counter cannot both store it.
  const moved = await ctx.db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, row.id),
        result.authenticationInfo.newCounter === 0
          ? eq(passkeys.counter, 0)
          : sql`${passkeys.counter} < ${result.authenticationInfo.newCounter}`,
      ),
    )
    .returning({ id: passkeys.id });
  return moved.length === 1;
}

export const passkeyOf = async (db: DbOrTx, credentialId: string) =>
  (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0];

/**
 * The passkey half of a step-up (called by requireGoogleCode, the one place every step-up goes
 * through): this session's challenge for `kind`, answered by one of the caller's own passkeys.
 * Returns the passkey's id, or null for a refusal the caller counts as a wrong secret.
 */
export async function verifyPasskeyStepUp(
  ctx: AuthedContext,
  kind: string,
  response: PasskeyAssertion,
): Promise<number | null> {
  const now = ctx.clock.now();
  const challenge = await takeChallenge(ctx.db, now, { purpose: 'stepUp', sessionId: ctx.auth.session.id, kind });
  if (!challenge) return null;
  const row = await passkeyOf(ctx.db, response.id);
  if (!row || row.userId !== ctx.auth.user.id) return null;
  if (!(await verifyAssertion(ctx, row, response, challenge, now))) return null;
  await audit(
    ctx.db,
    { auth: ctx.auth, ip: ctx.ip, clock: ctx.clock },
    'security.passkeyStepUp',
    ctx.auth.user.account,
    null,
    { passkeyId: row.id, name: row.name, kind },
  );
  return row.id;
}
