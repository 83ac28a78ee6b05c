import {
  Code,
  type CallParsed,
  type payScriptCalls,
  type PayScriptProductRow,
  type PayScriptRunResult,
  type PayScriptSampleOrder,
  type PayScriptVersionInfo,
  type PayScriptVersionRow,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { forgetActiveScript } from './active.ts';
import {
  activeVersionIdOf,
  collectionProduct,
  collectionProducts,
  findOrder,
  findVersion,
  insertVersion,
  lockScriptRow,
  recentOrders,
  scriptSummaries,
  setActiveVersion,
  versionsByIds,
  versionsOf,
  type ScriptVersionRecord,
} from './repository.ts';
import { runAndRecord, scriptInputOf } from './run.ts';

const info = (v: ScriptVersionRecord): PayScriptVersionInfo => ({
  id: v.id,
  version: v.version,
  author: v.author,
  createTime: v.createdAt.toISOString(),
});
const toRow = (v: ScriptVersionRecord, activeId: number | null): PayScriptVersionRow => ({
  ...info(v),
  productId: v.productId,
  source: v.source,
  note: v.note,
  active: v.id === activeId,
});
/** What the audit log keeps of a version: its whole text (bounded by the contract), so the log shows what ran. */
const auditView = (v: ScriptVersionRecord) => ({
  productId: v.productId,
  version: v.version,
  note: v.note,
  source: v.source,
});

async function requireProduct(ctx: AuthedContext, productId: number) {
  const product = await collectionProduct(ctx.db, productId);
  if (!product) throw new ApiError(Code.badRequest, 'errors.payScriptProduct');
  return product;
}

/** GET /v1.0/payScript/list: every collection product with its active and latest version. */
export async function listPayScripts(_input: unknown, ctx: AuthedContext): Promise<PayScriptProductRow[]> {
  const [products, { active, counts }] = await Promise.all([collectionProducts(ctx.db), scriptSummaries(ctx.db)]);
  const activeOf = new Map(active.map((a) => [a.productId, a.activeVersionId]));
  const countOf = new Map(counts.map((c) => [c.productId, c]));
  const ids = [
    ...new Set([
      ...active.flatMap((a) => (a.activeVersionId ? [a.activeVersionId] : [])),
      ...counts.flatMap((c) => (c.latestId ? [c.latestId] : [])),
    ]),
  ];
  const byId = new Map((await versionsByIds(ctx.db, ids)).map((v) => [v.id, v]));
  return products.map((p) => {
    const a = byId.get(activeOf.get(p.id) ?? -1);
    const c = countOf.get(p.id);
    const l = byId.get(c?.latestId ?? -1);
    return {
      productId: p.id,
      productName: p.name,
      currency: p.currency,
      resourceType: p.resourceType,
      enabled: p.enabled,
      active: a ? info(a) : null,
      latest: l ? info(l) : null,
      versionCount: c?.versions ?? 0,
    };
  });
}

/** GET /v1.0/payScript/versions: the product's history, newest first. */
export async function listVersions(
  input: CallParsed<typeof payScriptCalls.versions>,
  ctx: AuthedContext,
): Promise<PayScriptVersionRow[]> {
  await requireProduct(ctx, input.productId);
  const [rows, activeId] = await Promise.all([
    versionsOf(ctx.db, input.productId),
    activeVersionIdOf(ctx.db, input.productId),
  ]);
  return rows.map((v) => toRow(v, activeId));
}

/** POST /v1.0/payScript/save: a new version by the caller, active at once unless asked otherwise. */
export async function saveScript(
  input: CallParsed<typeof payScriptCalls.save>,
  ctx: AuthedContext,
): Promise<PayScriptVersionRow> {
  await requireProduct(ctx, input.productId);
  const now = ctx.clock.now();
  const by = ctx.auth.user.account;
  const row = await ctx.db.transaction(async (tx) => {
    const script = await lockScriptRow(tx, input.productId, by, now);
    const v = await insertVersion(tx, {
      productId: input.productId,
      source: input.source,
      note: input.note,
      authorId: ctx.auth.user.id,
      author: by,
      now,
    });
    const activeId = input.activate ? v.id : script.activeVersionId;
    if (input.activate) await setActiveVersion(tx, input.productId, v.id, by, now);
    await audit(tx, ctx, 'payScript.save', `payScript:${input.productId}`, null, {
      ...auditView(v),
      activated: input.activate,
    });
    return toRow(v, activeId);
  });
  forgetActiveScript(ctx.db, input.productId);
  return row;
}

/** POST /v1.0/payScript/activate: any version of the product, an older one too. */
export async function activateVersion(
  input: CallParsed<typeof payScriptCalls.activate>,
  ctx: AuthedContext,
): Promise<PayScriptVersionRow> {
  const v = await findVersion(ctx.db, input.versionId);
  if (!v) throw new ApiError(Code.notFound, 'errors.payScriptVersionNotFound');
  const now = ctx.clock.now();
  const by = ctx.auth.user.account;
  await ctx.db.transaction(async (tx) => {
    const script = await lockScriptRow(tx, v.productId, by, now);
    await setActiveVersion(tx, v.productId, v.id, by, now);
    await audit(
      tx,
      ctx,
      'payScript.activate',
      `payScript:${v.productId}`,
      { activeVersionId: script.activeVersionId },
      { activeVersionId: v.id, version: v.version },
    );
  });
  forgetActiveScript(ctx.db, v.productId);
  return toRow(v, v.id);
}

/** POST /v1.0/payScript/disable: no active script; the versions stay. */
export async function disableScript(
  input: CallParsed<typeof payScriptCalls.disable>,
  ctx: AuthedContext,
): Promise<{ productId: number }> {
  await requireProduct(ctx, input.productId);
  const now = ctx.clock.now();
  const by = ctx.auth.user.account;
  await ctx.db.transaction(async (tx) => {
    const script = await lockScriptRow(tx, input.productId, by, now);
    await setActiveVersion(tx, input.productId, null, by, now);
    await audit(
      tx,
      ctx,
      'payScript.disable',
      `payScript:${input.productId}`,
      { activeVersionId: script.activeVersionId },
      { activeVersionId: null },
    );
  });
  forgetActiveScript(ctx.db, input.productId);
  return { productId: input.productId };
}

/** GET /v1.0/payScript/samples: the product's recent orders to test on. */
export async function sampleOrders(
  input: CallParsed<typeof payScriptCalls.samples>,
  ctx: AuthedContext,
): Promise<PayScriptSampleOrder[]> {
  await requireProduct(ctx, input.productId);
  const rows = await recentOrders(ctx.db, input.productId);
  return rows.map((o) => ({
    id: o.id,
    orderCode: o.orderCode,
    mchOrderNo: o.mchOrderNo,
    amount: o.amount,
    createTime: o.createdAt.toISOString(),
  }));
}

/**
 * POST /v1.0/payScript/testRun: the editor's text on a recent order of the product or a sample
 * typed in; recorded as a test run (with the version when the text is a saved one's).
 */
export async function testRun(
  input: CallParsed<typeof payScriptCalls.testRun>,
  ctx: AuthedContext,
): Promise<PayScriptRunResult> {
  const product = await requireProduct(ctx, input.productId);
  const now = ctx.clock.now();
  let order: Parameters<typeof scriptInputOf>[1];
  let orderRef: { orderId: number | null; orderCode: string | null } = { orderId: null, orderCode: null };
  if (input.orderId !== undefined) {
    const found = await findOrder(ctx.db, input.orderId);
    if (!found || found.productId !== input.productId)
      throw new ApiError(Code.notFound, 'errors.payScriptSampleNotFound');
    order = found;
    orderRef = { orderId: found.id, orderCode: found.orderCode };
  } else {
    const s = input.sample!;
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    order = {
      orderCode: `TEST${day}`,
      mchOrderNo: s.mchOrderNo || `TEST${day}`,
      productId: input.productId,
      amount: s.amount,
      payableAmount: s.amount,
      createdAt: now,
      payer: s.userName ? { userName: s.userName } : {},
      resourceId: null,
    };
  }
  // The version whose text this is, if the editor's text is a saved one unchanged.
  const versions = await versionsOf(ctx.db, input.productId);
  const same = versions.find((v) => v.source === input.source) ?? null;
  const scriptInput = await scriptInputOf(ctx.db, order, product.currency);
  return runAndRecord(
    ctx.db,
    {
      productId: input.productId,
      versionId: same?.id ?? null,
      version: same?.version ?? null,
      ...orderRef,
      testRun: true,
      runBy: ctx.auth.user.account,
    },
    input.source,
    scriptInput,
    () => ctx.clock.now(),
  );
}
