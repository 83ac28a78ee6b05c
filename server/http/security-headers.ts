import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

/** Node's request, as Fastify names it (node:http itself is fenced off for outgoing calls). */
type IncomingMessage = RawRequestDefaultExpression;

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

/**
 * Helmet on every answer (API envelopes, errors, the PWA's files, the index.html fallback, the
 * service worker, /healthz), registered before any route so its onRequest hook runs for all.
 * `connectExtra`: origins the app may call besides its own (a separate API and its websocket).
 */
export async function installSecurityHeaders(app: FastifyInstance, connectExtra: readonly string[]): Promise<void> {
  // The websocket of the host the browser asked for, per request: 'self' covers ws:/wss: of the
  // page's host only in CSP Level 3 browsers (older Safari refuses the live connection without it).
  const socketOrigins = new WeakMap<IncomingMessage, string[]>();
  app.addHook('onRequest', async (request, reply) => {
    const host = request.host;
    if (plainHost.test(host)) socketOrigins.set(request.raw, [`ws://${host}`, `wss://${host}`]);
    // Helmet would send HSTS over plain http too, where it means nothing and misleads; the protocol
    // follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that set it.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hstsValue);
  });
  const extra = [...new Set(connectExtra)];
  await app.register(helmet, {
    global: true,
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
        connectSrc: ["'self'", (req: IncomingMessage) => (socketOrigins.get(req) ?? []).join(' '), ...extra],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
