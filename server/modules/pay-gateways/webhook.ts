import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, type CallParsed, type payGatewayCalls } from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { countAnonymous } from '../audit-log/index.ts';
import { reveal } from './credentials.ts';
import { applyGatewayAnswer } from './outcome.ts';
import { gatewayById, sendingByRef } from './repository.ts';

/** The raw bytes of each webhook request, kept by the routes' own JSON parser: the signature covers them, not a re-serialisation. */
export const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** A RazorpayX payout event: payload.payout.entity is the payout as the status call answers it. */
const payoutEvent = z.object({
  event: z.string().max(64),
  payload: z.object({
    payout: z.object({
      entity: z.object({
        id: z.string().min(1).max(64),
        status: z.string().max(32),
        utr: z.string().max(64).nullish(),
        reference_id: z.string().max(64).nullish(),
        failure_reason: z.string().max(255).nullish(),
      }),
    }),
  }),
});

export function signatureOf(body: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /v1.0/payGateway/webhook/:gatewayId: refused (400, audited with the sender's address) unless
 * X-Razorpay-Signature is the HMAC-SHA256 of the raw body with the gateway's webhook secret. A
 * verified payout event is applied like a poll's answer (applyGatewayAnswer: once, under the
 * payout's lock); other events and unknown payouts are acknowledged and ignored, so the gateway
 * stops resending them.
 */
export async function acceptWebhook(
  input: CallParsed<typeof payGatewayCalls.webhook>,
  ctx: HandlerContext,
): Promise<{ accepted: boolean }> {
  const g = await gatewayById(ctx.db, input.gatewayId);
  if (!g) throw new ApiError(Code.notFound, 'errors.payGatewayNotFound');
  const body = rawBodies.get(ctx.req) ?? Buffer.alloc(0);
  const given = ctx.req.headers['x-razorpay-signature'];
  let secret = '';
  try {
    secret = reveal(ctx.config, g, 'webhookSecret');
  } catch {
    // Sealed with another key: nothing can be verified, so nothing is accepted.
  }
  if (secret === '' || typeof given !== 'string' || !sameSignature(given, signatureOf(body, secret))) {
    // Counted, not audited one by one (decision 110): anyone can send these, as often as the limits allow.
    const n = await countAnonymous(ctx.db, {
      source: 'payGateway.webhookRefused',
      target: `payGateway:${g.id}`,
      ip: ctx.ip,
      now: ctx.clock.now(),
    });
    if (n === 1) ctx.req.log.warn({ gateway: g.id, ip: ctx.ip }, 'pay gateway: webhook with a bad signature refused');
    throw new ApiError(Code.badRequest, 'errors.gatewayWebhookSignature');
  }
  let parsed: z.infer<typeof payoutEvent> | null = null;
  try {
    const r = payoutEvent.safeParse(JSON.parse(body.toString('utf8')));
    parsed = r.success ? r.data : null;
  } catch {
    parsed = null;
  }
  if (!parsed) return { accepted: false };
  const entity = parsed.payload.payout.entity;
  const sending = await sendingByRef(ctx.db, g.id, entity.id, entity.reference_id ?? null);
  if (!sending) return { accepted: false };
  await applyGatewayAnswer(
    ctx.db,
    ctx.clock,
    { ...sending, gatewayRef: sending.gatewayRef ?? entity.id },
    entity,
    { auth: null, ip: ctx.ip, clock: ctx.clock },
    null,
  );
  return { accepted: true };
}
