import type { CallParsed, ErrorLogRow, Page, errorLogCalls } from '../../../src/contract/index.ts';
import type { AuthedContext, HandlerContext } from '../../http/context.ts';
import { countAnonymous } from '../audit-log/index.ts';
import { authenticate } from '../user/index.ts';
import { insertErrorLog, listErrorLogs } from './repository.ts';

/** Reports without a session stored a window (the login page's own errors fit many times over). */
export const anonymousReportsKept = 20;

/** Staff who look after the whole platform read every entry; everyone else reads their own. */
const readsAll = new Set(['superAdmin', 'admin']);

/**
 * Public (errors happen on the login page), so the session is optional: a valid token links the
 * entry to its user, anything else stores it without one. Never an error for a bad token: the
 * report is worth more than the check.
 */
export async function saveErrorLog(input: CallParsed<typeof errorLogCalls.save>, ctx: HandlerContext): Promise<null> {
  const auth = await authenticate(ctx);
  // Without a session, at most anonymousReportsKept reports a window are stored; all are counted
  // and the window becomes one audit record (decision 110), so no sender can fill the table.
  if (!auth) {
    const n = await countAnonymous(ctx.db, {
      source: 'errorLog.anonymousReports',
      target: 'errorLog',
      ip: ctx.ip,
      now: ctx.clock.now(),
    });
    if (n > anonymousReportsKept) return null;
  }
  const agent = ctx.req.headers['user-agent'];
  await insertErrorLog(ctx.db, {
    userId: auth?.user.id ?? null,
    type: input.type,
    code: input.code,
    mes: input.mes,
    url: input.url,
    ip: ctx.ip,
    userAgent: (Array.isArray(agent) ? agent[0] : agent)?.slice(0, 300) ?? '',
    createdAt: ctx.clock.now(),
  });
  return null;
}

export async function getErrorLogList(
  input: CallParsed<typeof errorLogCalls.getList>,
  ctx: AuthedContext,
): Promise<Page<ErrorLogRow>> {
  const { role, id } = ctx.auth.user;
  const { rows, total } = await listErrorLogs(ctx.db, readsAll.has(role) ? undefined : id, input);
  const list = rows.map((r) => ({
    id: r.id,
    type: r.type,
    code: r.code,
    mes: r.mes,
    url: r.url,
    account: r.account ?? '',
    createTime: r.createdAt.toISOString(),
  }));
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
