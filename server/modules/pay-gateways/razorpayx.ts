import { z } from 'zod';
import {
  OutboundRefused,
  OutboundTimeout,
  postOutbound,
  type OutboundAnswer,
  type OutboundGuard,
} from '../../lib/outbound/index.ts';

/** What the server needs to call one gateway: its base and the decrypted keys. */
export interface GatewayTarget {
  baseUrl: string;
  accountNumber: string;
  keyId: string;
  keySecret: string;
}

/** The payee as a RazorpayX composite payout takes it (a bank account or a UPI id). */
export interface PayoutOrder {
  orderCode: string;
  amount: number;
  name: string;
  cardNumber: string;
  ifsc: string;
  upi: string;
}

/** Every call to a gateway is given this long (the job's lease is far longer). */
export const gatewayTimeoutMs = 10_000;

/** A payout as the gateway tells it: its id, status word and the bank's reference when paid. */
const payoutEntity = z.object({
  id: z.string().min(1).max(64),
  status: z.string().max(32),
  utr: z.string().max(64).nullish(),
  reference_id: z.string().max(64).nullish(),
  failure_reason: z.string().max(255).nullish(),
  status_details: z
    .object({ description: z.string().max(255).nullish() })
    .passthrough()
    .nullish(),
});
export type PayoutEntity = z.infer<typeof payoutEntity>;

export type SendResult =
  /** The gateway holds the payout (new, or found again by its idempotency key). */
  | { kind: 'accepted'; payout: PayoutEntity }
  /** The gateway refused to create it (400/422): it will never be paid under this key. */
  | { kind: 'refused'; httpStatus: number; reason: string }
  /** Nothing is known (timeout, network, 5xx, keys refused): ask again later with the same key. */
  | { kind: 'unknown'; reason: string };

export type FetchResult = { kind: 'found'; payout: PayoutEntity } | { kind: 'unknown'; reason: string };

const basicAuth = (t: GatewayTarget) => `Basic ${Buffer.from(`${t.keyId}:${t.keySecret}`, 'utf8').toString('base64')}`;

function parseEntity(answer: OutboundAnswer): PayoutEntity | null {
  try {
    const parsed = payoutEntity.safeParse(JSON.parse(answer.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The gateway's own words for a refusal ({ error: { description } }), bounded. */
function refusalText(answer: OutboundAnswer): string {
  try {
    const body = JSON.parse(answer.body) as { error?: { description?: unknown } };
    if (typeof body.error?.description === 'string') return body.error.description.slice(0, 255);
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${answer.status}`;
}

export const failureText = (err: unknown): string => {
  if (err instanceof OutboundTimeout) return `No answer within ${err.timeoutMs / 1000} s`;
  if (err instanceof OutboundRefused) return err.message;
  return err instanceof Error ? err.message.slice(0, 255) : String(err).slice(0, 255);
};

function fundAccount(p: PayoutOrder) {
  const contact = { name: p.name.slice(0, 50) || 'Payee', type: 'customer', reference_id: p.orderCode };
  if (p.cardNumber !== '' && p.ifsc !== '') {
    return {
      mode: 'IMPS',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: p.name.slice(0, 120), ifsc: p.ifsc, account_number: p.cardNumber },
        contact,
      },
    };
  }
  return { mode: 'UPI', fund_account: { account_type: 'vpa', vpa: { address: p.upi }, contact } };
}

/**
 * POST /v1/payouts with X-Payout-Idempotency = our order code: a retry after a lost answer finds the
 * payout the first request made instead of making a second one.
 */
export async function sendPayout(
  guard: OutboundGuard,
  t: GatewayTarget,
  p: PayoutOrder,
  idempotencyKey: string,
  timeoutMs = gatewayTimeoutMs,
): Promise<SendResult> {
  const body = JSON.stringify({
    account_number: t.accountNumber,
    amount: p.amount,
    currency: 'INR',
    purpose: 'payout',
    queue_if_low_balance: true,
    reference_id: p.orderCode,
    narration: `Payout ${p.orderCode}`.slice(0, 30),
    ...fundAccount(p),
  });
  let answer: OutboundAnswer;
  try {
    answer = await postOutbound(guard, `${t.baseUrl}/v1/payouts`, {
      headers: {
        'Content-Type': 'application/json',
        Authorization: basicAuth(t),
        'X-Payout-Idempotency': idempotencyKey,
      },
      body,
      timeoutMs,
      maxBodyChars: 20_000,
    });
  } catch (err) {
    return { kind: 'unknown', reason: failureText(err) };
  }
  if (answer.status >= 200 && answer.status < 300) {
    const payout = parseEntity(answer);
    return payout ? { kind: 'accepted', payout } : { kind: 'unknown', reason: `HTTP ${answer.status}: not a payout` };
  }
  if (answer.status === 400 || answer.status === 422)
    return { kind: 'refused', httpStatus: answer.status, reason: refusalText(answer) };
  return { kind: 'unknown', reason: `HTTP ${answer.status}: ${refusalText(answer)}` };
}

/** GET /v1/payouts/:id: where the gateway's payout stands. */
export async function fetchPayout(
  guard: OutboundGuard,
  t: GatewayTarget,
  ref: string,
  timeoutMs = gatewayTimeoutMs,
): Promise<FetchResult> {
  try {
    const answer = await postOutbound(guard, `${t.baseUrl}/v1/payouts/${encodeURIComponent(ref)}`, {
      method: 'GET',
      headers: { Authorization: basicAuth(t) },
      body: null,
      timeoutMs,
      maxBodyChars: 20_000,
    });
    const payout = answer.status === 200 ? parseEntity(answer) : null;
    return payout
      ? { kind: 'found', payout }
      : { kind: 'unknown', reason: `HTTP ${answer.status}: ${refusalText(answer)}` };
  } catch (err) {
    return { kind: 'unknown', reason: failureText(err) };
  }
}

/** A read that needs the keys and changes nothing: GET /v1/payouts?account_number=…&count=1. */
export async function probe(guard: OutboundGuard, t: GatewayTarget): Promise<OutboundAnswer> {
  return postOutbound(guard, `${t.baseUrl}/v1/payouts?account_number=${encodeURIComponent(t.accountNumber)}&count=1`, {
    method: 'GET',
    headers: { Authorization: basicAuth(t) },
    body: null,
    timeoutMs: gatewayTimeoutMs,
  });
}

/** RazorpayX's payout status words: processed is paid; these are final refusals; anything else is still on its way. */
export function outcomeOf(status: string): 'paid' | 'rejected' | 'pending' {
  if (status === 'processed') return 'paid';
  if (['rejected', 'reversed', 'failed', 'cancelled'].includes(status)) return 'rejected';
  return 'pending';
}
