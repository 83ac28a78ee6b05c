/** Product ids of spec section 9 plus the ones the demo needs for every account type. */
export const ProductId = {
  usdtPayoutScaled: 1045,
  mainProduct: 3024,
  usdtCollection: 3015,
  usdtPayout: 3016,
  cardToCardFloat: 1034,
  internationalCard: 3001,
  otpMonitoring: 3002,
  indiaAutoPayout: 2001,
  razorpayPayout: 2002,
  kenyaCollection: 3030,
  /** The channels of product 1 beyond the first demo (decision 121): Alipay with red packets, UnionPay, WeChat. */
  alipay: 4011,
  unionPayQuick: 4012,
  weChatPay: 4013,
} as const;

export type ProductIdValue = (typeof ProductId)[keyof typeof ProductId];

/** Product 1045 takes amounts multiplied by 10000 (product 7.5). */
export function amountScaleFor(productId: number): number {
  return productId === ProductId.usdtPayoutScaled ? 10_000 : 1;
}

/** Receiving-account types of product 2.3, keyed as their route segment. */
export const resourceTypes = [
  'internationalCardToCard',
  'opt',
  'indiaAutoPayout',
  'razorpayPayProxy',
  'uSDTFloating',
  'uSDTPayProxy',
  'kenya',
  'alipay',
  'unionPay',
  'weChat',
] as const;
export type ResourceType = (typeof resourceTypes)[number];
