import {
  Code,
  type CallParsed,
  type MerchantBalance,
  type MerchantOrder,
  type MerchantPayout,
  type TestDrive,
  type merchantApiCalls,
} from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { authenticateMerchant, driveTestOrder } from '../orders/index.ts';
import { driveTestPayout } from '../payouts/index.ts';
import { merchantBalanceRow, merchantById, merchantOrder, merchantPayout } from './repository.ts';

type OrderQuery = CallParsed<typeof merchantApiCalls.orderQuery>;
type BalanceQuery = CallParsed<typeof merchantApiCalls.balanceQuery>;

/**
 * The signature and the IP whitelist, exactly as the creates check them; answers the merchant's id
 * and whether it signed with its test key (then it sees its test orders and payouts only).
 */
async function signer(input: { mchId: number; sign: string }, ctx: HandlerContext) {
  const m = authenticateMerchant(await merchantById(ctx.db, input.mchId), input, ctx, {});
  return { id: m.id, test: m.test };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** POST /v1.0/api/order/query: one of the signing merchant's orders; another merchant's is not found. */
export async function queryOrder(input: OrderQuery, ctx: HandlerContext): Promise<MerchantOrder> {
  const who = await signer(input, ctx);
  const o = await merchantOrder(ctx.db, who.id, input, who.test);
  if (!o) throw new ApiError(Code.notFound, 'errors.orderNotFound');
  return {
    orderCode: o.orderCode,
    mchOrderNo: o.mchOrderNo,
    productId: o.productId,
    amount: o.amount,
    payableAmount: o.payableAmount,
    realAmount: o.realAmount,
    fee: o.merchantFee,
    status: o.status,
    utr: o.utr ?? '',
    rejectReason: o.rejectReason ?? '',
    createdAt: o.createdAt.toISOString(),
    completedAt: iso(o.completedAt),
  };
}

/** POST /v1.0/api/payout/query: one of the signing merchant's payouts. */
export async function queryPayout(input: OrderQuery, ctx: HandlerContext): Promise<MerchantPayout> {
  const who = await signer(input, ctx);
  const p = await merchantPayout(ctx.db, who.id, input, who.test);
  if (!p) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
  return {
    orderCode: p.orderCode,
    mchOrderNo: p.mchOrderNo,
    productId: p.productId,
    amount: p.amount,
    fee: p.fee,
    status: p.status,
    utr: p.utr ?? '',
    rejectReason: p.rejectReason ?? '',
    createdAt: p.createdAt.toISOString(),
    completedAt: iso(p.completedAt),
  };
}

/** POST /v1.0/api/balance/query: the signing merchant's balance. */
export async function queryBalance(input: BalanceQuery, ctx: HandlerContext): Promise<MerchantBalance> {
  const { id } = await signer(input, ctx);
  const b = await merchantBalanceRow(ctx.db, id);
  return {
    mchId: id,
    balance: b.balance,
    frozenBalance: b.frozenBalance,
    availableBalance: b.balance - b.frozenBalance,
  };
}

type DriveInput = CallParsed<typeof merchantApiCalls.testDrive>;

/**
 * POST /v1.0/api/test/drive (decision 130): a test order or payout of the signing merchant moved to
 * an outcome, as a payer, supplier or staff would move a live one. Only the test key may ask.
 */
export async function testDrive(input: DriveInput, ctx: HandlerContext): Promise<TestDrive> {
  const who = await signer(input, ctx);
  if (!who.test) throw new ApiError(Code.forbidden, 'errors.testKeyRequired');
  if (input.kind === 'order') {
    const o = await merchantOrder(ctx.db, who.id, input, true);
    if (!o) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    return driveTestOrder(ctx.db, ctx.clock.now(), who.id, o.orderCode, input.outcome);
  }
  const p = await merchantPayout(ctx.db, who.id, input, true);
  if (!p) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
  return driveTestPayout(ctx.db, ctx.clock, who.id, p.orderCode, input.outcome);
}
