import { createHash, randomInt } from 'node:crypto';
import {
  Code,
  OrderType,
  canonicalSignString,
  createOrderInput,
  signParams,
  signTypeOf,
  type CallParsed,
  type orderTestCalls,
  type StaffTestOrder,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { createOrder } from '../orders/index.ts';
import { activeMerchant } from './products.ts';

type Input = CallParsed<typeof orderTestCalls.createForMerchant>;

const hex = (algorithm: 'md5' | 'sha256') => (s: string) => createHash(algorithm).update(s, 'utf8').digest('hex');

/** TEST + UTC time to the second + 6 random digits: unique per merchant in practice; the create is idempotent anyway. */
function testOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `TEST${stamp}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
}

/**
 * Product 2.8 order creation test: the parameters a merchant's server would send, signed with the
 * merchant's stored key, through the same create code as the merchant API. The order is a test
 * order (moves no money; statistics leave it out) and the audit record is written in the create
 * transaction. The key never leaves the server: the answer carries the sign string masked.
 */
export async function createForMerchant(input: Input, ctx: AuthedContext): Promise<StaffTestOrder> {
  const merchant = await activeMerchant(ctx.db, input.merchantId);
  if (!merchant.merchantKey) throw new ApiError(Code.notFound, 'errors.merchantUnknown');
  const signType = signTypeOf(merchant.signType);
  const params: Record<string, unknown> = {
    mchId: merchant.id,
    productId: input.productId,
    mchOrderNo: testOrderNo(ctx.clock.now()),
    amount: input.amount,
    subject: 'Staff test order',
    body: `Created by ${ctx.auth.user.account} from the order creation test`,
    clientIp: ctx.ip,
  };
  const signed = {
    ...params,
    sign: signParams(params, merchant.merchantKey, hex(signType === 'SHA256' ? 'sha256' : 'md5')),
  };
  const created = await createOrder(createOrderInput.parse(signed), ctx, {
    signed,
    orderType: OrderType.test,
    checkIp: false,
    inTransaction: (tx, order) =>
      audit(tx, ctx, 'order.testCreate', order.orderCode, null, {
        merchant: merchant.account,
        productId: input.productId,
        amount: order.amount,
        mchOrderNo: order.mchOrderNo,
        orderType: order.orderType,
      }),
  });
  return { ...created, signString: canonicalSignString(params, '***'), signType };
}
