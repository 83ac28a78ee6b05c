/**
 * A small seeded pseudo-random generator (mulberry32). The demo data must be the same on every
 * run for a given `now`, so that screenshots, e2e tests and bug reports agree; Math.random is
 * never used by the seed.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  digits(count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += String(this.int(0, 9));
    return s;
  }

  /** Digits whose first one is not 0 (card and account numbers, phone numbers). */
  number(count: number): string {
    return String(this.int(1, 9)) + this.digits(count - 1);
  }

  fromAlphabet(alphabet: string, count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return s;
  }

  hex(count: number): string {
    return this.fromAlphabet('0123456789abcdef', count);
  }
}

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRON-like address: 'T' and 33 base58 characters (not a real, checksummed address). */
export function tronAddress(rng: Prng): string {
  return 'T' + rng.fromAlphabet(base58, 33);
}
