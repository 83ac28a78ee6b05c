import type { DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';
import { insertAuditRecord } from './repository.ts';

/**
 * Every staff action that changes data leaves who, what, before, after and from where. Called with
 * the transaction that makes the change, so the record exists exactly when the change does.
 */
export async function audit(
  db: DbOrTx,
  ctx: Pick<HandlerContext, 'auth' | 'ip'>,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await insertAuditRecord(db, {
    operatorId: ctx.auth?.user.id ?? null,
    operatorAccount: ctx.auth?.user.account ?? '',
    action,
    target,
    before: before ?? null,
    after: after ?? null,
    ip: ctx.ip,
  });
}
