import { Code, orderCalls, type LiveDiagnostics } from '../../../src/contract/index.ts';
import type { HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { findUserByAccount } from '../user/index.ts';
import type { LiveHub } from './hub.ts';
import { sessionTokenHashes } from './repository.ts';

/** Long enough for the diagnostics call's widest window. */
const keepMs = 300_000;

/**
 * When each session last called getLastOrder, by token hash: the new-order poll is meant to run
 * once per user (in the live worker), not once per tab, and this is how support (and the e2e
 * test of five tabs) can see it. Kept per instance in memory: a few numbers per active session.
 */
export class PollLog {
  private readonly times = new Map<string, number[]>();

  record(tokenHash: string, now: number): void {
    const list = this.times.get(tokenHash) ?? [];
    list.push(now);
    while (list.length > 0 && list[0]! < now - keepMs) list.shift();
    this.times.set(tokenHash, list);
  }

  count(tokenHashes: readonly string[], since: number): number {
    let n = 0;
    for (const h of tokenHashes) for (const t of this.times.get(h) ?? []) if (t >= since) n++;
    return n;
  }

  /** Drops sessions that have not polled for a while, so ended sessions do not pile up. */
  sweep(now: number): void {
    for (const [h, list] of this.times) if ((list.at(-1) ?? 0) < now - keepMs) this.times.delete(h);
  }
}

/** The poll's token, read the way authenticate() reads it (header first, then cookie). */
export function pollToken(
  headers: Record<string, string | string[] | undefined>,
  cookies: Record<string, string | undefined> | undefined,
): string | null {
  const header = headers.token;
  const value = (Array.isArray(header) ? header[0] : header) || cookies?.token;
  return value && value.length <= 128 ? value : null;
}

export const pollPath = orderCalls.getLastOrder.path;

export async function liveDiagnostics(
  ctx: HandlerContext,
  hub: LiveHub,
  polls: PollLog,
  userName: string,
  windowSeconds: number,
): Promise<LiveDiagnostics> {
  const user = await findUserByAccount(ctx.db, userName);
  if (!user) throw new ApiError(Code.notFound, 'errors.userNotFound');
  const tokenHashes = await sessionTokenHashes(ctx.db, user.id);
  const since = ctx.clock.now().getTime() - windowSeconds * 1000;
  return {
    userId: user.id,
    connections: hub.connectionsOf(user.id),
    polls: polls.count(tokenHashes, since),
    windowSeconds,
  };
}
