import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  Code,
  OrderStatus,
  type CallParsed,
  type CheckoutInfo,
  type CheckoutMethod,
  type CheckoutState,
  type checkoutCalls,
} from '../../../src/contract/index.ts';
import { checkoutTokens, orders, products, resources } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { paymentLink } from '../../lib/payment-link.ts';
import { recordedPayInstructions } from '../dynamic-pay/index.ts';
import { publicBase } from '../system-config/index.ts';
import type { OrderRecord } from './records-repository.ts';

/*
 * The payer's checkout page (decision 113): reached by a random token per order, never by the
 * order code (codes are dated and counted by whoever sees a few); built on the configured public
 * address, never on the request's Host header (a create sent with another Host would hand the
 * payer a link to someone else's site). It answers one order's payment instructions and nothing else.
 */

/** A new checkout page token: 24 random bytes, not derived from anything the payer can see. */
export const newCheckoutToken = (): string => randomBytes(24).toString('base64url');

/**
 * The token of an order's checkout page, made on first use; a repeated create answers the same one.
 * One statement: on a repeat the conflict touches the row and returns the token it already has.
 */
export async function checkoutTokenOf(db: DbOrTx, orderCode: string): Promise<string> {
  const [row] = await db
    .insert(checkoutTokens)
    .values({ token: newCheckoutToken(), orderCode })
    .onConflictDoUpdate({ target: checkoutTokens.orderCode, set: { orderCode: sql`excluded.order_code` } })
    .returning({ token: checkoutTokens.token });
  return row!.token;
}

/**
 * The checkout page's address of an order: `<public address>/pay/<token>`. `known`: the token the
 * create statement inserted with the order (decision 139), so no statement of its own.
 */
export async function checkoutUrlOf(
  orderCode: string,
  ctx: Pick<HandlerContext, 'db' | 'config'>,
  known?: string,
): Promise<string> {
  const [base, token] = await Promise.all([publicBase(ctx), known ?? checkoutTokenOf(ctx.db, orderCode)]);
  return `${base}/pay/${token}`;
}

const paidStatuses: readonly number[] = [
  OrderStatus.successful,
  OrderStatus.callbackSuccessful,
  OrderStatus.callbackFailed,
];
/** Still waiting for the payer's money: the page shows how to pay. */
const payableStatuses: readonly number[] = [
  OrderStatus.created,
  OrderStatus.creating,
  OrderStatus.allocated,
  OrderStatus.processing,
  OrderStatus.submitted,
  OrderStatus.toBeConfirmed,
];

function stateOf(o: OrderRecord, now: Date): CheckoutState {
  if (paidStatuses.includes(o.status)) return 'paid';
  if (!payableStatuses.includes(o.status)) return 'expired';
  return o.expiresAt && o.expiresAt <= now ? 'expired' : 'open';
}

async function orderOfToken(db: DbOrTx, token: string): Promise<OrderRecord> {
  const [row] = await db
    .select({ order: orders })
    .from(checkoutTokens)
    .innerJoin(orders, eq(orders.orderCode, checkoutTokens.orderCode))
    .where(eq(checkoutTokens.token, token));
  // A wrong token, an order code in its place, or an order moved to the archive: one answer.
  if (!row) throw new ApiError(Code.notFound, 'errors.checkoutUnknown');
  return row.order;
}

/**
 * QR images by their text: a page asks every 5 s while it is open, and the same few hundred
 * accounts and amounts repeat, so the PNG is drawn once, not on every poll. Bounded; oldest out.
 */
const qrImages = new Map<string, Promise<string>>();
const qrCacheSize = 1000;
function qr(text: string): Promise<string> {
  let image = qrImages.get(text);
  if (!image) {
    // A text too long for a QR gets none; the page still shows the details to copy.
    image = QRCode.toDataURL(text, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).catch(() => '');
    qrImages.set(text, image);
    if (qrImages.size > qrCacheSize) qrImages.delete(qrImages.keys().next().value!);
  }
  return image;
}
const decimal = (minor: number, scale: number) => (minor / 10 ** scale).toFixed(scale);

