import { describe, expect, it } from 'vitest';
import { formatIpRange, ipInRange, ipRangeSchema, parseIpRange, type IpRange } from '../../../src/contract/index.ts';

const range = (text: string): IpRange => {
  const r = parseIpRange(text);
  if (typeof r === 'string') throw new Error(`${text}: ${r}`);
  return r;
};
const spelled = (text: string) => formatIpRange(range(text));

describe('IP addresses and ranges of the whitelist', () => {
  it('spells single addresses and ranges one way, host bits cleared', () => {
    expect(spelled('203.0.113.7')).toBe('203.0.113.7');
    expect(spelled('203.0.113.7/32')).toBe('203.0.113.7');
    expect(spelled('203.0.113.77/24')).toBe('203.0.113.0/24');
    expect(spelled('2001:DB8:0:0:0::1/32')).toBe('2001:db8::/32');
    expect(spelled('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(spelled('::1')).toBe('::1');
    expect(spelled('::')).toBe('::');
    expect(spelled('fe80::1:0:0:1/128')).toBe('fe80::1:0:0:1');
  });

  it('reads a v4-mapped IPv6 address or range as IPv4', () => {
    expect(spelled('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(spelled('::ffff:10.1.2.3/104')).toBe('10.0.0.0/8');
    expect(ipInRange('::ffff:198.51.100.7', range('198.51.100.0/24'))).toBe(true);
    expect(ipInRange('::ffff:c633:6407', range('198.51.100.0/24'))).toBe(true);
    expect(ipInRange('198.51.101.7', range('198.51.100.0/24'))).toBe(false);
  });

  it('matches IPv6 clients against IPv6 ranges only', () => {
    expect(ipInRange('2001:db8:ffff::9', range('2001:db8::/32'))).toBe(true);
    expect(ipInRange('2001:db9::9', range('2001:db8::/32'))).toBe(false);
    expect(ipInRange('::1', range('127.0.0.1'))).toBe(false);
    expect(ipInRange('not an address', range('127.0.0.1'))).toBe(false);
  });

  it('refuses /0, which would let every address in', () => {
    expect(parseIpRange('0.0.0.0/0')).toBe('prefixZero');
    expect(parseIpRange('::/0')).toBe('prefixZero');
    expect(ipRangeSchema.safeParse('0.0.0.0/0').error?.issues[0]?.message).toBe('validation.ip.prefixZero');
  });

  it.each([
    '',
    'localhost',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/8/8',
    '2001:db8::/129',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    'fe80::1%eth0',
    '::ffff:1.2.3.4/64',
    ' 1.2.3.4 x',
  ])('refuses %j with a clear message', (text) => {
    const parsed = ipRangeSchema.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(['validation.ip.invalid', 'validation.required']).toContain(parsed.error?.issues[0]?.message);
  });
});
