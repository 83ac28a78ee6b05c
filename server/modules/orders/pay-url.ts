import { eq } from 'drizzle-orm';
import { resources } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/context.ts';
import { paymentLink } from '../../lib/payment-link.ts';
import { settingValue } from '../system-config/index.ts';
import { checkoutUrlOf } from './checkout.ts';
import type { OrderRecord } from './records-repository.ts';

/**
 * The payUrl of a created order (IsNewPayUrl, product 7.9; docs/decisions/051-settings-that-take-effect.md):
 * - on (the default): the payer's checkout page, `/pay/<token>` on the configured public address
 *   (decision 113), never the Host header the create came with;
 * - off (the old way): straight to the allocated account's own payment link (a UPI link carrying the
 *   payable amount, or a wallet address), so the payer's app opens without a checkout page. An order
 *   without an account, or an account without a common link (a Kenyan mobile wallet), keeps the checkout page.
 */
export async function payUrlOf(o: OrderRecord, ctx: HandlerContext, checkoutToken?: string): Promise<string> {
  const checkout = await checkoutUrlOf(o.orderCode, ctx, checkoutToken);
  if (o.resourceId === null || (await settingValue(ctx.db, 'IsNewPayUrl'))) return checkout;
  const [account] = await ctx.db
    .select({
      upi: resources.upi,
      cardNumber: resources.cardNumber,
      ifsc: resources.ifsc,
      accountName: resources.accountName,
      walletAddress: resources.walletAddress,
    })
    .from(resources)
    .where(eq(resources.id, o.resourceId));
  const link = account ? paymentLink(account) : null;
  if (!link) return checkout;
  // UPI amounts are rupees with two decimals; the order keeps paise.
  return link.startsWith('upi://')
    ? `${link}&am=${(Number(o.payableAmount) / 100).toFixed(2)}&tr=${o.orderCode}`
    : link;
}
