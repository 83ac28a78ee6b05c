/**
 * Signing of the merchant order API (ARCHITECTURE): the parameters except `sign`, without empty
 * ones, sorted by name, as `k=v&…&key=<merchant key>`, hashed with MD5 (default) or SHA256 and
 * written as upper-case hex. Pure code, no node:crypto, so the app and the server build the same
 * canonical string; the hash is a parameter (the server passes node:crypto's).
 */
export type SignType = 'MD5' | 'SHA256';
export type HashHex = (text: string) => string;

/** Values that take part: strings, numbers and booleans that are not empty. */
function signable(value: unknown): value is string | number | boolean {
  if (typeof value === 'string') return value !== '';
  return typeof value === 'number' || typeof value === 'boolean';
}

export function canonicalSignString(params: Record<string, unknown>, key: string): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== 'sign' && signable(params[k]))
    .sort()
    .map((k) => `${k}=${String(params[k])}`);
  return [...pairs, `key=${key}`].join('&');
}

export function signParams(params: Record<string, unknown>, key: string, hash: HashHex): string {
  return hash(canonicalSignString(params, key)).toUpperCase();
}

export function signTypeOf(value: string | null | undefined): SignType {
  return value?.toUpperCase() === 'SHA256' ? 'SHA256' : 'MD5';
}

/** MD5 (RFC 1321) of the UTF-8 bytes, lower-case hex: the app signs test orders with it. */
export function md5Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const bitLen = bytes.length * 8;
  const padded = new Uint8Array((((bytes.length + 8) >> 6) + 1) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, bitLen >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bitLen / 2 ** 32), true);
  const s = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
  const k = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
  let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let off = 0; off < padded.length; off += 64) {
    const m = Array.from({ length: 16 }, (_, i) => view.getUint32(off + i * 4, true));
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + k[i]! + m[g]!) >>> 0;
      const shift = s[round * 4 + (i % 4)]!;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    [a0, b0, c0, d0] = [(a0 + a) >>> 0, (b0 + b) >>> 0, (c0 + c) >>> 0, (d0 + d) >>> 0];
  }
  return [a0, b0, c0, d0]
    .map((w) => Array.from({ length: 4 }, (_, i) => ((w >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')).join(''))
    .join('');
}
