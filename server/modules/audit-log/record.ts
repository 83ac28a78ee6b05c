import { auditActions, type AuditAction } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../http/context.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskSecrets } from './mask.ts';
import { insertAuditRecord } from './repository.ts';

/**
 * A side of a change as fields: an object is kept as its fields, anything else (a number, a list)
 * becomes the field `value`, so the log can always show before and after field by field.
 */
function asFields(side: unknown): Record<string, unknown> | null {
  if (side === null || side === undefined) return null;
  const shown = maskSecrets(side);
  if (typeof shown === 'object' && shown !== null && !Array.isArray(shown)) return shown as Record<string, unknown>;
  return { value: shown };
}

/** Some writers name the target with its kind ('resource:12'); the record keeps kind and id apart. */
const targetIdOf = (action: AuditAction, target: string): string => {
  const type = auditActions[action];
  return target.startsWith(`${type}:`) ? target.slice(type.length + 1) : target;
};

/** What the writer needs of a call's context (a handler's context is one); the seed builds its own. */
export interface AuditContext {
  auth: { user: Pick<AuthUser, 'id' | 'account' | 'role'> } | null;
  ip: string;
  clock?: Clock;
  /** What proved the action's step-up (decision 107), kept with the record as `verification`. */
  stepUp?: object;
}

/**
 * Every staff action that changes data leaves who (id, account, role), from where, what (a key of
 * the contract's auditActions), on which target, and before and after field by field with secrets
 * masked. Called with the transaction that makes the change, so the record exists exactly when the
 * change does.
 */
export async function audit(
  db: DbOrTx,
  ctx: AuditContext,
  action: AuditAction,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await insertAuditRecord(db, {
    operatorId: ctx.auth?.user.id ?? null,
    operatorAccount: ctx.auth?.user.account ?? '',
    operatorRole: ctx.auth?.user.role ?? '',
    action,
    target,
    targetType: auditActions[action],
    targetId: targetIdOf(action, target),
    before: asFields(before),
    after: ctx.stepUp ? { ...(asFields(after) ?? {}), verification: ctx.stepUp } : asFields(after),
    ip: ctx.ip,
    // The server's clock, like every other time the change writes (tests move it; the seed dates its history).
    ...(ctx.clock ? { createdAt: ctx.clock.now() } : {}),
  });
}
