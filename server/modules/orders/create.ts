import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  Code,
  OrderStatus,
  OrderType,
  signParams,
  type OrderTypeId,
  signTypeOf,
  type CallParsed,
  type CreatedOrder,
  type orderCreateCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { feeFor, feeSettings } from '../ledger/fees.ts';
import { readSetting } from '../system-config/store.ts';
import { allocate } from './allocation.ts';
import { findApiMerchant, findOrderByMchNo, findProduct, insertOrderIfNew, updateOrder, type OrderRecord } from './order-records.ts';
import { transition } from './state-machine.ts';

type CreateInput = CallParsed<typeof orderCreateCalls.create>;
const named = new Set(['mchId', 'productId', 'mchOrderNo', 'amount', 'returnUrl', 'notifyUrl', 'subject', 'body', 'clientIp', 'sign']);

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

export function orderAnswer(o: OrderRecord, ctx: HandlerContext): CreatedOrder {
  const host = ctx.req.headers.host ?? 'localhost';
  return {
    orderCode: o.orderCode,
    mchOrderNo: o.mchOrderNo,
    payUrl: `${ctx.req.protocol}://${host}/pay/${o.orderCode}`,
    status: o.status,
    amount: o.amount,
    payableAmount: o.payableAmount,
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

/** Checks who is asking, in an order that tells an unsigned caller as little as possible. */
async function authenticateMerchant(input: CreateInput, ctx: HandlerContext, options: CreateOptions) {
  const merchant = await findApiMerchant(ctx.db, input.mchId);
  if (!merchant || merchant.role !== 'merchant' || merchant.status !== 0 || !merchant.merchantKey) {
    throw new ApiError(Code.notFound, 'errors.merchantUnknown');
  }
  const body = ctx.req.body && typeof ctx.req.body === 'object' ? (ctx.req.body as Record<string, unknown>) : {};
  const raw = options.signed ?? body;
  if (!signMatches(raw, input.sign, merchant.merchantKey, merchant.signType)) throw new ApiError(Code.badRequest, 'errors.signInvalid');
  if (options.checkIp !== false && merchant.ipWhitelist.length > 0 && !merchant.ipWhitelist.includes(ctx.ip)) {
    throw new ApiError(Code.forbidden, 'errors.ipNotAllowed', {}, { ip: ctx.ip });
  }
  return merchant;
}

/** How a caller other than the merchant API places an order (the staff test, the batch upload). */
export interface PlaceOptions {
  orderType?: OrderTypeId;
  /** Runs inside the create transaction once the order is allocated (or not): audit records. */
  inTransaction?: (tx: DbOrTx, order: OrderRecord) => Promise<unknown>;
}

/**
 * Inserts and allocates in ONE transaction, so an order exists only allocated or with the reason it
 * could not be. A repeated mchOrderNo answers the first order. The caller has authenticated the merchant.
 */
export async function placeOrder(merchantId: number, input: CreateInput, ctx: HandlerContext, options: PlaceOptions = {}): Promise<OrderRecord> {
  const product = await findProduct(ctx.db, input.productId);
  const fees = product ? await feeSettings(ctx.db, merchantId, product.id) : null;
  if (!product || product.kind !== 'collection' || !product.enabled || !fees?.enabled) {
    throw new ApiError(Code.badRequest, 'errors.productUnavailable');
  }
  const existing = await findOrderByMchNo(ctx.db, merchantId, input.mchOrderNo);
  if (existing) return existing;

  const amount = Number(input.amount);
  const now = ctx.clock.now();
  const timeoutMinutes = Number(await readSetting(ctx.db, 'OrderTimeoutMinutes', 15));
  const payer = Object.fromEntries(
    Object.entries(input)
      .filter(([k, v]) => !named.has(k) && v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertOrderIfNew(tx, {
      orderCode: newOrderCode(now),
      merchantId,
      mchOrderNo: input.mchOrderNo,
      productId: product.id,
      amount,
      payableAmount: amount,
      status: OrderStatus.created,
      orderType: options.orderType ?? OrderType.ordinary,
      clientIp: input.clientIp,
      notifyUrl: input.notifyUrl,
      returnUrl: input.returnUrl,
      subject: input.subject,
      body: input.body,
      payer,
      // Fixed at creation: a later rate change applies to new orders only.
      merchantFee: feeFor(amount, fees.rate, fees.fixedFee),
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + timeoutMinutes * 60_000),
    });
    if (!row) return null;
    const { allocation, info } = await allocate(tx, product.id, amount, now);
    const to = allocation ? OrderStatus.allocated : OrderStatus.allocationFailed;
    transition(row, to, 'allocation');
    const supplierFees = allocation ? await feeSettings(tx, allocation.supplierId, product.id) : null;
    const set = {
      status: to,
      allocateInfo: JSON.stringify(info),
      resourceId: allocation?.resourceId ?? null,
      supplierId: allocation?.supplierId ?? null,
      payableAmount: allocation?.payableAmount ?? amount,
      supplierFee: supplierFees ? feeFor(amount, supplierFees.rate, supplierFees.fixedFee) : 0,
    };
    await updateOrder(tx, row.id, set);
    const order = { ...row, ...set };
    await options.inTransaction?.(tx, order);
    return order;
  });
  // Lost the race to a concurrent create of the same mchOrderNo: answer the winner's order.
  const order = created ?? (await findOrderByMchNo(ctx.db, merchantId, input.mchOrderNo));
  if (!order) throw new ApiError(Code.internal, 'errors.internal');
  return order;
}

/** Spec 7.5 create: authenticate by the signature, then place the order. */
export async function createOrder(input: CreateInput, ctx: HandlerContext, options: CreateOptions = {}): Promise<CreatedOrder> {
  const merchant = await authenticateMerchant(input, ctx, options);
  return orderAnswer(await placeOrder(merchant.id, input, ctx, options), ctx);
}
