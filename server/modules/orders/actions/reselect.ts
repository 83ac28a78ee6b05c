import type { CallParsed, OrderRow, orderActionCalls } from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { actOnOrder } from './act-on-order.ts';
import { reallocate } from './reallocate.ts';

type ReselectInput = CallParsed<typeof orderActionCalls.reselect>;

const payerFields = ['userName', 'cardNumber', 'ifscCode', 'bankName'] as const;
const given = (list: number[] | undefined) => (list && list.length > 0 ? list : undefined);

/** userId names one supplier; with a supplier list too, only if it is on the list. */
function supplierScope(input: ReselectInput): number[] | undefined {
  const list = given(input.supplierIdList);
  if (input.userId === undefined) return list;
  return list ? list.filter((id) => id === input.userId) : [input.userId];
}

/**
 * Product 7.5 reselect: another account than the current one, among the listed suppliers and
 * products when given (the order keeps its own product and merchant fee); the payer fields given
 * replace those the order has.
 */
export function reselectOrder(input: ReselectInput, ctx: AuthedContext): Promise<OrderRow> {
  return actOnOrder(ctx, { orderCode: input.orderCode }, 'order.reselect', async (tx, order, now) => {
    const outcome = await reallocate(tx, order, now, 'reselect', {
      supplierIds: supplierScope(input),
      productIds: given(input.productIdList),
      excludeResourceIds: order.resourceId === null ? [] : [order.resourceId],
    });
    if (outcome.refuse) return outcome;
    const payer = { ...order.payer };
    for (const f of payerFields) if (input[f] !== undefined) payer[f] = input[f];
    const payerChanged = payerFields.some((f) => input[f] !== undefined);
    return { ...outcome, changes: { ...outcome.changes, ...(payerChanged ? { payer } : {}) } };
  });
}
