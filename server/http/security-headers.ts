import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression } from 'fastify';

/** Node's request and response, as Fastify names them (node:http itself is fenced off for outgoing calls). */
type IncomingMessage = RawRequestDefaultExpression;
type ServerResponse = RawReplyDefaultExpression;

/** One year, the figure browsers' preload lists ask for; sent only over https. */
export const hstsValue = 'max-age=31536000; includeSubDomains';

/** The settings of /config.json that make the app call another origin (src/lib/config.ts). */
const runtimeOriginKeys = ['apiBase', 'wsUrl', 'orderCreateBase'] as const;

/**
 * The origins the built app's /config.json sends requests to besides its own: a separate API, its
 * websocket, the merchant create API. Read once at start, like the rest of the server's settings;
 * relative or empty values mean the page's own origin, which 'self' covers.
 */
export function runtimeConfigOrigins(staticDir: string): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(staticDir, 'config.json'), 'utf8'));
  } catch {
    return [];
  }
  if (!raw || typeof raw !== 'object') return [];
  const settings = raw as Record<string, unknown>;
  const origins: string[] = [];
  for (const key of runtimeOriginKeys) {
    const value = settings[key];
    if (typeof value !== 'string' || !/^(https?|wss?):\/\//i.test(value.trim())) continue;
    try {
      origins.push(new URL(value.trim()).origin);
    } catch {
      // The app ignores what it cannot parse as well.
    }
  }
  return origins;
}

/** A host (name, IPv4 or [IPv6], optional port) safe to write into a header; anything else is left out. */
const plainHost = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** Stands in the policy for the websocket origins of the host each request asked for. */
const socketsMark = 'bo-request-sockets';

/**
 * Helmet's headers for `options`, computed once: helmet builds them from its settings on every
 * call, and every answer of the server (the order create and list included) paid for it. The one
 * value that depends on the request comes out as `socketsMark`, replaced per request.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
      return response;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every answer (API envelopes, errors, the PWA's files, the index.html
 * fallback, the service worker, /healthz), set by an onRequest hook registered before any route so
 * it runs for all. `connectExtra`: origins the app may call besides its own (a separate API and
 * its websocket).
 */
export function installSecurityHeaders(app: FastifyInstance, connectExtra: readonly string[]): void {
  const extra = [...new Set(connectExtra)];
  const headers = helmetHeaders({
    hsts: false,
    // Order codes and filters ride in the app's URLs; no other site needs them, and fetch() keeps
    // its Origin header under this policy for any same-origin check.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // antd-mobile ships CSS files and React sets style props through the CSSOM, which the policy
        // does not govern: no 'unsafe-inline' (e2e/security-headers.spec.ts hears no violation).
        styleSrc: ["'self'"],
        // QR codes (a receiving account's, the Google key's) are data: images; nothing shows a blob: image.
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", socketsMark, ...extra],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  const fixed = Object.fromEntries(headers.filter(([, value]) => !value.includes(socketsMark)));
  const policy = headers.find(([, value]) => value.includes(socketsMark));
  if (!policy) throw new Error('security headers: the content security policy lost its websocket origins');
  const [policyName, policyValue] = policy;
  const [before, after] = policyValue.split(socketsMark) as [string, string];
  // Without a host to name, the policy keeps 'self' alone (and no doubled space).
  const withoutSockets = `${before.trimEnd()}${after}`;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(fixed);
    // The websocket of the host the browser asked for, per request: 'self' covers ws:/wss: of the
    // page's host only in CSP Level 3 browsers (older Safari refuses the live connection without it).
    const host = request.host;
    reply.header(policyName, plainHost.test(host) ? `${before}ws://${host} wss://${host}${after}` : withoutSockets);
    // Helmet would send HSTS over plain http too, where it means nothing and misleads; the protocol
    // follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that set it.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hstsValue);
  });
}
