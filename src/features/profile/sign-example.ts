import { canonicalSignString, ProductId, signHashes, type SignType } from '../../contract/index.ts';

/**
 * The create-order parameters of the API guide's example; the merchant's own id goes in. The
 * product is UPI Main, which every demo merchant may use (server/seed/demo-users.ts), so the
 * example places an order as shown (tests/server/merchant-api.test.ts sends it).
 */
export function sampleOrderParams(mchId: number): Record<string, string | number> {
  return {
    mchId,
    productId: ProductId.mainProduct,
    mchOrderNo: 'ORDER20260101001',
    amount: 10000,
    notifyUrl: 'https://merchant.example/notify',
    subject: 'Test',
    body: '',
  };
}

export interface SignExample {
  canonical: string;
  sign: string;
}

/**
 * The example is computed, not written down: the contract's canonical string (the same code the
 * server checks signatures with) hashed by the merchant's sign type, upper-case hex.
 */
export function signExample(params: Record<string, unknown>, key: string, signType: SignType): SignExample {
  const canonical = canonicalSignString(params, key);
  return { canonical, sign: signHashes[signType](canonical).toUpperCase() };
}
