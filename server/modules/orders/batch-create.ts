import { timingSafeEqual } from 'node:crypto';
import Papa from 'papaparse';
import {
  Code,
  batchOrderColumns,
  createOrderInput,
  formatMessage,
  isMessageId,
  maxBatchOrderRows,
  type BatchCreateResult,
  type BatchOrderResult,
  type CallParsed,
  type OrderTypeId,
  type OrderUploadFlag,
  type orderCreateCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { requireServiceOn } from '../system-config/index.ts';
import { placeOrder, orderAnswer } from './create.ts';
import { findApiMerchant } from './records-repository.ts';
import { hasEnabledCollectionProduct } from './upload-flag-repository.ts';

type BatchInput = CallParsed<typeof orderCreateCalls.createBatch>;
const required = batchOrderColumns.slice(0, 3);

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A merchant in good standing with an API key: the only caller a batch is for. */
async function batchMerchant(ctx: AuthedContext) {
  const m = ctx.auth.user.role === 'merchant' ? await findApiMerchant(ctx.db, ctx.auth.user.id) : null;
  return m && m.status === 0 && m.merchantKey ? { ...m, merchantKey: m.merchantKey } : null;
}

export async function orderUploadFlag(ctx: AuthedContext): Promise<OrderUploadFlag> {
  const m = await batchMerchant(ctx);
  return { enabled: Boolean(m && (await hasEnabledCollectionProduct(ctx.db, m.id))), maxRows: maxBatchOrderRows };
}

/** The lines of a CSV with a header row; a header cell names a column, empty cells are left out. */
function readCsv(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  for (const column of required) {
    if (!columns.includes(column))
      throw new ApiError(Code.badRequest, 'validation.upload.columns', { column }, { field: 'file', column });
  }
  return parsed.data.map((line) =>
    Object.fromEntries(
      Object.entries(line)
        .filter(([k, v]) => k !== '__parsed_extra' && k !== '' && typeof v === 'string' && v.trim() !== '')
        .map(([k, v]) => [k, v.trim()]),
    ),
  );
}

function failure(line: number, mchOrderNo: string, msgId: string, field: string | null): BatchOrderResult {
  const id = isMessageId(msgId) ? msgId : 'errors.badRequest';
  return { line, mchOrderNo, ok: false, order: null, msgId: id, msg: formatMessage(id), field };
}

/**
 * Product 7.5 createBatch: the key proves the merchant holds its API key (the session alone would let
 * anyone at an unlocked phone create orders); the file is refused whole when it is not a CSV, lacks
 * a required column, is empty or holds more than 500 orders. Each line is then checked by the create
 * schema and placed like a create, one transaction each, so one bad line stops nothing else and a
 * repeated upload answers the orders made the first time.
 */
export async function createBatch(input: BatchInput, ctx: AuthedContext): Promise<BatchCreateResult> {
  const merchant = await batchMerchant(ctx);
  if (!merchant) throw new ApiError(Code.forbidden, 'errors.batchUploadOff');
  if (!sameKey(input.key, merchant.merchantKey)) throw badRequest('errors.merchantKeyInvalid', { field: 'key' });
  // The whole file, not line by line: 500 lines saying the same would bury the reason.
  await requireServiceOn(ctx.db);
  if (!/\.csv$/i.test(input.file.filename)) throw badRequest('validation.upload.csvOnly', { field: 'file' });
  const lines = readCsv(input.file.text);
  if (lines.length === 0) throw badRequest('validation.upload.empty', { field: 'file' });
  if (lines.length > maxBatchOrderRows)
    throw new ApiError(
      Code.badRequest,
      'validation.upload.tooMany',
      { max: maxBatchOrderRows },
      { field: 'file', lines: lines.length },
    );

  const results: BatchOrderResult[] = [];
  for (const [i, line] of lines.entries()) {
    const lineNo = i + 2;
    const mchOrderNo = line.mchOrderNo ?? '';
    // The key was checked once for the file; `sign` only satisfies the shared create schema.
    const parsed = createOrderInput.safeParse({ ...line, mchId: merchant.id, sign: 'batch' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      results.push(failure(lineNo, mchOrderNo, issue?.message ?? 'errors.badRequest', issue?.path.join('.') || null));
      continue;
    }
    try {
      const order = await placeOrder(merchant.id, parsed.data, ctx, { orderType: input.orderType as OrderTypeId });
      results.push({
        line: lineNo,
        mchOrderNo,
        ok: true,
        order: await orderAnswer(order, ctx),
        msgId: null,
        msg: null,
        field: null,
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const field = (err.data as { field?: unknown } | null)?.field;
      results.push(failure(lineNo, mchOrderNo, err.msgId, typeof field === 'string' ? field : null));
    }
  }
  const created = results.filter((r) => r.ok).length;
  return { total: results.length, created, failed: results.length - created, results };
}
