/** The optional payer fields of product 3 ("optional by channel"). */
export const channelFieldNames = ['userName', 'cardNumber', 'ifscCode', 'bankName', 'vpa', 'mode', 'address'] as const;
export type ChannelField = (typeof channelFieldNames)[number];

/**
 * Which payer fields a channel uses, by the product's receiving-account type: a card transfer
 * names the payer's card and bank, UPI the payer's VPA and app, USDT the paying wallet, M-Pesa
 * the payer and the mode. A type not listed here shows every field: better too many than a
 * channel that cannot be tested.
 */
const byType: Record<string, readonly ChannelField[]> = {
  internationalCardToCard: ['userName', 'cardNumber', 'ifscCode', 'bankName'],
  opt: ['userName', 'vpa', 'mode'],
  uSDTFloating: ['address'],
  kenya: ['userName', 'mode'],
};

export function channelFieldsFor(resourceType: string | undefined): readonly ChannelField[] {
  if (resourceType === undefined) return [];
  return byType[resourceType] ?? channelFieldNames;
}
