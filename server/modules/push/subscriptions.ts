import type { Db } from '../../db/client.ts';
import { Code, type CallParsed, type PushStatus, type pushCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requirePublicUrl } from '../../http/outbound-url.ts';
import {
  deleteSessionSubscriptions,
  deleteUserEndpoint,
  deleteUserSubscriptions,
  endpointsOf,
  upsertSubscription,
} from './repository.ts';

/** Endpoints a browser gives are https; plain http only where the push settings allow it (local tests). */
export function checkEndpoint(endpoint: string, allowHttp: boolean): void {
  if (endpoint.startsWith('https://') || (allowHttp && endpoint.startsWith('http://'))) return;
  // The endpoint field's own message, like a schema refusal, so the app names what is wrong (decision 049.10).
  const err = new ApiError(Code.badRequest, 'validation.push.httpsRequired', {}, { field: 'endpoint' });
  Object.defineProperty(err, 'message', { value: `endpoint: ${err.message}` });
  throw err;
}

/**
 * An endpoint is one browser profile: subscribing it again (after a key change, or another user
 * signing in on that browser) moves it to the caller, so a browser never gets two users' pushes.
 */
export async function subscribe(
  ctx: AuthedContext,
  input: CallParsed<typeof pushCalls.subscribe>,
  allowHttp: boolean,
): Promise<null> {
  checkEndpoint(input.endpoint, allowHttp);
  // Browsers' push services are public names; anything else would make the server call inside its
  // own network on every new order (decision 045).
  await requirePublicUrl(ctx.outbound, 'endpoint', input.endpoint, { unresolvable: 'refuse' });
  const row = {
    userId: ctx.auth.user.id,
    sessionId: ctx.auth.session.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await upsertSubscription(ctx.db, row, ctx.clock.now());
  return null;
}

/** Removes the caller's own subscription of that endpoint; another user's stays (no error, nothing to tell). */
export async function unsubscribe(ctx: AuthedContext, endpoint: string): Promise<null> {
  await deleteUserEndpoint(ctx.db, ctx.auth.user.id, endpoint);
  return null;
}

export async function pushStatus(ctx: AuthedContext, enabled: boolean): Promise<PushStatus> {
  const endpoints = await endpointsOf(ctx.db, ctx.auth.user.id);
  return { enabled, subscriptions: endpoints.length, endpoints };
}

/**
 * A browser signed out (or forced out) stops receiving that user's orders: the next person on the
 * phone must not see them. An expired session keeps its subscription: it is still the same person's
 * phone, and the on-call alert matters most when nobody has touched the app for a day.
 */
export async function dropSessionSubscriptions(db: Db, sessionId: number): Promise<void> {
  await deleteSessionSubscriptions(db, sessionId);
}

/** Signed out everywhere (password change, account disabled): every browser of the user. */
export async function dropUserSubscriptions(db: Db, userId: number): Promise<void> {
  await deleteUserSubscriptions(db, userId);
}
