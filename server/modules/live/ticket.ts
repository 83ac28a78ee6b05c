import { Code, liveTicketTtlMs, type LiveTicket } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { hashToken, requestToken } from '../user/index.ts';
import type { TicketStore } from './tickets.ts';

/** Issues the websocket ticket of the calling session (the one its token, header or cookie, names). */
export async function issueTicket(ctx: AuthedContext, tickets: TicketStore): Promise<LiveTicket> {
  const token = requestToken(ctx);
  // Authenticated means a token was read; this only keeps the types honest.
  if (!token) throw new ApiError(Code.sessionExpired, 'errors.sessionExpired');
  const ticket = await tickets.issue(hashToken(token), ctx.clock.now().getTime());
  return { ticket, expiresInSeconds: liveTicketTtlMs / 1000 };
}
