import { createHash } from 'node:crypto';
import {
  Code,
  type CallParsed,
  type MonitorScriptDetail,
  type MonitorScriptDevice,
  type MonitorScriptRow,
  type Page,
  type monitorScriptCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { devicesOfBank, insertScript, listScripts, listedScript, scriptById, setScriptColumns } from './repository.ts';

type Listed = NonNullable<Awaited<ReturnType<typeof listedScript>>>;

/** Lower-case hex SHA-256 of the UTF-8 text: what the device compares its download with. */
export const scriptChecksum = (content: string): string => createHash('sha256').update(content, 'utf8').digest('hex');

function toRow(r: Listed): MonitorScriptRow {
  return {
    id: r.id,
    bankName: r.bankName,
    version: r.version,
    checksum: r.checksum,
    size: r.size,
    rolledOut: r.rolledOut,
    rolledOutTime: r.rolledOutAt ? new Date(r.rolledOutAt).toISOString() : null,
    current: Boolean(r.current),
    deviceCount: r.deviceCount,
    note: r.note,
    createdBy: r.createdBy,
    createTime: new Date(r.createdAt).toISOString(),
    updatedBy: r.updatedBy,
    updateTime: new Date(r.updatedAt).toISOString(),
  };
}

async function answer(ctx: AuthedContext, id: number): Promise<MonitorScriptRow> {
  const row = await listedScript(ctx.db, id);
  if (!row) throw new ApiError(Code.notFound, 'errors.monitorScriptNotFound');
  return toRow(row);
}

const target = (id: number) => `monitorScript:${id}`;

/** GET /v1.0/monitorScript/list */
export async function listMonitorScripts(
  input: CallParsed<typeof monitorScriptCalls.list>,
  ctx: AuthedContext,
): Promise<Page<MonitorScriptRow>> {
  const { rows, total } = await listScripts(ctx.db, { ...input, pageNum: input.pageSize });
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageSize };
}

/** GET /v1.0/monitorScript/detail: the row with its content. */
export async function monitorScriptDetail(
  input: CallParsed<typeof monitorScriptCalls.detail>,
  ctx: AuthedContext,
): Promise<MonitorScriptDetail> {
  const [row, record] = await Promise.all([answer(ctx, input.id), scriptById(ctx.db, input.id)]);
  if (!record) throw new ApiError(Code.notFound, 'errors.monitorScriptNotFound');
  return { ...row, content: record.content };
}

/** GET /v1.0/monitorScript/devices */
export async function monitorScriptDevices(
  input: CallParsed<typeof monitorScriptCalls.devices>,
  ctx: AuthedContext,
): Promise<MonitorScriptDevice[]> {
  const rows = await devicesOfBank(ctx.db, input.bankName);
  return rows.map((r) => ({
    resourceId: r.resourceId,
    supplierName: r.supplierName ?? '',
    accountName: r.accountName,
    cardNumber: r.cardNumber,
    scriptVersion: r.scriptVersion,
    monitorState: r.monitorState,
    lastSeenTime: r.lastSeenAt?.toISOString() ?? null,
    boundTime: r.boundAt?.toISOString() ?? null,
  }));
}

/** POST /v1.0/monitorScript/create: the checksum is the server's; a bank's version is uploaded once. */
export async function createMonitorScript(
  input: CallParsed<typeof monitorScriptCalls.create>,
  ctx: AuthedContext,
): Promise<MonitorScriptRow> {
  const now = ctx.clock.now();
  const me = ctx.auth.user.account;
  const id = await ctx.db.transaction(async (tx) => {
    const made = await insertScript(tx, {
      bankName: input.bankName,
      version: input.version,
      content: input.content,
      checksum: scriptChecksum(input.content),
      rolledOut: input.rolledOut,
      rolledOutAt: input.rolledOut ? now : null,
      note: input.note,
      createdBy: me,
      updatedBy: me,
      createdAt: now,
      updatedAt: now,
    });
    if (!made) throw new ApiError(Code.conflict, 'errors.monitorScriptExists');
    await audit(tx, ctx, 'monitorScript.create', target(made.id), null, {
      bankName: made.bankName,
      version: made.version,
      checksum: made.checksum,
      rolledOut: made.rolledOut,
      note: made.note,
    });
    return made.id;
  });
  return answer(ctx, id);
}

/**
 * POST /v1.0/monitorScript/update: the note always; the content only while the version was never
 * rolled out. A device may hold a rolled-out version, and a version names one content for good.
 */
export async function updateMonitorScript(
  input: CallParsed<typeof monitorScriptCalls.update>,
  ctx: AuthedContext,
): Promise<MonitorScriptRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await scriptById(tx, input.id, true);
    if (!before) throw new ApiError(Code.notFound, 'errors.monitorScriptNotFound');
    const checksum = scriptChecksum(input.content);
    if (checksum !== before.checksum && before.rolledOutAt !== null)
      throw new ApiError(Code.conflict, 'errors.monitorScriptFrozen');
    await setScriptColumns(tx, input.id, {
      content: input.content,
      checksum,
      note: input.note,
      updatedBy: ctx.auth.user.account,
      updatedAt: now,
    });
    await audit(
      tx,
      ctx,
      'monitorScript.update',
      target(input.id),
      { checksum: before.checksum, note: before.note },
      { checksum, note: input.note },
    );
  });
  return answer(ctx, input.id);
}

/** POST /v1.0/monitorScript/setRollout: on, devices of the bank get it (if newest); off, the previous rolled-out one again. */
export async function setMonitorScriptRollout(
  input: CallParsed<typeof monitorScriptCalls.setRollout>,
  ctx: AuthedContext,
): Promise<MonitorScriptRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await scriptById(tx, input.id, true);
    if (!before) throw new ApiError(Code.notFound, 'errors.monitorScriptNotFound');
    if (before.rolledOut === input.rolledOut) return;
    // rolledOutAt stays once set: it marks the content as frozen (updateMonitorScript).
    await setScriptColumns(tx, input.id, {
      rolledOut: input.rolledOut,
      ...(input.rolledOut ? { rolledOutAt: now } : {}),
      updatedBy: ctx.auth.user.account,
      updatedAt: now,
    });
    await audit(
      tx,
      ctx,
      'monitorScript.rollout',
      target(input.id),
      { rolledOut: before.rolledOut },
      { rolledOut: input.rolledOut },
    );
  });
  return answer(ctx, input.id);
}
