import { createHash } from 'node:crypto';

/*
 * What a merchant's own server writes from docs/merchant-api.md alone, with node:crypto and no
 * project code: the tests that play a merchant share it.
 */
export type Params = Record<string, unknown>;

/** The published rule's text: every non-empty parameter but sign, sorted by name, k=v joined by &, then &key=KEY. */
export function signText(params: Params, key: string): string {
  return (
    Object.keys(params)
      .filter((k) => k !== 'sign' && params[k] !== '' && params[k] !== null && params[k] !== undefined)
      .sort()
      .map((k) => `${k}=${String(params[k])}`)
      .join('&') + `&key=${key}`
  );
}

/** The sign of `params`: MD5 or SHA256 of the rule's text, upper-case hex. */
export function merchantSign(params: Params, key: string, signType: string): string {
  return createHash(signType === 'SHA256' ? 'sha256' : 'md5')
    .update(signText(params, key), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** An answer of the API as the merchant reads it: the HTTP status beside the envelope. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: number;
  msg: string;
  msgId?: string;
  data: T;
}
