import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  Code,
  OrderStatus,
  OrderType,
  signParams,
  type OrderTypeId,
  signTypeOf,
  systemSettings,
  type CallParsed,
  type CreatedOrder,
  type orderCreateCalls,
} from '../../../src/contract/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requirePublicUrl } from '../../http/outbound-url.ts';
import { orderPayInstructions } from '../dynamic-pay/index.ts';
import { feeFor } from '../ledger/index.ts';
import { publishOrderCreated } from '../live/index.ts';
import { refuseFrozenIp } from '../order-analysis/index.ts';
import { requirePayerName } from './payer-name-rules.ts';
import { payUrlOf } from './pay-url.ts';
import { refuseWhenServiceOff, settingValue } from '../system-config/index.ts';
import {
  createAllocatedOrder,
  insertTestOrder,
  merchantAndTermsRow,
  orderTermsRow,
  type NewOrder,
  type TermsRow,
} from './create-repository.ts';
import { findOrderByMchNo, type OrderRecord } from './records-repository.ts';
import { newCheckoutToken } from './checkout.ts';
import { transition } from './state-machine.ts';
import { ordersCreated } from '../../lib/metrics.ts';

type CreateInput = CallParsed<typeof orderCreateCalls.create>;
const named = new Set([
  'mchId',
  'productId',
  'mchOrderNo',
  'amount',
  'returnUrl',
  'notifyUrl',
  'subject',
  'body',
  'clientIp',
  'sign',
]);

const hashers = {
  MD5: (s: string) => createHash('md5').update(s, 'utf8').digest('hex'),
  SHA256: (s: string) => createHash('sha256').update(s, 'utf8').digest('hex'),
};

