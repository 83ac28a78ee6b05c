import { canonicalSignString, md5Hex, type SignType } from '../../contract/index.ts';

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

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SignExample {
  canonical: string;
  sign: string;
}

/**
 * The example is computed, not written down: the contract's canonical string (the same code the
 * server checks signatures with) hashed by the merchant's sign type, upper-case hex.
 */
export async function signExample(params: Record<string, unknown>, key: string, signType: SignType): Promise<SignExample> {
  const canonical = canonicalSignString(params, key);
  const hex = signType === 'SHA256' ? await sha256Hex(canonical) : md5Hex(canonical);
  return { canonical, sign: hex.toUpperCase() };
}
