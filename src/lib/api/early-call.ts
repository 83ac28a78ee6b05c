/**
 * Calls sent before the app's API client exists (decision 140): src/app/early-start.ts asks for the
 * user info while the shell's modules still run, and `sendEnvelope` (wire.ts) takes the answer
 * instead of asking again. Held in memory only, taken once, and only within `keepMs` of being
 * sent: a later call (another sign-in in the same tab, a refresh of the user) goes to the server.
 */
interface EarlyCall {
  answer: Promise<Response>;
  sentAt: number;
}

/** The user info's call (`userCalls.getInfo`, whose schemas early-start.ts must not load; a unit test checks the two agree). */
export const userInfoCall = { method: 'POST', path: '/v1.0/user/getInfo', body: '{}' } as const;

const calls = new Map<string, EarlyCall>();
export const keepMs = 10_000;

const keyOf = (method: string, url: string, body: string | undefined) => `${method} ${url} ${body ?? ''}`;

/** The same request `sendEnvelope` makes: JSON, the session cookies, the reader's language. */
export function sendEarly(method: 'GET' | 'POST', url: string, body: string | undefined, language: string): void {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  const answer = fetch(url, { method, headers, credentials: 'include', body });
  // Taken or not, a failure (offline) is the caller's to see when it takes the answer, never unhandled.
  answer.catch(() => undefined);
  calls.set(keyOf(method, url, body), { answer, sentAt: Date.now() });
}

/** The early answer of this very request, once; undefined when there is none or it is too old. */
export function takeEarly(
  method: 'GET' | 'POST',
  url: string,
  body: string | undefined,
): Promise<Response> | undefined {
  const key = keyOf(method, url, body);
  const call = calls.get(key);
  calls.delete(key);
  return call && Date.now() - call.sentAt <= keepMs ? call.answer : undefined;
}

/** Sign-in and sign-out: no answer of the session before goes to the next one. */
export function forgetEarlyCalls(): void {
  calls.clear();
}
