import {
  Code,
  isRole,
  listViewLimits,
  viewPublishers,
  type CallParsed,
  type ListViewRow,
  type listViewCalls,
  type Role,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import {
  countOwnViews,
  deleteView,
  insertView,
  otherViewNamed,
  updateView,
  viewById,
  viewByName,
  viewsFor,
  type ListViewRecord,
} from './repository.ts';

type ListInput = CallParsed<typeof listViewCalls.list>;
type SaveInput = CallParsed<typeof listViewCalls.save>;
type UpdateInput = CallParsed<typeof listViewCalls.update>;
type AuditExportInput = CallParsed<typeof listViewCalls.auditExport>;

const publishes = (role: Role) => (viewPublishers as readonly Role[]).includes(role);

/** Own views, and for a publisher the published ones it can see; a role's user only applies the rest. */
const editableBy = (v: ListViewRecord, ctx: AuthedContext) =>
  v.ownerId === ctx.auth.user.id || (v.sharedRole !== null && publishes(ctx.auth.user.role));

function toRow(v: ListViewRecord, ctx: AuthedContext): ListViewRow {
  return {
    id: v.id,
    page: v.page,
    name: v.name,
    filters: v.filters,
    sharedRole: isRole(v.sharedRole) ? v.sharedRole : null,
    editable: editableBy(v, ctx),
  };
}

const target = (v: ListViewRecord) => `list:${v.page}`;
const audited = (v: ListViewRecord) => ({ id: v.id, name: v.name, sharedRole: v.sharedRole, filters: v.filters });

/** GET /v1.0/listView/list */
export async function listViews(input: ListInput, ctx: AuthedContext): Promise<ListViewRow[]> {
  const rows = await viewsFor(ctx.db, ctx.auth.user.id, ctx.auth.user.role, input.page);
  return rows.map((v) => toRow(v, ctx));
}

/**
 * POST /v1.0/listView/save: a name saved again on the same page replaces its filters. Publishing
 * for a role is an admin's; the audit log keeps each view published or taken back.
 */
export async function saveListView(input: SaveInput, ctx: AuthedContext): Promise<ListViewRow> {
  if (input.sharedRole !== null && !publishes(ctx.auth.user.role))
    throw new ApiError(Code.forbidden, 'errors.forbidden');
  const ownerId = ctx.auth.user.id;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await viewByName(tx, ownerId, input.page, input.name);
    let after: ListViewRecord;
    if (before) {
      const updated = await updateView(tx, before.id, {
        filters: input.filters,
        sharedRole: input.sharedRole,
        updatedAt: ctx.clock.now(),
      });
      if (!updated) throw new ApiError(Code.notFound, 'errors.listViewNotFound');
      after = updated;
    } else {
      if ((await countOwnViews(tx, ownerId, input.page)) >= listViewLimits.perPage)
        throw new ApiError(Code.badRequest, 'errors.listViewLimit');
      after = await insertView(tx, {
        ownerId,
        page: input.page,
        name: input.name,
        filters: input.filters,
        sharedRole: input.sharedRole,
      });
    }
    if (after.sharedRole !== null)
      await audit(tx, ctx, 'listView.publish', target(after), before ? audited(before) : null, audited(after));
    else if (before?.sharedRole)
      await audit(tx, ctx, 'listView.unpublish', target(after), audited(before), audited(after));
    return after;
  });
  return toRow(row, ctx);
}

/** POST /v1.0/listView/update: renames; a view the person may not edit is "not found". */
export async function renameListView(input: UpdateInput, ctx: AuthedContext): Promise<ListViewRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await viewById(tx, input.id);
    if (!before || !editableBy(before, ctx)) throw new ApiError(Code.notFound, 'errors.listViewNotFound');
    if (await otherViewNamed(tx, before, input.name)) throw new ApiError(Code.badRequest, 'errors.listViewNameTaken');
    const after = await updateView(tx, before.id, { name: input.name, updatedAt: ctx.clock.now() });
    if (!after) throw new ApiError(Code.notFound, 'errors.listViewNotFound');
    if (after.sharedRole !== null)
      await audit(tx, ctx, 'listView.publish', target(after), audited(before), audited(after));
    return after;
  });
  return toRow(row, ctx);
}

/** POST /v1.0/listView/delete */
export async function deleteListView(input: { id: number }, ctx: AuthedContext): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await viewById(tx, input.id);
    if (!before || !editableBy(before, ctx)) throw new ApiError(Code.notFound, 'errors.listViewNotFound');
    await deleteView(tx, before.id);
    if (before.sharedRole !== null) await audit(tx, ctx, 'listView.unpublish', target(before), audited(before), null);
  });
  return { id: input.id };
}

/**
 * POST /v1.0/listView/auditExport: who exported which list under which filters, as the export
 * starts (decision 126). The rows come from the list's own paged call, scoped as it always is.
 */
export async function auditListExport(input: AuditExportInput, ctx: AuthedContext): Promise<{ ok: true }> {
  await audit(ctx.db, ctx, 'list.export', `list:${input.list}`, null, {
    path: input.path,
    format: input.format,
    filters: input.filters,
  });
  return { ok: true };
}
