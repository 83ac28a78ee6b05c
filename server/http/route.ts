import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodObject, type z } from 'zod';
import { canCall, findUnsafeText, findUnsignedValue, isStaff, type CallDef } from '../../src/contract/index.ts';
import type { AuthedContext, HandlerContext, Services } from './context.ts';
import { sendOk } from './envelope.ts';
import { badRequest, forbidden, sessionExpired } from './errors.ts';
import { fieldError, fromUnsafeText, fromZod } from './error-handler.ts';
import { clearSessionCookies } from './session-cookies.ts';

type Handler<I extends z.ZodType, O, C> = (input: z.output<I>, ctx: C) => Promise<O> | O;

/** Every call the server answers, keyed `METHOD path`: the role table the route walk checks. */
export const registeredCalls = new Map<string, CallDef>();

export function clientIp(req: FastifyRequest): string {
  return req.ip ?? '';
}

function rawInput(req: FastifyRequest, def: Pick<CallDef, 'method' | 'signed' | 'input'>): unknown {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}) as Record<
    string,
    unknown
  >;
  if (def.signed) {
    // Only the body is signed: a query string could change what the signature vouches for.
    const names = Object.keys(query);
    if (names.length > 0) throw badRequest('errors.signedQueryNotAllowed', { fields: names });
    // The merchant sign string covers scalars only; the devices sign their lists (device-signing.ts).
    const unsigned = namesMerchant(def.input) ? findUnsignedValue(body) : undefined;
    if (unsigned !== undefined) throw fieldError(unsigned, 'validation.signedValue.scalar');
    return body;
  }
  // Path parameters (product 7.5: /order-query/{id}/query-status) come in like any other field.
  const merged = { ...query, ...((req.params ?? {}) as Record<string, unknown>) };
  if (def.method === 'GET') return merged;
  // POST calls may carry ids in the query string too (product 7.5: claimOrder?orderId=).
  return { ...merged, ...body };
}

/** A signed call's input names its merchant with `mchId` (the merchant API) or not (the devices' reports). */
function namesMerchant(input: z.ZodType): boolean {
  return input instanceof ZodObject && 'mchId' in (input.shape as Record<string, unknown>);
}

/**
 * Mounts one call of the API contract: parses its input with the contract's schema, resolves the
 * session, enforces the access list and the second-level login, then answers in the envelope.
 */
export function registerCall<I extends z.ZodType, O>(
  app: FastifyInstance,
  services: Services,
  def: CallDef<I, O>,
  handler: Handler<I, O, typeof def.access extends 'public' ? HandlerContext : AuthedContext>,
  options: { rateLimitPerMinute?: number } = {},
): void {
  registeredCalls.set(`${def.method} ${def.path}`, def as unknown as CallDef);
  app.route({
    method: def.method,
    url: def.path,
    config: options.rateLimitPerMinute ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } : {},
    ...(def.signed ? services.limits.signedCallHooks(def.path, namesMerchant(def.input)) : {}),
    handler: async (req, reply) => {
      const ctx: HandlerContext = { ...services, req, reply, ip: clientIp(req), auth: null };
      if (def.access !== 'public') {
        ctx.auth = await services.authenticator.authenticate(ctx);
        if (!ctx.auth) {
          // The session ended on the server (expired, signed out elsewhere, forced): the cookies go too.
          if (req.cookies?.token !== undefined) clearSessionCookies(req, reply);
          throw sessionExpired();
        }
        req.caller = { id: ctx.auth.user.id, role: ctx.auth.user.role };
        if (!canCall(def.access, ctx.auth.user.role)) throw forbidden();
        // Staff are fenced on every call, not only at sign-in: a rule added now ends a session elsewhere.
        if (isStaff(ctx.auth.user.role)) services.ipGate.assertStaff(ctx.auth.user, ctx.ip, req.log);
        if (def.secondLevel && isStaff(ctx.auth.user.role))
          services.authenticator.checkSecondLevel(ctx as AuthedContext);
      }
      const raw = rawInput(req, def);
      // Decision 047: one rule for every string of every call (query, path, body, upload), before
      // any schema, so no field can forget it: no NUL or lone surrogate ever reaches the database.
      const unsafe = findUnsafeText(raw);
      if (unsafe) throw fromUnsafeText(unsafe);
      const parsed = def.input.safeParse(raw);
      if (!parsed.success) throw fromZod(parsed.error);
      const data = await handler(parsed.data, ctx as AuthedContext);
      if (reply.sent) return reply;
      return sendOk(reply, data);
    },
  });
}
