import { createHash } from 'node:crypto';
import { signParams, signTypeOf } from '../../../src/contract/index.ts';

const hashers = {
  MD5: (s: string) => createHash('md5').update(s, 'utf8').digest('hex'),
  SHA256: (s: string) => createHash('sha256').update(s, 'utf8').digest('hex'),
};

/** The platform signs what it sends the way it checks what merchants send (src/contract/signing.ts). */
export function signWith(params: Record<string, unknown>, key: string, signType: string | null | undefined): string {
  return signParams(params, key, hashers[signTypeOf(signType)]);
}
