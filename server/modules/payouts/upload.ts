import { randomInt } from 'node:crypto';
import { maxSheetRows } from '../../../src/contract/api/sheet-rows.ts';
import {
  Code,
  bankOfBranch,
  type CallParsed,
  type CreatedPayout,
  type PayoutUploadResult,
  type PayoutUploadRowProblem,
  type payoutUploadCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { ifscChecker } from '../banks/index.ts';
import { feeFor } from '../ledger/index.ts';
import { requireServiceOn, settingValue } from '../system-config/index.ts';
import { insertPayout, type PayoutDraft } from './create.ts';
import { lockBalance, payoutTerms, usedMchOrderNos } from './repository.ts';
import { checkUploadRows, usedNumberProblem } from './upload-rows.ts';
import { payoutsCreated } from '../../lib/metrics.ts';

type UploadInput = CallParsed<typeof payoutUploadCalls.createBatch>;

/** Minor units as the person reads them in a message: 123456 → "1234.56". */
const major = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

function refuseRows(problems: PayoutUploadRowProblem[]): never {
  const rows = [...problems].sort((a, b) => a.line - b.line);
  throw new ApiError(Code.badRequest, 'errors.uploadRowsInvalid', { count: rows.length }, { rows });
}

/** A row without a merchant order number gets one: U + upload time + a random tag + its line. */
function numberFor(now: Date, tag: string, line: number): string {
  return `U${now.toISOString().replace(/\D/g, '').slice(0, 14)}${tag}-${line}`;
}

class NumberTaken extends Error {
  constructor(readonly line: number) {
    super(`mchOrderNo of line ${line} taken meanwhile`);
  }
}

/**
 * POST /v1.0/payoutOrder/createBatch: every row checked again (sheet row schema, payee rules of
 * the product, numbers repeated in the file or already used); any problem refuses the file with
 * every refused row. Otherwise all payouts are placed in ONE transaction through the single
 * create's insertPayout, so a file is paid in full or not at all; with
 * PayoutOrderOccupyBalanceOnCreate the whole amount + fees is checked against the balance first.
 */
export async function createPayoutBatch(input: UploadInput, ctx: AuthedContext): Promise<PayoutUploadResult> {
  const merchantId = ctx.auth.user.id;
  await requireServiceOn(ctx.db);
  if (input.rows.length === 0) throw new ApiError(Code.badRequest, 'validation.upload.tableEmpty');
  if (input.rows.length > maxSheetRows)
    throw new ApiError(
      Code.badRequest,
      'validation.upload.tooMany',
      { max: maxSheetRows },
      { rows: input.rows.length },
    );
  const terms = await payoutTerms(ctx.db, merchantId, input.productId);
  if (!terms) throw new ApiError(Code.badRequest, 'errors.productUnavailable', {}, { field: 'productId' });

  const ifscOf = await ifscChecker(
    ctx.db,
    input.rows.map((r) => bankOfBranch(r.cells.bankName ?? '')),
  );
  const { ok, problems } = checkUploadRows(input.productId, terms.currency, input.rows, ifscOf);
  const given = ok.flatMap((r) => (r.mchOrderNo === null ? [] : [r.mchOrderNo]));
  const used = await usedMchOrderNos(ctx.db, merchantId, given);
  for (const r of ok) if (r.mchOrderNo !== null && used.has(r.mchOrderNo)) problems.push(usedNumberProblem(r.line));
  if (problems.length > 0) refuseRows(problems);

  const now = ctx.clock.now();
  const tag = String(randomInt(0, 1e6)).padStart(6, '0');
  const drafts = ok.map((r): { line: number; draft: PayoutDraft } => ({
    line: r.line,
    draft: { ...r.draft, mchOrderNo: r.mchOrderNo ?? numberFor(now, tag, r.line) },
  }));
  const totalAmount = drafts.reduce((s, d) => s + d.draft.amount, 0);
  const totalFee = drafts.reduce((s, d) => s + feeFor(d.draft.amount, terms.rate, terms.fixedFee), 0);

  const created = await ctx.db
    .transaction(async (tx) => {
      const holds = await settingValue(tx, 'PayoutOrderOccupyBalanceOnCreate');
      if (holds) {
        // Locked first, so the check and the holds below see the same balance.
        const available = await lockBalance(tx, merchantId);
        const needed = totalAmount + totalFee;
        if (needed > available)
          throw new ApiError(
            Code.conflict,
            'errors.uploadBalanceShort',
            { needed: major(needed), available: major(available) },
            { needed, available },
          );
      }
      const out: CreatedPayout[] = [];
      for (const { line, draft } of drafts) {
        const p = await insertPayout(tx, merchantId, draft, terms, now, merchantId);
        // Another upload or create took the number after the check above: the whole file goes back.
        if (!p) throw new NumberTaken(line);
        out.push({
          orderCode: p.orderCode,
          mchOrderNo: p.mchOrderNo,
          status: p.status,
          amount: p.amount,
          fee: p.fee,
          held: holds,
        });
      }
      await audit(tx, ctx, 'payout.upload', `product:${input.productId}`, null, {
        fileName: input.fileName,
        count: out.length,
        totalAmount,
        totalFee,
      });
      return out;
    })
    .catch((e: unknown) => {
      if (e instanceof NumberTaken) refuseRows([usedNumberProblem(e.line)]);
      throw e;
    });
  payoutsCreated.inc({ product: String(input.productId) }, created.length);
  return { created, totalAmount, totalFee };
}
