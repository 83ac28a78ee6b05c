import { ProductId, amountSchema, constants, createOrderInput, decimalToScaled } from '../../contract/index.ts';

/**
 * The amount a person types is in major units (rupees). The create call takes a whole number:
 * minor units (x100), except product 1045, which product 7.5 scales by 10000 (4 decimal places).
 */
export function amountPlaces(productId: number | undefined): number {
  return productId === ProductId.usdtPayoutScaled ? 4 : Math.log10(constants.moneyScale);
}

export type AmountCheck =
  | { ok: true; wire: string }
  | { ok: false; reason: 'required' | 'format' | 'zero' | 'contract'; messageId?: string; places: number };

/** From what was typed to the create call's `amount`, checked with the contract's own rules. */
export function checkAmount(typed: string, productId: number | undefined): AmountCheck {
  const places = amountPlaces(productId);
  const text = typed.trim();
  if (text === '') return { ok: false, reason: 'required', places };
  const format =
    places === 2 ? amountSchema.safeParse(text).success : new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(text);
  if (!format) return { ok: false, reason: 'format', places };
  const scaled = decimalToScaled(text, places);
  if (scaled === 0) return { ok: false, reason: 'zero', places };
  const wire = String(scaled);
  const parsed = createOrderInput.shape.amount.safeParse(wire);
  if (!parsed.success) return { ok: false, reason: 'contract', messageId: parsed.error.issues[0]?.message, places };
  return { ok: true, wire };
}
