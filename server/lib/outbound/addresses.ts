import { BlockList, isIP } from 'node:net';

/**
 * Where the server never sends a request of its own (callbacks, pushes, configured hooks): every
 * range that is not the public internet (RFC 6890 special-purpose registries), unless the operator's
 * allow-list names it. IPv4 and IPv6 are kept in separate lists: a BlockList matches an IPv4 address
 * against IPv6 rules through its mapped form, so one IPv6 rule for ::ffff:0:0/96 would block all of IPv4.
 */
const blockedV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 broadcast
];

const blockedV6: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside, relayed by whoever answers
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function listOf(rules: [string, number][], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of rules) list.addSubnet(network, prefix, type);
  return list;
}

const v4Rules = listOf(blockedV4, 'ipv4');
const v6Rules = listOf(blockedV6, 'ipv6');

/** The 16 bytes of an IPv6 address (already checked by isIP), embedded dotted IPv4 included. */
function v6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

/** The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d). */
function embeddedV4(address: string): string | null {
  const b = v6Bytes(address);
  const zeroTo = (n: number) => b.slice(0, n).every((x) => x === 0);
  const mapped = zeroTo(10) && b[10] === 0xff && b[11] === 0xff;
  const nat64 =
    b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b.slice(4, 12).every((x) => x === 0);
  return mapped || nat64 ? b.slice(12).join('.') : null;
}

/** Ranges the operator opened despite the rules above (OUTBOUND_ALLOW), parsed once. */
export class AllowList {
  private readonly list = new BlockList();
  readonly entries: readonly string[];

  constructor(entries: readonly string[]) {
    this.entries = entries;
    for (const entry of entries) {
      const [network = '', prefixText, ...rest] = entry.split('/');
      const version = isIP(network);
      const max = version === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (version === 0 || rest.length > 0 || !/^\d+$/.test(String(prefix)) || prefix > max) {
        throw new Error(`OUTBOUND_ALLOW: "${entry}" is not an address or CIDR range (like 10.0.0.0/8 or fd00::/8)`);
      }
      this.list.addSubnet(network, prefix, version === 4 ? 'ipv4' : 'ipv6');
    }
  }

  has(address: string): boolean {
    const version = isIP(address);
    return version !== 0 && this.list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  }
}

/** "10.0.0.0/8, ::1/128" -> the list; empty text, none. Throws on an entry that is not a range. */
export function parseAllowList(text: string | undefined): AllowList {
  const entries = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return new AllowList(entries);
}

export const noneAllowed = new AllowList([]);

/**
 * Whether a request may go to this address: a public one, or one the allow-list names. Anything
 * that is not an IP address is refused.
 */
export function mayConnect(address: string, allow: AllowList = noneAllowed): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  if (allow.has(address)) return true;
  if (version === 4) return !v4Rules.check(address, 'ipv4');
  const inside = embeddedV4(address);
  if (inside !== null) return mayConnect(inside, allow);
  return !v6Rules.check(address, 'ipv6');
}
