import { z } from 'zod';
import { constants } from '../constants.ts';
import { isMessageId, type MessageId } from '../server-messages.ts';
import { accountNameSchema, bankNameSchema, cardNumberSchema, ifscSchema } from '../validation.ts';
import { bankFieldsSchema, type BankFields } from './banks.ts';
import { batchOrderColumns, createOrderInput } from './order-create.ts';

/**
 * Rows of uploaded sheets (decision 038): batch payouts (bank or USDT) and batch orders. The
 * rules are plain zod so the sheet worker, the page that lets a person fix a row and the server
 * that receives the rows check the same thing. Errors are message ids (src/contract/server-messages.ts)
 * with values; the app translates them, the worker never holds text.
 */

export const sheetKinds = ['payout', 'usdtPayout', 'order', 'bank'] as const;
export type SheetKind = (typeof sheetKinds)[number];

/** A message id with its placeholder values: what the worker answers instead of text. */
export interface SheetIssue {
  id: MessageId;
  values?: Record<string, string | number>;
}
/** A problem with one cell (field is the column key) or with the row as a whole (field null). */
export interface SheetRowIssue extends SheetIssue {
  field: string | null;
}

const text = (max: number) => z.string().trim().max(max, 'validation.text.tooLong');
const required = (schema: z.ZodString) => schema.min(1, 'validation.required');
/** An optional cell: an empty cell is "not given", never an invalid value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Product 5: amounts typed by people have at most 2 decimals; zero is no payout. */
export const sheetAmountSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.amount.format')
  .refine((v) => Number(v) > 0, 'validation.amount.positive');

/** USDT counts are kept in millionths (product 9, usdtCount x1e6), so at most 6 decimals. */
export const usdtAmountSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'validation.usdtAmount.format')
  .refine((v) => Number(v) > 0, 'validation.usdtAmount.format');

/** TRC20 (T + 33 base58) or ERC20 (0x + 40 hex): a typo in a wallet loses the money for good. */
export const usdtAddressSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/, 'validation.usdtAddress.format');

/** Same rule as a receiving account's UPI ID (src/contract/api/receiving-accounts.ts). */
export const upiSchema = z
  .string()
  .trim()
  .regex(/^[\w.-]{2,64}@[A-Za-z][\w.-]{1,63}$/, 'validation.upi.format');

/**
 * The merchant's own number of an uploaded payout: optional (the server names a row without one),
 * unique per merchant, so uploading the same file twice is refused row by row instead of paying twice.
 */
export const sheetMchOrderNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.mchOrderNo.format');