/** Signed over the parameters exactly as sent (before trimming or defaults), as the merchant built them. */
function signMatches(raw: Record<string, unknown>, sign: string, key: string, signType: string): boolean {
  const expected = Buffer.from(signParams(raw, key, hashers[signTypeOf(signType)]));
  const given = Buffer.from(sign.toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** C + UTC date + 10 random digits: not guessable from the previous one; the unique index guards. */
function newOrderCode(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `C${day}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

/**
 * The create's answer. With an active pay script for the product, the script builds the payment
 * instructions (once per order; docs/decisions/078-dynamic-pay.md) and its link is the payUrl; a
 * failed script leaves the account's own instructions.
 */
export async function orderAnswer(o: OrderRecord, ctx: HandlerContext, checkoutToken?: string): Promise<CreatedOrder> {
  const instructions = await orderPayInstructions(ctx, o);
  return {
    orderCode: o.orderCode,
    mchOrderNo: o.mchOrderNo,
    payUrl: instructions?.link ?? (await payUrlOf(o, ctx, checkoutToken)),
    status: o.status,
    amount: o.amount,
    payableAmount: o.payableAmount,
    ...(instructions ? { payInstructions: instructions } : {}),
  };
}

/**
 * How a create arrives: by default the merchant API. A superAdmin's test order on a merchant's
 * behalf (server/modules/order-test) passes the parameters it signed, orderType test, no IP check
 * (the caller is not the merchant's server) and its audit record, written in the create transaction.
 */
export interface CreateOptions extends PlaceOptions {
  /** The parameters as signed, when they did not come as the request body. */
  signed?: Record<string, unknown>;
  /** false when the server itself signs: the whitelist guards merchants' servers. */
  checkIp?: boolean;
}

/**
 * Checks who is asking, in an order that tells an unsigned caller as little as possible. Signed with
 * the live key, the call is live; with the test key (decision 130), `test` is true and the caller
 * makes test orders and payouts only.
 */
export function authenticateMerchant(
  merchant: ApiMerchant | null,
  input: Pick<CreateInput, 'sign'>,
  ctx: HandlerContext,
  options: CreateOptions,
): ApiMerchant & { test: boolean } {
  if (!merchant || merchant.role !== 'merchant' || merchant.status !== 0 || !merchant.merchantKey) {
    throw new ApiError(Code.notFound, 'errors.merchantUnknown');
  }
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const raw = options.signed ?? body;
  const live = signMatches(raw, input.sign, merchant.merchantKey, merchant.signType);
  const test =
    !live &&
    merchant.merchantTestKey !== null &&
    signMatches(raw, input.sign, merchant.merchantTestKey, merchant.signType);
  if (!live && !test) {
    // Signed right with the other hash: say which one the key uses (the signature proves the key).
    const own = signTypeOf(merchant.signType);
    const other = own === 'MD5' ? 'SHA256' : 'MD5';
    if (signMatches(raw, input.sign, merchant.merchantKey, other))
      throw new ApiError(Code.badRequest, 'errors.signTypeMismatch', { given: other, signType: own });
    throw new ApiError(Code.badRequest, 'errors.signInvalid');
  }
  // The one check of every merchant API entry (order and payout create); after the signature, so
  // only the merchant learns which addresses it allows.
  if (options.checkIp !== false) ctx.ipGate.assertMerchant(merchant.id, ctx.ip, ctx.req.log);
  return { ...merchant, test };
}

/** How a caller other than the merchant API places an order (the staff test, the batch upload). */
export interface PlaceOptions {
  orderType?: OrderTypeId;
  /**
   * Signed with the test key (decision 130): a test order that takes no receiving account (no
   * allocation, no supplier, nothing reserved); its outcomes come from the test drive.
   */
  testMode?: boolean;
  /** Runs inside the create transaction once the order is allocated (or not): audit records. */
  inTransaction?: (tx: DbOrTx, order: OrderRecord) => Promise<unknown>;
}

export type ApiMerchant = NonNullable<Awaited<ReturnType<typeof merchantAndTerms>>['merchant']>;

/** What an order is placed on: its product, the merchant's fees for it, and the order timeout. */
interface OrderTerms {
  productId: number;
  rate: number;
  fixedFee: number;
  timeoutMinutes: number;
}

function orderTermsOf(row: TermsRow | undefined): OrderTerms | null {
  if (
    !row ||
    row.productId === null ||
    row.kind !== 'collection' ||
    !row.enabled ||
    row.rate === null ||
    !row.feesEnabled
  )
    return null;
  // As settingValue: the stored value, else the contract's default.
  const timeout = row.timeout ?? systemSettings.OrderTimeoutMinutes.default;
  return { productId: row.productId, rate: row.rate, fixedFee: row.fixedFee ?? 0, timeoutMinutes: Number(timeout) };
}

/**
 * The product, the merchant's fee settings for it and the order timeout, in one statement: every
 * create reads them, and each round trip costs both the server and the database CPU.
 */
async function orderTerms(db: DbOrTx, merchantId: number, productId: number): Promise<OrderTerms | null> {
  return orderTermsOf(await orderTermsRow(db, merchantId, productId));
}

/** The merchant the API names by mchId and the terms of the product it names, in one statement. */
async function merchantAndTerms(db: Db, merchantId: number, productId: number) {
  const row = await merchantAndTermsRow(db, merchantId, productId);
  return { merchant: row?.merchant ?? null, terms: orderTermsOf(row?.terms) };
}

/** Thrown inside the create transaction to roll it back when the mchOrderNo proved taken. */
class AlreadyPlaced extends Error {}

// Create moves an order from Created to Allocated or Allocation Failed; the database function
// chooses which, so the state machine is asked once here that both moves are legal.
transition({ orderCode: '', status: OrderStatus.created }, OrderStatus.allocated, 'allocation');
transition({ orderCode: '', status: OrderStatus.created }, OrderStatus.allocationFailed, 'allocation');

/**
 * Allocates and inserts in ONE statement (bo_create_order, create-repository.ts), so an order
 * exists only allocated or with the reason it could not be, and the account is chosen before the
 * order is inserted once, complete. A repeated mchOrderNo answers the first order: the unique index
 * decides (a concurrent duplicate waits for the first to commit), and the duplicate's statement,
 * allocation included, is rolled back. With `inTransaction` (audit records of the staff test and
 * the batch) the statement runs in a transaction with them. The caller has authenticated the merchant.
 */
export async function placeOrder(
  merchantId: number,
  input: CreateInput,
  ctx: HandlerContext,
  options: PlaceOptions = {},
): Promise<OrderRecord> {
  return (await placeOnTerms(merchantId, await orderTerms(ctx.db, merchantId, input.productId), input, ctx, options))
    .placed;
}

async function placeOnTerms(
  merchantId: number,
  terms: OrderTerms | null,
  input: CreateInput,
  ctx: HandlerContext,
  options: PlaceOptions,
): Promise<{ placed: OrderRecord; checkoutToken?: string }> {
  if (!terms) throw new ApiError(Code.badRequest, 'errors.productUnavailable');
  // A frozen payer IP (order analysis): an in-memory set, no round trip on this path.
  await refuseFrozenIp(ctx.db, input.clientIp);
  // The callback must not reach the platform's own network (decision 045): refused here with the
  // field's message; an IP literal costs no lookup, a name one lookup per host and half minute.
  if (input.notifyUrl) await requirePublicUrl(ctx.outbound, 'notifyUrl', input.notifyUrl, { unresolvable: 'accept' });

  const amount = Number(input.amount);
  await requirePayerName(ctx.db, merchantId, amount, input.userName);
  const now = ctx.clock.now();
  const payer: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (!named.has(k) && v !== undefined && v !== '') payer[k] = String(v);
  const order: NewOrder = {
    orderCode: newOrderCode(now),
    merchantId,
    mchOrderNo: input.mchOrderNo,
    productId: terms.productId,
    amount,
    orderType: options.orderType ?? OrderType.ordinary,
    clientIp: input.clientIp,
    notifyUrl: input.notifyUrl,
    returnUrl: input.returnUrl,
    subject: input.subject,
    body: input.body,
    payer,
    // Fixed at creation: a later rate change applies to new orders only.
    merchantFee: feeFor(amount, terms.rate, terms.fixedFee),
    now,
    expiresAt: new Date(now.getTime() + terms.timeoutMinutes * 60_000),
    allocatedStatus: OrderStatus.allocated,
    allocationFailedStatus: OrderStatus.allocationFailed,
    // Made with the order in its statement (decision 139); a test order is inserted apart and
    // gets its token when answered, as before.
    checkoutToken: options.testMode ? null : newCheckoutToken(),
  };
  const inTransaction = options.inTransaction;
  const created = options.testMode
    ? await insertTestOrder(ctx.db, { ...order, orderType: OrderType.test })
    : inTransaction
      ? await ctx.db
          .transaction(async (tx) => {
            const made = await createAllocatedOrder(tx, order, true);
            if (!made) throw new AlreadyPlaced();
            await inTransaction(tx, made.order);
            return made;
          })
          .catch((e: unknown) => {
            if (e instanceof AlreadyPlaced) return null;
            throw e;
          })
      : await createAllocatedOrder(ctx.db, order);
  // A repeated mchOrderNo, or one that lost the race to a concurrent create: the first order, when
  // asked for with the same parameters; other parameters under the same number are refused.
  const placed = created?.order ?? (await findOrderByMchNo(ctx.db, merchantId, input.mchOrderNo));
  if (!placed) throw new ApiError(Code.internal, 'errors.internal');
  if (!created) refuseConflict(placed, order);
  // Committed and new (not a repeat): tell the live websockets (product 4 order notifier).
  if (created) {
    ordersCreated.inc({ product: String(created.order.productId) });
    publishOrderCreated(ctx, created.order, created.supplierParentId);
  }
  return created && order.checkoutToken ? { placed, checkoutToken: order.checkoutToken } : { placed };
}

/** The parameters that make an order; a repeat of its mchOrderNo must carry the same. */
const sameOrderFields = ['productId', 'amount', 'notifyUrl', 'returnUrl', 'subject', 'body', 'clientIp'] as const;

/**
 * Idempotency as payment APIs keep it: the same mchOrderNo with the same parameters answers the
 * first order; with other parameters it is refused (errors.mchOrderNoConflict names the fields),
 * never answered with an order that is not the one asked for.
 */
function refuseConflict(first: OrderRecord, asked: NewOrder): void {
  const fields: string[] = sameOrderFields.filter((k) => first[k] !== asked[k]);
  if (JSON.stringify(sortedEntries(first.payer)) !== JSON.stringify(sortedEntries(asked.payer))) fields.push('payer');
  if (fields.length > 0)
    throw new ApiError(
      Code.conflict,
      'errors.mchOrderNoConflict',
      { mchOrderNo: asked.mchOrderNo, fields: fields.join(', ') },
      { orderCode: first.orderCode, fields },
    );
}
const sortedEntries = (o: Record<string, string>) => Object.entries(o).sort(([a], [b]) => a.localeCompare(b));

/** Product 7.5 create: authenticate by the signature, then place the order. */
export async function createOrder(
  input: CreateInput,
  ctx: HandlerContext,
  options: CreateOptions = {},
): Promise<CreatedOrder> {
  // Read alongside, not after: the service switch costs this path no extra round trip of time.
  const [found, serviceOn] = await Promise.all([
    merchantAndTerms(ctx.db, input.mchId, input.productId),
    settingValue(ctx.db, 'EnableService'),
  ]);
  const merchant = authenticateMerchant(found.merchant, input, ctx, options);
  // After the signature: only the merchant learns that the platform is paused.
  refuseWhenServiceOff(serviceOn);
  const placing = merchant.test ? { ...options, orderType: OrderType.test, testMode: true } : options;
  const { placed, checkoutToken } = await placeOnTerms(merchant.id, found.terms, input, ctx, placing);
  return orderAnswer(placed, ctx, checkoutToken);
}
