import {
  Code,
  compileSmsPattern,
  readSms,
  type CallParsed,
  type SmsTemplateRow,
  type SmsTryResult,
  type smsTemplateCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import {
  deleteTemplate,
  insertTemplate,
  listTemplates,
  templateById,
  updateTemplate,
  type SmsTemplateRecord,
  type SmsTemplateValues,
} from './repository.ts';

type ListInput = CallParsed<typeof smsTemplateCalls.list>;
type SaveInput = CallParsed<typeof smsTemplateCalls.create>;
type UpdateInput = CallParsed<typeof smsTemplateCalls.update>;
type TryInput = CallParsed<typeof smsTemplateCalls.try>;

function toRow(t: SmsTemplateRecord): SmsTemplateRow {
  return {
    id: t.id,
    bankName: t.bankName,
    sender: t.sender,
    direction: t.direction,
    pattern: t.pattern,
    timeFormat: t.timeFormat,
    utcOffsetMinutes: t.utcOffsetMinutes,
    example: t.example,
    enabled: t.enabled,
    updatedBy: t.updatedBy,
    updateTime: t.updatedAt.toISOString(),
  };
}

/** What the audit record keeps of a template: every field an operator sets. */
const audited = (t: SmsTemplateRecord) => {
  const { id, bankName, sender, direction, pattern, timeFormat, utcOffsetMinutes, example, enabled } = t;
  return { id, bankName, sender, direction, pattern, timeFormat, utcOffsetMinutes, example, enabled };
};

const target = (t: SmsTemplateRecord) => `smsTemplate:${t.id}`;

/**
 * A template must read its own example: one that reads nothing from the SMS it was written for
 * would silently leave every real SMS unread (product 8 "template modification failed").
 */
function checkedValues(input: SaveInput, ctx: AuthedContext): SmsTemplateValues {
  const compiled = compileSmsPattern(input.pattern, input.timeFormat);
  if (!compiled.ok || !readSms(compiled.value, input.example, input.utcOffsetMinutes))
    throw new ApiError(Code.badRequest, 'errors.templateModificationFailed');
  return {
    bankName: input.bankName,
    sender: input.sender,
    direction: input.direction,
    pattern: input.pattern,
    timeFormat: input.timeFormat,
    utcOffsetMinutes: input.utcOffsetMinutes,
    example: input.example,
    enabled: input.enabled,
    updatedBy: ctx.auth.user.account,
    updatedAt: ctx.clock.now(),
  };
}

/** GET /v1.0/messageTemplate/list */
export async function listSmsTemplates(input: ListInput, ctx: AuthedContext): Promise<SmsTemplateRow[]> {
  return (await listTemplates(ctx.db, input)).map(toRow);
}

/** POST /v1.0/messageTemplate/create */
export async function createSmsTemplate(input: SaveInput, ctx: AuthedContext): Promise<SmsTemplateRow> {
  const values = checkedValues(input, ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertTemplate(tx, { ...values });
    await audit(tx, ctx, 'smsTemplate.create', target(made), null, audited(made));
    return made;
  });
  return toRow(row);
}

/** POST /v1.0/messageTemplate/update */
export async function updateSmsTemplate(input: UpdateInput, ctx: AuthedContext): Promise<SmsTemplateRow> {
  const values = checkedValues(input, ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await templateById(tx, input.id, true);
    if (!before) throw new ApiError(Code.notFound, 'errors.smsTemplateNotFound');
    const after = await updateTemplate(tx, input.id, values);
    if (!after) throw new ApiError(Code.notFound, 'errors.smsTemplateNotFound');
    await audit(tx, ctx, 'smsTemplate.update', target(after), audited(before), audited(after));
    return after;
  });
  return toRow(row);
}

/** POST /v1.0/messageTemplate/delete: SMS read with it earlier keep what it read. */
export async function deleteSmsTemplate(input: { id: number }, ctx: AuthedContext): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const gone = await deleteTemplate(tx, input.id);
    if (!gone) throw new ApiError(Code.notFound, 'errors.smsTemplateNotFound');
    await audit(tx, ctx, 'smsTemplate.delete', target(gone), audited(gone), null);
  });
  return { id: input.id };
}

/** POST /v1.0/messageTemplate/try: what the pattern reads from a pasted SMS; stores nothing. */
export function trySmsTemplate(input: TryInput): Promise<SmsTryResult> {
  const compiled = compileSmsPattern(input.pattern, input.timeFormat);
  return Promise.resolve({ reading: compiled.ok ? readSms(compiled.value, input.sms, input.utcOffsetMinutes) : null });
}
