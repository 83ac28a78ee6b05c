/**
 * IP addresses and CIDR ranges, parsed without Node (the app validates with the same code as the
 * server). A range is kept as its network bytes and prefix length; IPv4-mapped IPv6 addresses
 * (::ffff:a.b.c.d, what a dual-stack socket reports for an IPv4 client) are read as IPv4, so one
 * rule covers a client whichever socket it came in on.
 */
export interface IpRange {
  version: 4 | 6;
  /** 4 or 16 bytes, host bits cleared. */
  bytes: number[];
  prefix: number;
}

export type IpRangeError = 'invalid' | 'prefixZero';

function parseV4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    // No leading zeros: "010" is octal to some parsers and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

function parseV6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const items = part.split(':');
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (i === items.length - 1 && item.includes('.')) {
        const v4 = parseV4(item);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(item)) return null;
        out.push(parseInt(item, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  let all: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    all = [...head, ...Array<number>(missing).fill(0), ...tail];
  } else {
    if (head.length !== 8) return null;
    all = head;
  }
  if (all.length !== 8) return null;
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

const isV4Mapped = (b: number[]) =>
  b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;

/** One address, v4-mapped IPv6 read as IPv4; null when it is not an address. */
export function parseIp(text: string): { version: 4 | 6; bytes: number[] } | null {
  const t = text.trim();
  const v4 = parseV4(t);
  if (v4) return { version: 4, bytes: v4 };
  const v6 = t.includes(':') ? parseV6(t) : null;
  if (!v6) return null;
  return isV4Mapped(v6) ? { version: 4, bytes: v6.slice(12) } : { version: 6, bytes: v6 };
}

function clearHostBits(bytes: number[], prefix: number): number[] {
  return bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    return keep === 0 ? 0 : b & ((0xff << (8 - keep)) & 0xff);
  });
}

/**
 * "203.0.113.7", "203.0.113.0/24", "2001:db8::/32". /0 is refused: a rule that lets every address
 * in is no rule, and written by mistake it would quietly open the account to the world.
 */
export function parseIpRange(text: string): IpRange | IpRangeError {
  const [addr, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || addr === undefined) return 'invalid';
  const ip = parseIp(addr);
  if (!ip) return 'invalid';
  const mappedFrom6 = ip.version === 4 && addr.includes(':');
  const max = ip.version === 4 ? 32 : 128;
  let prefix = max;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return 'invalid';
    prefix = Number(prefixText);
    // ::ffff:10.0.0.0/104 is 10.0.0.0/8; a mapped prefix shorter than 96 reaches beyond IPv4.
    if (mappedFrom6) {
      if (prefix < 96 || prefix > 128) return 'invalid';
      prefix -= 96;
    }
    if (prefix > max) return 'invalid';
    if (prefix === 0) return 'prefixZero';
  }
  return { version: ip.version, bytes: clearHostBits(ip.bytes, prefix), prefix };
}

function formatV6(bytes: number[]): string {
  const g = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  // RFC 5952: the longest run of two or more zero groups (the first if tied) becomes "::".
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

/** The one spelling a range is stored and shown in: a single address without its /32 or /128. */
export function formatIpRange(r: IpRange): string {
  const addr = r.version === 4 ? r.bytes.join('.') : formatV6(r.bytes);
  return r.prefix === (r.version === 4 ? 32 : 128) ? addr : `${addr}/${r.prefix}`;
}

/** Whether the address (any spelling, v4-mapped included) lies in the range. */
export function ipInRange(address: string, range: IpRange): boolean {
  const ip = parseIp(address);
  if (!ip || ip.version !== range.version) return false;
  const masked = clearHostBits(ip.bytes, range.prefix);
  return masked.every((b, i) => b === range.bytes[i]);
}
