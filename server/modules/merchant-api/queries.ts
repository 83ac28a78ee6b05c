import {
  Code,
  type CallParsed,
  type MerchantBalance,
  type MerchantOrder,
  type MerchantPayout,
  type merchantApiCalls,
} from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { authenticateMerchant } from '../orders/index.ts';
import { merchantBalanceRow, merchantById, merchantOrder, merchantPayout } from './repository.ts';

type OrderQuery = CallParsed<typeof merchantApiCalls.orderQuery>;
type BalanceQuery = CallParsed<typeof merchantApiCalls.balanceQuery>;

/** The signature and the IP whitelist, exactly as the creates check them; answers the merchant's id. */
async function signer(input: { mchId: number; sign: string }, ctx: HandlerContext): Promise<number> {
  return authenticateMerchant(await merchantById(ctx.db, input.mchId), input, ctx, {}).id;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** POST /v1.0/api/order/query: one of the signing merchant's orders; another merchant's is not found. */
export async function queryOrder(input: OrderQuery, ctx: HandlerContext): Promise<MerchantOrder> {
  const o = await merchantOrder(ctx.db, await signer(input, ctx), input);
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
  const p = await merchantPayout(ctx.db, await signer(input, ctx), input);
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
  const id = await signer(input, ctx);
  const b = await merchantBalanceRow(ctx.db, id);
  return {
    mchId: id,
    balance: b.balance,
    frozenBalance: b.frozenBalance,
    availableBalance: b.balance - b.frozenBalance,
  };
}
