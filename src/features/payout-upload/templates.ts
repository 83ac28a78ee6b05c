import { isUsdtPayoutProduct, ProductId } from '../../contract/index.ts';
import type { SheetKind } from '../../contract/api/sheet-rows.ts';
import type { ParseSheetOptions } from '../../lib/sheets/parse.ts';

/**
 * Upload templates: which columns a file holds (bank or USDT) and which formats it may come in.
 * Banks whose payout tools only export CSV get a CSV-only template (product 5, "or CSV only").
 */
export const payoutTemplates = ['bank', 'bankCsv', 'usdt'] as const;
export type PayoutTemplate = (typeof payoutTemplates)[number];

const templateKind: Record<PayoutTemplate, Extract<SheetKind, 'payout' | 'usdtPayout'>> = {
  bank: 'payout',
  bankCsv: 'payout',
  usdt: 'usdtPayout',
};

/** The payout products a merchant uploads for (product 9: 3016 and 1045 pay USDT). */
export const uploadProducts: readonly number[] = [
  ProductId.indiaAutoPayout,
  ProductId.razorpayPayout,
  ProductId.usdtPayout,
  ProductId.usdtPayoutScaled,
];

export const kindOfTemplate = (template: PayoutTemplate) => templateKind[template];

/** The template that fits a product, chosen when the product is picked. */
export const templateForProduct = (productId: number): PayoutTemplate =>
  isUsdtPayoutProduct(productId) ? 'usdt' : 'bank';

/**
 * How the worker reads a file for this template and product. A template whose rows do not fit the
 * product (bank rows for a USDT payout) takes no detail rows for it: every file is refused with
 * "This template does not support detail upload" before anything is read.
 */
export function parseOptionsFor(
  template: PayoutTemplate,
  productId: number,
): ParseSheetOptions<'payout' | 'usdtPayout'> {
  const kind = kindOfTemplate(template);
  return { kind, csvOnly: template === 'bankCsv', detailUpload: kind === templateKind[templateForProduct(productId)] };
}
