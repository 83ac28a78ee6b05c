import { and, eq } from 'drizzle-orm';
import {
  auditTargetTypes,
  isRole,
  type AuditFieldChange,
  type AuditRecordRow,
  type AuditTargetType,
  type CallParsed,
  type Page,
  type auditRecordCalls,
} from '../../../src/contract/index.ts';
import { auditRecords } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';
import { pageAuditRecords } from './repository.ts';

type ListInput = CallParsed<typeof auditRecordCalls.getList>;

const asObject = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v === null || v === undefined
      ? {}
      : { value: v };

/** Before and after side by side, a row per field either names: before's fields first, then after's new ones. */
export function fieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const b = asObject(before);
  const a = asObject(after);
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return names.map((field) => ({
    field,
    before: Object.hasOwn(b, field) ? b[field] : null,
    after: Object.hasOwn(a, field) ? a[field] : null,
  }));
}

const targetTypeOf = (t: string): AuditTargetType | '' =>
  (auditTargetTypes as readonly string[]).includes(t) ? (t as AuditTargetType) : '';

type Joined = Awaited<ReturnType<typeof pageAuditRecords>>['rows'][number];

function toRow({ a, targetRole }: Joined): AuditRecordRow {
  return {
    id: a.id,
    createdTime: a.createdAt.toISOString(),
    operatorId: a.operatorId,
    operatorAccount: a.operatorAccount,
    operatorRole: isRole(a.operatorRole) ? a.operatorRole : '',
    ip: a.ip,
    action: a.action,
    targetType: targetTypeOf(a.targetType),
    targetId: a.targetId,
    targetRole: targetRole !== null && isRole(targetRole) ? targetRole : '',
    changes: fieldChanges(a.before, a.after),
  };
}

/** GET /v1.0/auditRecord/getList: newest first under the filters; the call only reads. */
export async function listAuditRecords(input: ListInput, ctx: AuthedContext): Promise<Page<AuditRecordRow>> {
  const where = and(
    input.operatorAccount ? eq(auditRecords.operatorAccount, input.operatorAccount) : undefined,
    input.operatorRole ? eq(auditRecords.operatorRole, input.operatorRole) : undefined,
    input.action ? eq(auditRecords.action, input.action) : undefined,
    input.targetType ? eq(auditRecords.targetType, input.targetType) : undefined,
    input.targetId ? eq(auditRecords.targetId, input.targetId) : undefined,
    within(auditRecords.createdAt, input.startTime, input.endTime),
  );
  const { rows, total } = await pageAuditRecords(ctx.db, where, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
