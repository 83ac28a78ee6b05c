import type { FastifyReply, FastifyRequest } from 'fastify';

export type SessionCookie = 'token' | 'token2';

/**
 * The session lives in these cookies only (decision 049): HttpOnly, so no page script (an XSS, an
 * extension's content script) can read it; Strict, so a request another site starts carries none;
 * Secure when the request came over https (`req.protocol` honours TRUST_PROXY's forwarded proto).
 */
function options(req: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' } as const;
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  name: SessionCookie,
  value: string,
  days: number,
): void {
  reply.setCookie(name, value, { ...options(req), maxAge: Math.round(days * 86_400) });
}

/** Sign-out and an ended session: the browser drops both cookies (same attributes, already expired). */
export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  for (const name of ['token', 'token2'] as const) reply.clearCookie(name, options(req));
}
