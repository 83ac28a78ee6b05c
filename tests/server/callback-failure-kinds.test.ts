import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFailureKind } from '../../src/contract/index.ts';
import { createOutboundGuard, parseAllowList } from '../../server/lib/outbound/index.ts';
import { postCallback } from '../../server/modules/order-callbacks/send.ts';
import { staticResolver } from './support/dns.ts';

/**
 * Decision 068: a callback's failure is shown in the reader's words, never as "bad port". The
 * kind is read from what the server really records when each failure happens.
 */
const guard = createOutboundGuard({
  resolve: staticResolver({ localhost: ['127.0.0.1'], 'inside.example': ['10.0.0.7'] }),
  allow: parseAllowList('127.0.0.1/32'),
});
const strict = createOutboundGuard({ resolve: staticResolver({}) });

let silent: Server;
let silentPort = 0;
let closedPort = 0;

beforeAll(async () => {
  // A server that takes the request and never answers.
  silent = createServer(() => {});
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentPort = (silent.address() as AddressInfo).port;
  // A port nothing listens on: open one and close it.
  const gone = createServer();
  await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
  closedPort = (gone.address() as AddressInfo).port;
  await new Promise<void>((r) => gone.close(() => r()));
});

afterAll(async () => {
  silent.closeAllConnections();
  await new Promise<void>((r) => silent.close(() => r()));
});

const kindOf = async (g: typeof guard, url: string, timeoutMs = 3_000) => {
  const outcome = await postCallback(g, url, '{}', timeoutMs);
  expect(outcome.success).toBe(false);
  expect(outcome.error).not.toBe('');
  return outboundFailureKind(outcome.error);
};

describe('the kind of a failed callback, from what the server records', () => {
  it('names a private address the guard refused', async () => {
    expect(await kindOf(strict, 'http://127.0.0.1:9/notify')).toBe('privateAddress');
    expect(await kindOf(guard, 'http://inside.example/notify')).toBe('privateAddress');
  });

  it('names an address that is not a web address, or not http', async () => {
    expect(await kindOf(guard, 'not a url')).toBe('badUrl');
    expect(await kindOf(guard, 'ftp://127.0.0.1/notify')).toBe('scheme');
    expect(await kindOf(guard, 'http://user:pw@127.0.0.1/notify')).toBe('credentials');
  });

  it('names a port that cannot be used instead of saying "bad port"', async () => {
    expect(await kindOf(guard, 'http://127.0.0.1:70000/notify')).toMatch(/^(badPort|badUrl)$/);
  });

  it('names a refused connection, a silent server and an unknown host', async () => {
    expect(await kindOf(guard, `http://127.0.0.1:${closedPort}/notify`)).toBe('refused');
    expect(await kindOf(guard, `http://127.0.0.1:${silentPort}/notify`, 300)).toBe('timeout');
    expect(await kindOf(guard, 'http://nowhere.example/notify')).toBe('dns');
  });

  it('keeps "other" for words it does not know, and reads the platform names of known ones', () => {
    expect(outboundFailureKind('something new')).toBe('other');
    expect(outboundFailureKind('bad port')).toBe('badPort');
    expect(outboundFailureKind('read ECONNRESET')).toBe('reset');
    expect(outboundFailureKind('unable to verify the first certificate')).toBe('tls');
  });
});
