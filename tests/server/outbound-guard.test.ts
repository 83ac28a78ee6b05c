import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.ts';
import {
  createOutboundGuard,
  mayConnect,
  OutboundRefused,
  parseAllowList,
  postOutbound,
  type OutboundGuard,
  type Resolver,
} from '../../server/lib/outbound/index.ts';
import { staticResolver } from './support/dns.ts';
import { Listener } from './support/listener.ts';

/** Decision 045: which addresses the server may call, checked at create and at connect. */

const blocked = [
  // IPv4
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '169.254.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.0.1',
  '192.168.255.255',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6
  '::',
  '::1',
  '::127.0.0.1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:192.168.1.1',
  '64:ff9b::10.0.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b::169.254.169.254',
  '64:ff9b:1::1',
  '100::1',
  '2001::1',
  '2001:db8::1',
  '2002:7f00:1::1',
  '3fff::1',
  'fc00::1',
  'fd12:3456:789a::1',
  'fe80::1',
  'febf:ffff::1',
  'fec0::1',
  'ff02::1',
  'ff05::1:3',
];

const fine = [
  '93.184.216.34',
  '8.8.8.8',
  '1.1.1.1',
  '100.63.255.255',
  '100.128.0.1',
  '169.255.0.1',
  '172.15.255.255',
  '172.32.0.1',
  '192.169.0.1',
  '198.20.0.1',
  '223.255.255.255',
  '2606:2800:220:1:248:1893:25c8:1946',
  '2001:4860:4860::8888',
  '::ffff:93.184.216.34',
  '64:ff9b::93.184.216.34',
  '2a00:1450:4001:80b::200e',
];

/** A resolver that fails the test if asked: literals need no DNS. */
const noDns: Resolver = (hostname) => Promise.reject(new Error(`DNS asked for ${hostname}`));

const post = (guard: OutboundGuard, url: string) =>
  postOutbound(guard, url, { headers: { 'Content-Type': 'application/json' }, body: '{}', timeoutMs: 5_000 });

