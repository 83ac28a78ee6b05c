import { postOutbound, type OutboundGuard } from '../../lib/outbound/index.ts';

/** One request to a push service, built by web-push (encrypted body, VAPID headers). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Sends one push; resolves with the push service's HTTP status, rejects when it cannot be reached. */
export type PushTransport = (request: PushRequest, timeoutMs: number) => Promise<number>;

/**
 * The request web-push builds (generateRequestDetails), sent through the outbound guard instead of
 * web-push's own sendNotification: an endpoint on a private or reserved address is refused before
 * anything connects, the timeout covers the whole exchange, and tests can run a plain-HTTP push
 * service on an allowed local address.
 */
export function outboundTransport(guard: OutboundGuard): PushTransport {
  return async (request, timeoutMs) => {
    // The body is of no use beyond its first bytes.
    const res = await postOutbound(guard, request.endpoint, {
      headers: request.headers,
      body: request.body,
      timeoutMs,
      maxBodyChars: 200,
    });
    return res.status;
  };
}