/** Product 5: name, card number, bank (branch), address and amount are required; IFSC and UPI for India. */
export const payoutRowSchema = z.object({
  mchOrderNo: optional(sheetMchOrderNoSchema),
  name: accountNameSchema,
  cardNumber: cardNumberSchema,
  bankName: bankNameSchema,
  address: required(text(256)),
  amount: sheetAmountSchema,
  ifscCode: optional(ifscSchema),
  upi: optional(upiSchema),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

/** USDT payouts (products 3016 and 1045) go to a wallet; the payee's name is kept when given. */
export const usdtPayoutRowSchema = z.object({
  mchOrderNo: optional(sheetMchOrderNoSchema),
  walletAddress: usdtAddressSchema,
  usdtAmount: usdtAmountSchema,
  name: optional(accountNameSchema),
});
export type UsdtPayoutRow = z.infer<typeof usdtPayoutRowSchema>;

/**
 * A line of a batch order file: the create schema without what the server adds (mchId from the
 * session, sign replaced by the merchant key), exactly as server/modules/orders/batch-create.ts
 * checks it. Unknown columns are kept as the channel's extra key/value pairs, as in create.
 */
export const batchOrderRowSchema = createOrderInput.omit({ mchId: true, sign: true });
export type BatchOrderRow = z.infer<typeof batchOrderRowSchema>;

export interface SheetRowTypes {
  payout: PayoutRow;
  usdtPayout: UsdtPayoutRow;
  order: BatchOrderRow;
  /** A line of a bank directory import (/setting/banks). */
  bank: BankFields;
}

export interface SheetColumn {
  key: string;
  required: boolean;
  /** Header titles that name this column, compared without case, spaces, '_' and '-'. */
  titles: readonly string[];
}

const column = (key: string, required: boolean, ...titles: string[]): SheetColumn => ({
  key,
  required,
  titles: [key, ...titles],
});

/** The columns of each kind: English keys as in the API, and the titles people put in their sheets. */
export const sheetColumns: Record<SheetKind, readonly SheetColumn[]> = {
  payout: [
    column('mchOrderNo', false, 'merchantOrderNo', 'orderNo', '商户订单号', '商戶訂單號', '订单号', '訂單號'),
    column(
      'name',
      true,
      'userName',
      'accountName',
      'cardholderName',
      'payeeName',
      '姓名',
      '户名',
      '收款人',
      '收款人姓名',
      '持卡人',
      '持卡人姓名',
      '账户名',
      '帳戶名',
    ),
    column(
      'cardNumber',
      true,
      'card',
      'accountNumber',
      'bankCard',
      '卡号',
      '卡號',
      '银行卡号',
      '銀行卡號',
      '收款卡号',
      '账号',
      '帳號',
    ),
    column(
      'bankName',
      true,
      'bank',
      'bankBranch',
      'branch',
      '开户行',
      '開戶行',
      '银行',
      '銀行',
      '支行',
      '开户支行',
      '開戶支行',
      '银行名称',
      '銀行名稱',
    ),
    column('address', true, 'bankAddress', '地址', '开户地址', '開戶地址'),
    column('amount', true, '金额', '金額', '代付金额', '代付金額'),
    column('ifscCode', false, 'ifsc'),
    column('upi', false, 'vpa', 'upiId', 'upiAccount', 'UPI账号', 'UPI帳號'),
  ],
  usdtPayout: [
    column('mchOrderNo', false, 'merchantOrderNo', 'orderNo', '商户订单号', '商戶訂單號', '订单号', '訂單號'),
    column('walletAddress', true, 'usdtAddress', 'address', 'wallet', '钱包地址', '錢包地址'),
    column('usdtAmount', true, 'usdtCount', 'usdt', 'amount', 'USDT数量', 'USDT數量', 'USDT金额', 'USDT金額'),
    column('name', false, 'userName', '姓名', '户名', '收款人'),
  ],
  // The server reads these exact titles (header cells trimmed); the first three are required.
  order: batchOrderColumns.map((key, i) => ({ key, required: i < 3, titles: [key] })),
  bank: [
    column('name', true, 'bankName', 'bank', '银行', '銀行', '银行名称', '銀行名稱'),
    column('shortCode', true, 'code', 'short', 'abbreviation', '简称', '簡稱', '代码', '代碼'),
    column('ifscPrefix', false, 'ifsc', 'prefix', 'bankCode', 'IFSC前缀', 'IFSC前綴'),
    column('country', true, 'countryCode', '国家', '國家'),
  ],
};

/** The whole-file limit of product 9 (a batch holds at most 500 orders). */
export const maxSheetRows = constants.maxBatchOrders;

/** The rule of one row of each kind (what a form that fixes a row checks). */
export const sheetRowSchemas = {
  payout: payoutRowSchema,
  usdtPayout: usdtPayoutRowSchema,
  order: batchOrderRowSchema,
  bank: bankFieldsSchema,
} satisfies Record<SheetKind, z.ZodType>;

// Every message of the schemas above is a message id; zod's own texts (a wrong type) are not.
const issueId = (message: string): MessageId => (isMessageId(message) ? message : 'errors.badRequest');

export type SheetRowCheck<K extends SheetKind> =
  { ok: true; data: SheetRowTypes[K] } | { ok: false; errors: SheetRowIssue[] };

/**
 * Checks one row given as cells by column key (strings; empty cells may be missing). Gives the
 * typed row or one issue per faulty column, in column order.
 */
export function checkSheetRow<K extends SheetKind>(kind: K, cells: Record<string, string>): SheetRowCheck<K> {
  const parsed = sheetRowSchemas[kind].safeParse(sheetRowInput(kind, cells));
  if (parsed.success) return { ok: true, data: parsed.data as SheetRowTypes[K] };
  const byField = new Map<string | null, SheetRowIssue>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : null;
    if (!byField.has(field)) byField.set(field, { id: issueId(issue.message), field });
  }
  const order = sheetColumns[kind].map((c) => c.key);
  const rank = (f: string | null) => (f === null ? -1 : order.indexOf(f) === -1 ? order.length : order.indexOf(f));
  return { ok: false, errors: [...byField.values()].sort((a, b) => rank(a.field) - rank(b.field)) };
}

/**
 * The cells as the row schema takes them: the server drops empty cells of an order line before
 * checking it (its defaults then apply); payout rows keep them so a missing one is "required".
 */
export function sheetRowInput(kind: SheetKind, cells: Record<string, string>): Record<string, string> {
  if (kind !== 'order') return cells;
  return Object.fromEntries(
    Object.entries(cells)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );
}
