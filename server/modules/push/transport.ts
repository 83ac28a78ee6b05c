/** One request to a push service, built by web-push (encrypted body, VAPID headers). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Sends one push; resolves with the push service's HTTP status, rejects when it cannot be reached. */
export type PushTransport = (request: PushRequest, timeoutMs: number) => Promise<number>;

/**
 * fetch instead of web-push's own sendNotification: the same request, a real per-request timeout
 * through AbortSignal, and any URL scheme, so tests can run a plain-HTTP push service locally.
 */
export const fetchTransport: PushTransport = async (request, timeoutMs) => {
  const res = await fetch(request.endpoint, {
    method: 'POST',
    headers: request.headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body is of no use; reading it frees the connection.
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
};
