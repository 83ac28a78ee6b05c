import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { amountSchema, toMinor, int4Max, requiredIdSchema } from '../validation.ts';
import type { SecretState } from './system-settings.ts';

/**
 * /payGatewayConfig is superAdmin's; technicalMaintenance reads its /readonly variant (product 2).
 * Decision 079; docs/decisions/079-payment-gateways.md.
 */
const gatewayWriters = ['superAdmin'] as const satisfies readonly Role[];
const gatewayReaders = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];

/** The payout APIs the server speaks. razorpayx: POST /v1/payouts, GET /v1/payouts/:id, signed webhooks. */
export const payGatewayKinds = ['razorpayx'] as const;
export type PayGatewayKind = (typeof payGatewayKinds)[number];

/**
 * Where a payout sent to a gateway stands: queued (assigned, the gateway has not confirmed it
 * yet: a send may be retried with the same idempotency key), sent (accepted, waiting for its
 * outcome), paid, rejected (returned to the pool or cancelled back to the merchant).
 */
export const gatewayPayoutStates = ['queued', 'sent', 'paid', 'rejected'] as const;
export type GatewayPayoutState = (typeof gatewayPayoutStates)[number];
/** While in these the gateway may still pay it: nobody else may move the payout. */
export const activeGatewayStates: readonly GatewayPayoutState[] = ['queued', 'sent'];
export const isGatewayPayoutState = (v: unknown): v is GatewayPayoutState =>
  typeof v === 'string' && (gatewayPayoutStates as readonly string[]).includes(v);

/** Credentials are SecretState: set or not, and the last 4 characters when at least 12 (as secret settings). */
export interface PayGatewayRow {
  id: number;
  name: string;
  kind: PayGatewayKind;
  baseUrl: string;
  accountNumber: string;
  keyId: SecretState;
  keySecret: SecretState;
  webhookSecret: SecretState;
  enabled: boolean;
  /** Payout products routed to it. */
  productIds: number[];
  /** Minor units; 0: no limit. */
  minAmount: number;
  maxAmount: number;
  dailyLimit: number;
  /** Amount of today's (UTC) payouts given to it and not rejected. */
  usedToday: number;
  /** Payouts it still holds (queued or sent). */
  openPayouts: number;
  /** The path its webhooks are sent to, on this server's public address. */
  webhookPath: string;
  updatedBy: string;
  updateTime: string;
}

export interface PayoutProductOption {
  id: number;
  name: string;
  currency: string;
}

export interface PayGatewayList {
  gateways: PayGatewayRow[];
  /** The payout products a gateway can be given. */
  products: PayoutProductOption[];
}

/** What a connection test found, in words the page chooses: ok, or why not. */
export const connectionOutcomes = ['ok', 'unauthorized', 'httpError', 'timeout', 'refused', 'unreachable'] as const;
export type ConnectionOutcome = (typeof connectionOutcomes)[number];
export interface ConnectionTestResult {
  outcome: ConnectionOutcome;
  /** The HTTP status the gateway answered, when it answered. */
  httpStatus: number | null;
  ms: number;
}

export const gatewayLimits = { name: 64, baseUrl: 255, accountNumber: 40, credential: 200, products: 20 } as const;

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (
      ['http:', 'https:'].includes(u.protocol) &&
      u.username === '' &&
      u.password === '' &&
      u.search === '' &&
      u.hash === ''
    );
  } catch {
    return false;
  }
};

const id = requiredIdSchema;
const text = (max: number) => z.string({ message: 'validation.required' }).trim().max(max, 'validation.text.tooLong');
/** Empty keeps the stored credential (an update); a new gateway needs all three (checked by the server). */
const credential = text(gatewayLimits.credential)
  .regex(/^[\x21-\x7e]*$/, 'validation.payGateway.credential')
  .optional()
  .default('');
/** Major units as typed, stored in minor units; empty: no limit. */
const limit = z
  .preprocess((v) => (v === '' || v === undefined || v === null ? '0' : v), amountSchema)
  .transform(toMinor);
const flag = z.preprocess((v) => v === true || v === 'true', z.boolean());

export const payGatewaySaveInput = z
  .object({
    /** Absent: a new gateway. */
    id: id.optional(),
    name: text(gatewayLimits.name).min(1, 'validation.required'),
    kind: z.enum(payGatewayKinds, { message: 'validation.payGateway.kind' }),
    /** The API's base, e.g. https://api.razorpay.com (paths are added by the server); no query or credentials. */
    baseUrl: text(gatewayLimits.baseUrl)
      .min(1, 'validation.required')
      .refine(isHttpUrl, 'validation.url.format')
      .transform((v) => v.replace(/\/+$/, '')),
    accountNumber: text(gatewayLimits.accountNumber).regex(/^[A-Za-z0-9]+$/, 'validation.payGateway.accountNumber'),
    keyId: credential,
    keySecret: credential,
    webhookSecret: credential,
    enabled: flag,
    productIds: z
      .array(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive(), {
        message: 'validation.payGateway.products',
      })
      .max(gatewayLimits.products, 'validation.payGateway.products')
      .default([]),
    minAmount: limit,
    maxAmount: limit,
    dailyLimit: limit,
  })
  .superRefine((v, ctx) => {
    if (v.maxAmount > 0 && v.minAmount > v.maxAmount)
      ctx.addIssue({ code: 'custom', message: 'validation.payGateway.limits', path: ['minAmount'] });
  });

export const payGatewayCalls = {
  /** Every gateway (credentials as set/last 4 only) and the payout products they can be given. */
  list: call<PayGatewayList>()({
    method: 'GET',
    path: '/v1.0/payGateway/list',
    input: z.object({}),
    access: gatewayReaders,
  }),
  /** Adds (no id) or changes a gateway; an empty credential keeps the stored one. Audited without the secrets. */
  save: call<PayGatewayRow>()({
    method: 'POST',
    path: '/v1.0/payGateway/save',
    input: payGatewaySaveInput,
    access: gatewayWriters,
  }),
  /** Calls the gateway with its stored keys (a read of its payouts) and says what happened. */
  testConnection: call<ConnectionTestResult>()({
    method: 'POST',
    path: '/v1.0/payGateway/testConnection',
    input: z.object({ id }),
    access: gatewayWriters,
  }),
  /**
   * The gateway's webhook (RazorpayX payout events): public, answered only when X-Razorpay-Signature
   * is the HMAC-SHA256 of the raw body with the gateway's webhook secret; refusals are audited.
   */
  webhook: call<{ accepted: boolean }>()({
    method: 'POST',
    path: '/v1.0/payGateway/webhook/:gatewayId',
    // The body is read raw by the server (the signature covers its bytes), then parsed by its own schema.
    input: z.object({ gatewayId: id }),
    access: 'public',
  }),
};

export const webhookPathOf = (gatewayId: number): string => `/v1.0/payGateway/webhook/${gatewayId}`;
