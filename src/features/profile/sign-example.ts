import { canonicalSignString, signHashes, type SignType } from '../../contract/index.ts';

/** The create-order parameters of the API guide's example; the merchant's own id goes in. */
export function sampleOrderParams(mchId: number): Record<string, string | number> {
  return {
    mchId,
    productId: 1,
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