/** How to pay this order: what its product's pay script built at create, else by its account's channel. */
async function methodOf(o: OrderRecord, ctx: HandlerContext, currency: string): Promise<CheckoutMethod> {
  const instructions = await recordedPayInstructions(ctx.db, o.id);
  if (instructions) {
    const code = instructions.qr ?? instructions.link;
    return { kind: 'script', instructions, qrImage: code ? await qr(code) : '' };
  }
  if (o.resourceId === null) return { kind: 'none' };
  const [r] = await ctx.db
    .select({
      type: resources.type,
      accountName: resources.accountName,
      bankName: resources.bankName,
      cardNumber: resources.cardNumber,
      ifsc: resources.ifsc,
      upi: resources.upi,
      walletAddress: resources.walletAddress,
      bankingAccount: resources.bankingAccount,
      walletNickname: resources.walletNickname,
    })
    .from(resources)
    .where(eq(resources.id, o.resourceId));
  if (!r) return { kind: 'none' };
  if (r.walletAddress) {
    // USDT amounts are kept in cents of the product's currency like every order (two decimals).
    return {
      kind: 'usdt',
      network: 'TRC20',
      address: r.walletAddress,
      usdtAmount: decimal(o.payableAmount, 2),
      qrImage: await qr(r.walletAddress),
    };
  }
  if (r.type === 'alipay' || r.type === 'weChat')
    return {
      kind: 'wallet',
      app: r.type === 'alipay' ? 'alipay' : 'wechat',
      payee: r.accountName,
      account: r.walletNickname,
    };
  if (r.type === 'kenya' || currency === 'KES')
    return { kind: 'mpesa', payee: r.accountName, paybill: r.bankingAccount, account: r.cardNumber };
  const link = paymentLink(r);
  if (r.upi && link) {
    // No `tr`: the payer learns nothing of the order but what to pay; the float amount identifies it.
    const upiLink = `${link}&am=${decimal(o.payableAmount, 2)}`;
    return { kind: 'upi', payee: r.accountName, vpa: r.upi, link: upiLink, qrImage: await qr(upiLink) };
  }
  return { kind: 'card', payee: r.accountName, bankName: r.bankName, cardNumber: r.cardNumber, ifsc: r.ifsc };
}

/** GET /v1.0/checkout/info: the order behind the token, as its payer may see it. */
export async function checkoutInfo(
  input: CallParsed<typeof checkoutCalls.info>,
  ctx: HandlerContext,
): Promise<CheckoutInfo> {
  const o = await orderOfToken(ctx.db, input.token);
  const now = ctx.clock.now();
  const state = stateOf(o, now);
  const [product] = await ctx.db
    .select({ currency: products.currency })
    .from(products)
    .where(eq(products.id, o.productId));
  const currency = product?.currency ?? '';
  return {
    state,
    amount: o.payableAmount,
    currency,
    expiresAt: o.expiresAt?.toISOString() ?? null,
    now: now.toISOString(),
    method: state === 'open' ? await methodOf(o, ctx, currency) : { kind: 'none' },
    returnUrl: state === 'paid' ? o.returnUrl : '',
    utrGiven: o.payerUtr !== null,
  };
}

/** POST /v1.0/checkout/submitUtr: the payer's reference, a hint beside the order; it confirms nothing. */
export async function submitPayerUtr(
  input: CallParsed<typeof checkoutCalls.submitUtr>,
  ctx: HandlerContext,
): Promise<{ utrGiven: true }> {
  const o = await orderOfToken(ctx.db, input.token);
  if (stateOf(o, ctx.clock.now()) !== 'open') throw new ApiError(Code.conflict, 'errors.checkoutClosed');
  await ctx.db
    .update(orders)
    .set({ payerUtr: input.utr, payerUtrAt: ctx.clock.now() })
    .where(and(eq(orders.id, o.id), inArray(orders.status, payableStatuses as number[])));
  return { utrGiven: true };
}
