import {
  bankOfBranch,
  decimalToScaled,
  isUsdtPayoutProduct,
  payeeProblem,
  toMinor,
  usdtScale,
  type MessageId,
  type PayeeFields,
  type PayoutUploadRowProblem,
} from '../../../src/contract/index.ts';
import {
  checkSheetRow,
  type PayoutRow,
  type SheetKind,
  type UsdtPayoutRow,
} from '../../../src/contract/api/sheet-rows.ts';
import type { PayoutDraft } from './create.ts';

/** The two sheet kinds a payout upload takes; the product decides which. */
export type PayoutSheetKind = Extract<SheetKind, 'payout' | 'usdtPayout'>;
export const payoutSheetKind = (productId: number): PayoutSheetKind =>
  isUsdtPayoutProduct(productId) ? 'usdtPayout' : 'payout';

/** A row that passed its checks, with the mchOrderNo the file gave (null: the server names it). */
export interface CheckedUploadRow {
  line: number;
  mchOrderNo: string | null;
  draft: Omit<PayoutDraft, 'mchOrderNo'>;
}

/** Where a payee problem shows in the sheet: the payee field's column key. */
const columnOfPayeeField: Record<keyof PayeeFields, string> = {
  name: 'name',
  cardNumber: 'cardNumber',
  bankBranch: 'bankName',
  address: 'address',
  ifsc: 'ifscCode',
  upi: 'upi',
  walletAddress: 'walletAddress',
  usdtAmount: 'usdtAmount',
};

/**
 * A USDT payout's amount: the product's currency is USDT, so the amount is the USDT count in
 * cents, rounded up (a 6-decimal count never holds less than it pays out).
 */
export const usdtCentsOf = (usdtMicro: number): number => Math.ceil(usdtMicro / (usdtScale / 100));

function draftOf(
  kind: PayoutSheetKind,
  productId: number,
  data: PayoutRow | UsdtPayoutRow,
): Omit<PayoutDraft, 'mchOrderNo'> {
  if (kind === 'usdtPayout') {
    const row = data as UsdtPayoutRow;
    const usdtAmount = decimalToScaled(row.usdtAmount, 6);
    return {
      productId,
      amount: usdtCentsOf(usdtAmount),
      name: row.name ?? '',
      cardNumber: '',
      bankBranch: '',
      address: '',
      ifsc: '',
      upi: '',
      walletAddress: row.walletAddress,
      usdtAmount,
    };
  }
  const row = data as PayoutRow;
  return {
    productId,
    amount: toMinor(row.amount),
    name: row.name,
    cardNumber: row.cardNumber,
    bankBranch: row.bankName,
    address: row.address,
    ifsc: row.ifscCode ?? '',
    upi: row.upi ?? '',
    walletAddress: '',
    usdtAmount: 0,
  };
}

/**
 * Checks every row of an upload as the worker did (the sheet row schema), then the product's payee
 * rules (a name for USDT, an IFSC in India), then that no merchant order number repeats inside
 * the file. Gives the rows that passed and one problem entry per refused row, in line order.
 */
export function checkUploadRows(
  productId: number,
  currency: string,
  rows: readonly { line: number; cells: Record<string, string> }[],
  /** The bank directory's IFSC check (banks module); absent: not checked. */
  ifscOf: (bankName: string, ifsc: string) => { msgId: MessageId; values: Record<string, string> } | null = () => null,
): { ok: CheckedUploadRow[]; problems: PayoutUploadRowProblem[] } {
  const kind = payoutSheetKind(productId);
  const ok: CheckedUploadRow[] = [];
  const problems: PayoutUploadRowProblem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const checked = checkSheetRow(kind, cells);
    if (!checked.ok) {
      problems.push({ line, errors: checked.errors });
      continue;
    }
    const draft = draftOf(kind, productId, checked.data);
    const payee = payeeProblem({ ...draft }, productId, currency);
    if (payee) {
      problems.push({ line, errors: [{ id: payee.msgId, field: columnOfPayeeField[payee.field] }] });
      continue;
    }
    const foreignIfsc = ifscOf(bankOfBranch(draft.bankBranch), draft.ifsc);
    if (foreignIfsc) {
      problems.push({ line, errors: [{ id: foreignIfsc.msgId, values: foreignIfsc.values, field: 'ifscCode' }] });
      continue;
    }
    const mchOrderNo = checked.data.mchOrderNo ?? null;
    const first = mchOrderNo === null ? undefined : firstLineOf.get(mchOrderNo);
    if (first !== undefined) {
      problems.push({
        line,
        errors: [{ id: 'validation.upload.duplicateInFile', values: { line: first }, field: 'mchOrderNo' }],
      });
      continue;
    }
    if (mchOrderNo !== null) firstLineOf.set(mchOrderNo, line);
    ok.push({ line, mchOrderNo, draft });
  }
  return { ok, problems };
}

/** The problem of a row whose merchant order number an existing payout of the merchant has. */
export const usedNumberProblem = (line: number): PayoutUploadRowProblem => ({
  line,
  errors: [{ id: 'validation.upload.mchOrderNoUsed' satisfies MessageId, field: 'mchOrderNo' }],
});
