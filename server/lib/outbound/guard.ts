import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { mayConnect, noneAllowed, type AllowList } from './addresses.ts';

/** Every address a name has, as dns.lookup(host, { all: true }) gives them. Tests pass their own. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Why a URL is refused; `address` is the blocked answer (or the literal itself). */
export type UrlVerdict =
  | { ok: true; host: string }
  | { ok: false; reason: 'format' | 'credentials'; host: string }
  | { ok: false; reason: 'private'; host: string; address: string }
  | { ok: false; reason: 'unresolvable'; host: string };

/** A request the guard stopped before any connection; its message goes into the records. */
export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      host === address
        ? `Refused: ${address} is a private or reserved address`
        : `Refused: ${host} resolves to ${address}, a private or reserved address`,
    );
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export interface OutboundGuard {
  readonly allow: AllowList;
  /**
   * The check at create or save: the URL's scheme and credentials, then every address of its host
   * (IP literals without DNS; names through a short cache, so a burst of creates naming one
   * merchant host costs one lookup).
   */
  check(url: string): Promise<UrlVerdict>;
  /**
   * The `lookup` of every outgoing connection: resolves afresh, refuses when any answer is blocked
   * and hands the connection exactly the answers it checked, so a name that changes its answer
   * between the check and the connect (DNS rebinding) gains nothing.
   */
  lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void;
  /** The literal host of a URL, checked without DNS (net.connect does not call lookup for literals). */
  mayConnect(address: string): boolean;
}

export interface GuardOptions {
  allow?: AllowList;
  resolve?: Resolver;
  /** How long a create-time answer is reused. */
  cacheMs?: number;
  /** A create-time lookup slower than this counts as unresolvable. */
  lookupTimeoutMs?: number;
}

/** The host as net.connect wants it: IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

const maxCached = 1000;

export function createOutboundGuard(options: GuardOptions = {}): OutboundGuard {
  const allow = options.allow ?? noneAllowed;
  const resolve = options.resolve ?? systemResolver;
  const cacheMs = options.cacheMs ?? 30_000;
  const lookupTimeoutMs = options.lookupTimeoutMs ?? 2_000;
  const cache = new Map<string, { until: number; answer: Promise<LookupAddress[] | null> }>();

  const allowed = (address: string) => mayConnect(address, allow);

  function resolveWithin(host: string): Promise<LookupAddress[] | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), lookupTimeoutMs)));
    const found = resolve(host).then(
      (answers) => (answers.length > 0 ? answers : null),
      () => null,
    );
    return Promise.race([found, late]).finally(() => clearTimeout(timer));
  }

  function cachedAnswers(host: string): Promise<LookupAddress[] | null> {
    const now = Date.now();
    const hit = cache.get(host);
    if (hit && hit.until > now) return hit.answer;
    if (cache.size >= maxCached) cache.clear();
    const answer = resolveWithin(host);
    cache.set(host, { until: now + cacheMs, answer });
    return answer;
  }

  async function check(text: string): Promise<UrlVerdict> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { ok: false, reason: 'format', host: '' };
    }
    const host = hostOf(url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'format', host };
    if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials', host };
    if (isIP(host) !== 0)
      return allowed(host) ? { ok: true, host } : { ok: false, reason: 'private', host, address: host };
    const answers = await cachedAnswers(host.toLowerCase());
    if (!answers) return { ok: false, reason: 'unresolvable', host };
    const blocked = answers.find((a) => !allowed(a.address));
    return blocked ? { ok: false, reason: 'private', host, address: blocked.address } : { ok: true, host };
  }

  function lookup(hostname: string, lookupOptions: LookupOptions, callback: LookupCallback): void {
    resolve(hostname).then(
      (answers) => {
        const blocked = answers.find((a) => !allowed(a.address));
        if (blocked) return callback(new OutboundRefused(hostname, blocked.address), '');
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = family === 0 ? answers : answers.filter((a) => a.family === family);
        const first = usable[0];
        if (!first)
          return callback(
            Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }),
            '',
          );
        if (lookupOptions.all) return callback(null, usable);
        return callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  }

  return { allow, check, lookup, mayConnect: allowed };
}
