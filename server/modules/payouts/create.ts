import { randomInt } from 'node:crypto';
import {
  Code,
  PayoutStatus,
  amountScaleFor,
  bankOfBranch,
  payeeProblem,
  type CallParsed,
  type CreatedPayout,
  type PayeeFields,
  type payoutCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext, HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { ifscProblem } from '../banks/index.ts';
import { requirePublicUrl } from '../../http/outbound-url.ts';
import { feeFor } from '../ledger/index.ts';
import { authenticateMerchant } from '../orders/index.ts';
import { requireServiceOn, settingValue } from '../system-config/index.ts';
import { gatewayFor, giveToGateway } from './gateway-route.ts';
import { heldFor, holdPayout } from './money.ts';
import type { PayoutRecord } from './records.ts';
import {
  insertPayoutRow,
  leastBusySupplier,
  merchantCredentials,
  payoutByMchOrderNo,
  payoutTerms,
  type PayoutTerms,
} from './repository.ts';
import { finalPayoutStatuses } from './state-machine.ts';
import { screenPayout } from './risk-screen.ts';
import { payoutsCreated } from '../../lib/metrics.ts';

const P = PayoutStatus;

/** What a create needs once the caller is known: the amount in minor units and the payee. */
export interface PayoutDraft extends PayeeFields {
  productId: number;
  mchOrderNo: string;
  amount: number;
  /** Where its outcomes are called back; '' or absent for none. */
  notifyUrl?: string;
  /** Signed with the test key (decision 130): no gateway, no supplier, no hold, no risk screen. */
  test?: boolean;
}

/** P + UTC date + 10 random digits: not guessable from the previous one; the unique index guards. */
function newPayoutCode(now: Date): string {
  return `P${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

/**
 * AutoAssignPayoutOrder (docs/decisions/032-payout-order-rules.md): the normal, order-accepting supplier with the payout
 * product enabled that has the fewest open assigned payouts, the lowest id on a tie. As a claim,
 * the payout stays Awaiting Payment with the supplier set.
 */
function autoAssignee(tx: DbOrTx, productId: number): Promise<number | null> {
  return leastBusySupplier(tx, productId, finalPayoutStatuses);
}

class AlreadyPlaced extends Error {}

/**
 * A repeated mchOrderNo answers the first payout only when asked with the same parameters (as the
 * collection create, server/modules/orders/create.ts); otherwise errors.mchOrderNoConflict.
 */
function refuseConflict(first: PayoutRecord, d: PayoutDraft): void {
  const asked = {
    productId: d.productId,
    amount: d.amount,
    name: d.name.trim(),
    cardNumber: d.cardNumber,
    bankBranch: d.bankBranch.trim(),
    ifsc: d.ifsc,
    upi: d.upi,
    address: d.address.trim(),
    walletAddress: d.walletAddress.trim(),
    usdtAmount: d.usdtAmount,
    notifyUrl: d.notifyUrl ?? '',
  };
  const fields = (Object.keys(asked) as (keyof typeof asked)[]).filter((k) => first[k] !== asked[k]);
  if (fields.length > 0)
    throw new ApiError(
      Code.conflict,
      'errors.mchOrderNoConflict',
      { mchOrderNo: d.mchOrderNo, fields: fields.join(', ') },
      { orderCode: first.orderCode, fields },
    );
}

async function answer(db: DbOrTx, p: PayoutRecord): Promise<CreatedPayout> {
  return {
    orderCode: p.orderCode,
    mchOrderNo: p.mchOrderNo,
    status: p.status,
    amount: p.amount,
    fee: p.fee,
    held: (await heldFor(db, p)) > 0,
  };
}

/**
 * Checks the payee for the product, inserts, and holds amount + fee when
 * PayoutOrderOccupyBalanceOnCreate is on, all in one transaction (a refused hold leaves no order).
 * A repeated mchOrderNo answers the first payout: the unique index decides.
 */
async function placePayout(merchantId: number, d: PayoutDraft, ctx: HandlerContext): Promise<CreatedPayout> {
  const terms = await payoutTerms(ctx.db, merchantId, d.productId);
  if (!terms) throw new ApiError(Code.badRequest, 'errors.productUnavailable');
  const problem = payeeProblem(d, d.productId, terms.currency);
  if (problem) throw new ApiError(Code.badRequest, problem.msgId, {}, { field: problem.field });
  // The bank is what comes before the first comma of "bank (branch)": 'HDFC Bank, Pune'.
  const foreignIfsc = await ifscProblem(ctx.db, bankOfBranch(d.bankBranch), d.ifsc);
  if (foreignIfsc) throw new ApiError(Code.badRequest, foreignIfsc.msgId, foreignIfsc.values, { field: 'ifsc' });
  const now = ctx.clock.now();
  const operatorId = ctx.auth?.user.id ?? null;
  const created = await ctx.db
    .transaction(async (tx) => {
      const row = await insertPayout(tx, merchantId, d, terms, now, operatorId);
      if (!row) throw new AlreadyPlaced();
      return answer(tx, row);
    })
    .catch((e: unknown) => {
      if (e instanceof AlreadyPlaced) return null;
      throw e;
    });
  if (created) {
    payoutsCreated.inc({ product: String(d.productId) });
    return created;
  }
  const first = await payoutByMchOrderNo(ctx.db, merchantId, d.mchOrderNo);
  if (!first) throw new ApiError(Code.internal, 'errors.internal');
  refuseConflict(first, d);
  return answer(ctx.db, first);
}

/**
 * Inserts one payout inside the caller's transaction (assignment, then the hold when
 * PayoutOrderOccupyBalanceOnCreate is on); null when the merchant already used the mchOrderNo.
 * The single create and the batch upload (upload.ts) both place payouts through this.
 */
export async function insertPayout(
  tx: DbOrTx,
  merchantId: number,
  d: PayoutDraft,
  terms: PayoutTerms,
  now: Date,
  operatorId: number | null,
): Promise<PayoutRecord | null> {
  if (d.test) return insertTestPayout(tx, merchantId, d, terms, now);
  // A payout a gateway takes is paid by the gateway, not assigned to a supplier (docs/decisions/079-payment-gateways.md).
  const gatewayId = await gatewayFor(tx, d, now);
  const assignee =
    gatewayId === null && (await settingValue(tx, 'AutoAssignPayoutOrder'))
      ? await autoAssignee(tx, d.productId)
      : null;
  const row = await insertPayoutRow(tx, {
    ...payoutRowValues(merchantId, d, terms, now),
    supplierId: assignee,
    claimedAt: assignee === null ? null : now,
  });
  if (!row) return null;
  if (await settingValue(tx, 'PayoutOrderOccupyBalanceOnCreate')) await holdPayout(tx, row, now, operatorId);
  // Risk control: a blacklisted payee is held (Handle exceptions) with a detection record, and never sent.
  const screened = await screenPayout(tx, row, now);
  return gatewayId === null ? screened : giveToGateway(tx, screened, gatewayId, now, operatorId);
}

/**
 * A test-mode payout (decision 130): the same row, marked test, that no supplier or gateway is
 * given, no balance is held for and risk control does not screen; the test drive ends it.
 */
async function insertTestPayout(tx: DbOrTx, merchantId: number, d: PayoutDraft, terms: PayoutTerms, now: Date) {
  const row = await insertPayoutRow(tx, {
    ...payoutRowValues(merchantId, d, terms, now),
    supplierId: null,
    claimedAt: null,
    test: true,
  });
  return row ?? null;
}

function payoutRowValues(merchantId: number, d: PayoutDraft, terms: PayoutTerms, now: Date) {
  return {
    orderCode: newPayoutCode(now),
    merchantId,
    mchOrderNo: d.mchOrderNo,
    productId: d.productId,
    amount: d.amount,
    fee: feeFor(d.amount, terms.rate, terms.fixedFee),
    status: P.awaitingPayment,
    name: d.name.trim(),
    cardNumber: d.cardNumber,
    bankBranch: d.bankBranch.trim(),
    ifsc: d.ifsc,
    upi: d.upi,
    address: d.address.trim(),
    walletAddress: d.walletAddress.trim(),
    usdtAmount: d.usdtAmount,
    notifyUrl: d.notifyUrl ?? '',
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * POST /v1.0/api/payout/create: authenticated exactly as the collection create (signature over the
 * parameters as sent, then the IP whitelist). Product 1045 amounts come times 10000 (product 7.5).
 */
export async function createPayoutByApi(
  input: CallParsed<typeof payoutCalls.apiCreate>,
  ctx: HandlerContext,
): Promise<CreatedPayout> {
  const found = await merchantCredentials(ctx.db, input.mchId);
  const merchant = authenticateMerchant(found ?? null, input, ctx, {});
  await requireServiceOn(ctx.db);
  const scale = amountScaleFor(input.productId);
  const raw = Number(input.amount);
  if (raw % scale !== 0) throw new ApiError(Code.badRequest, 'validation.amount.integer', {}, { field: 'amount' });
  // Refused now, not at the first callback: the merchant learns at once that a private address is refused.
  if (input.notifyUrl) await requirePublicUrl(ctx.outbound, 'notifyUrl', input.notifyUrl, { unresolvable: 'accept' });
  return placePayout(merchant.id, { ...input, amount: raw / scale, test: merchant.test }, ctx);
}

/** POST /v1.0/payoutOrder/create: the signed-in merchant's own payout. */
export async function createPayoutInApp(
  input: CallParsed<typeof payoutCalls.create>,
  ctx: AuthedContext,
): Promise<CreatedPayout> {
  await requireServiceOn(ctx.db);
  return placePayout(ctx.auth.user.id, input, ctx);
}
