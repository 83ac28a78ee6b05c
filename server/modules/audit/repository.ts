import { auditRecords } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { HandlerContext } from '../../http/context.ts';

/** Every staff action that changes data leaves who, what, before, after and from where. */
export async function audit(
  db: DbOrTx,
  ctx: Pick<HandlerContext, 'auth' | 'ip'>,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.insert(auditRecords).values({
    operatorId: ctx.auth?.user.id ?? null,
    operatorAccount: ctx.auth?.user.account ?? '',
    action,
    target,
    before: before ?? null,
    after: after ?? null,
    ip: ctx.ip,
  });
}