describe('outbound guard: addresses', () => {
  it.each(blocked)('refuses %s', (address) => {
    expect(mayConnect(address)).toBe(false);
  });

  it.each(fine)('accepts the public %s', (address) => {
    expect(mayConnect(address)).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(mayConnect('localhost')).toBe(false);
    expect(mayConnect('')).toBe(false);
  });

  it('lets through exactly what the allow-list names, in IPv4, IPv6 and the mapped form', () => {
    const allow = parseAllowList(' 127.0.0.1/32, ::1/128 ,10.20.0.0/16,fd00:1::5');
    expect(
      ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.20.3.4', 'fd00:1::5', '64:ff9b::10.20.0.9'].map((a) =>
        mayConnect(a, allow),
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(['127.0.0.2', '10.21.0.1', '::2', 'fd00:1::6', '169.254.169.254'].map((a) => mayConnect(a, allow))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a mistyped allow-list at start instead of allowing nothing silently', () => {
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x', '10.0.0/8']) {
      expect(() => parseAllowList(bad), bad).toThrow(/OUTBOUND_ALLOW/);
    }
    expect(() => configFromEnv({ OUTBOUND_ALLOW: '127.0.0.1/32,nonsense' })).toThrow(/"nonsense"/);
    expect(configFromEnv({ OUTBOUND_ALLOW: '127.0.0.1/32, ::1/128' }).outboundAllow).toEqual([
      '127.0.0.1/32',
      '::1/128',
    ]);
    expect(configFromEnv({}).outboundAllow).toEqual([]);
  });
});

describe('outbound guard: URLs at create', () => {
  const guard = createOutboundGuard({ resolve: noDns });

  it.each([
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['http://127.0.0.1:6379/', '127.0.0.1'],
    ['http://[::1]:8080/notify', '::1'],
    ['http://[0:0:0:0:0:0:0:1]/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['https://10.0.0.5/push', '10.0.0.5'],
    ['https://[fd00::5]/push', 'fd00::5'],
    ['http://3232235777/', '192.168.1.1'],
  ])('refuses %s (the parser makes it %s) without DNS', async (url, address) => {
    expect(await guard.check(url)).toEqual({ ok: false, reason: 'private', host: address, address });
  });

  it('accepts a public literal without DNS', async () => {
    expect(await guard.check('http://93.184.216.34/notify')).toEqual({ ok: true, host: '93.184.216.34' });
    expect(await guard.check('https://[2606:2800:220:1:248:1893:25c8:1946]:8443/')).toMatchObject({ ok: true });
  });

  it('refuses credentials in the URL and schemes other than http and https', async () => {
    expect(await guard.check('http://user:secret@93.184.216.34/')).toMatchObject({ ok: false, reason: 'credentials' });
    expect(await guard.check('ftp://93.184.216.34/')).toMatchObject({ ok: false, reason: 'format' });
    expect(await guard.check('file:///etc/passwd')).toMatchObject({ ok: false, reason: 'format' });
    expect(await guard.check('not a url')).toMatchObject({ ok: false, reason: 'format' });
  });

  it('resolves a name and refuses it when ANY of its addresses is private; a name that is not found is said so', async () => {
    const dns = staticResolver({
      localhost: ['127.0.0.1', '::1'],
      'shop.example': ['93.184.216.34'],
      'mixed.example': ['93.184.216.34', '10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
      'six.example': ['2606:2800:220:1:248:1893:25c8:1946', 'fe80::1'],
    });
    const named = createOutboundGuard({ resolve: dns });
    expect(await named.check('http://localhost:8080/')).toEqual({
      ok: false,
      reason: 'private',
      host: 'localhost',
      address: '127.0.0.1',
    });
    expect(await named.check('https://shop.example/notify')).toEqual({ ok: true, host: 'shop.example' });
    expect(await named.check('https://mixed.example/notify')).toEqual({
      ok: false,
      reason: 'private',
      host: 'mixed.example',
      address: '10.1.2.3',
    });
    expect(await named.check('https://METADATA.example/')).toMatchObject({
      ok: false,
      reason: 'private',
      address: '169.254.169.254',
    });
    expect(await named.check('https://six.example/')).toMatchObject({
      ok: false,
      reason: 'private',
      address: 'fe80::1',
    });
    expect(await named.check('https://missing.example/')).toEqual({
      ok: false,
      reason: 'unresolvable',
      host: 'missing.example',
    });
  });

  it('asks DNS once for a burst of creates naming one host', async () => {
    const dns = staticResolver({ 'shop.example': ['93.184.216.34'] });
    const named = createOutboundGuard({ resolve: dns });
    await Promise.all(Array.from({ length: 20 }, (_, i) => named.check(`https://shop.example/notify/${i}`)));
    expect(dns.asked).toEqual(['shop.example']);
  });

  it('lets 127.0.0.1 and ::1 through when the allow-list names them, and nothing next to them', async () => {
    const open = createOutboundGuard({
      resolve: staticResolver({ localhost: ['127.0.0.1', '::1'] }),
      allow: parseAllowList('127.0.0.1/32,::1/128'),
    });
    expect(await open.check('http://127.0.0.1:6379/')).toMatchObject({ ok: true });
    expect(await open.check('http://[::1]:8080/')).toMatchObject({ ok: true });
    expect(await open.check('http://localhost:8080/')).toMatchObject({ ok: true });
    expect(await open.check('http://127.0.0.2/')).toMatchObject({ ok: false, reason: 'private' });
    expect(await open.check('http://169.254.169.254/')).toMatchObject({ ok: false, reason: 'private' });
  });
});

describe('outbound guard: connections', () => {
  let listener: Listener;
  let other: Listener;

  beforeAll(async () => {
    listener = await new Listener().start();
    other = await new Listener().start();
  });
  afterAll(() => {
    listener.close();
    other.close();
  });

  it('never connects to a private literal, a name resolving to one, or a decimal literal: the listener sees no connection', async () => {
    const guard = createOutboundGuard({
      resolve: staticResolver({ localhost: ['127.0.0.1'], 'inside.example': ['127.0.0.1'] }),
    });
    const before = listener.connections;
    for (const url of [
      `http://127.0.0.1:${listener.port}/`,
      `http://localhost:${listener.port}/`,
      `http://inside.example:${listener.port}/`,
      `http://2130706433:${listener.port}/`,
    ]) {
      await expect(post(guard, url), url).rejects.toBeInstanceOf(OutboundRefused);
    }
    expect(listener.connections).toBe(before);
  });

  it('connects when the allow-list names the address (the receivers of the callback and push tests)', async () => {
    const guard = createOutboundGuard({
      resolve: staticResolver({ localhost: ['127.0.0.1'] }),
      allow: parseAllowList('127.0.0.1/32'),
    });
    const before = listener.connections;
    expect(await post(guard, `http://127.0.0.1:${listener.port}/`)).toEqual({ status: 200, body: 'success' });
    expect(await post(guard, `http://localhost:${listener.port}/`)).toEqual({ status: 200, body: 'success' });
    expect(listener.connections).toBe(before + 2);
  });

  it('refuses at connect a name whose DNS answer turned private after the check (rebinding), and connects nowhere', async () => {
    let asked = 0;
    // Public for the check at create, loopback from then on: what a rebinding attacker's DNS does.
    const rebinding: Resolver = async () => [{ address: asked++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    const guard = createOutboundGuard({ resolve: rebinding });
    const url = `http://rebind.example:${listener.port}/notify`;
    expect(await guard.check(url)).toEqual({ ok: true, host: 'rebind.example' });
    const before = listener.connections;
    const err = await post(guard, url).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundRefused);
    expect((err as Error).message).toBe('Refused: rebind.example resolves to 127.0.0.1, a private or reserved address');
    expect(asked).toBe(2);
    expect(listener.connections).toBe(before);
  });

  it('hands the connection only the answers it checked, refusing all when one is private', async () => {
    const guard = createOutboundGuard({
      resolve: staticResolver({
        'two.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
        'half.example': ['93.184.216.34', '192.168.0.9'],
      }),
    });
    const lookup = (host: string, options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((resolve) =>
        guard.lookup(host, options, (err, address, family) => resolve(err ? err.message : { address, family })),
      );
    expect(await lookup('two.example', { all: true })).toEqual({
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookup('two.example', { family: 6 })).toEqual({
      address: '2606:2800:220:1:248:1893:25c8:1946',
      family: 6,
    });
    expect(await lookup('half.example', { all: true })).toBe(
      'Refused: half.example resolves to 192.168.0.9, a private or reserved address',
    );
  });

  it('does not follow a redirect: the 3xx is the answer and its target sees no connection', async () => {
    const guard = createOutboundGuard({ allow: parseAllowList('127.0.0.1/32') });
    listener.answer = (res) => res.writeHead(302, { Location: `http://127.0.0.1:${other.port}/` }).end();
    try {
      const before = other.connections;
      expect(await post(guard, `http://127.0.0.1:${listener.port}/`)).toMatchObject({ status: 302 });
      expect(other.connections).toBe(before);
    } finally {
      listener.answer = (res) => res.writeHead(200).end('success');
    }
  });
});
