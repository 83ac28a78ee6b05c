import { z } from 'zod';
import { call } from '../call.ts';
import { constants } from '../constants.ts';
import type { MessageId } from '../server-messages.ts';
import type { Role } from '../roles.ts';
import { optionalFilter, int4Max, requiredIdSchema } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';

/**
 * /setting/banks: admin and superAdmin change the directory; its /customerService variant is read by
 * customerService and technicalMaintenance (product 2, 2.8, 6).
 */
const bankKeepers = ['superAdmin', 'admin'] as const satisfies readonly Role[];
const bankReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
/** Everyone who fills an account or payout form picks a bank from the directory. */
const bankPickers = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
  'merchant',
] as const satisfies readonly Role[];

/**
 * Countries a bank may belong to (ISO 3166-1 alpha-2); also the choices of CardCountry and
 * DefaultCountry on the configuration page. A row of another country is refused at import.
 */
export const bankCountries = [
  'IN',
  'BD',
  'PK',
  'NP',
  'LK',
  'ID',
  'PH',
  'VN',
  'TH',
  'MY',
  'BR',
  'MX',
  'NG',
  'KE',
  'AE',
  'US',
  'GB',
  'CN',
  'HK',
  'TW',
] as const;
export type BankCountry = (typeof bankCountries)[number];

/** One bank of the directory. Times ISO 8601 UTC. */
export interface BankRow {
  id: number;
  name: string;
  /** Unique within its country, upper-case letters and digits. */
  shortCode: string;
  /** India: the 4 letters every IFSC of the bank starts with; elsewhere the bank's code (may be empty). */
  ifscPrefix: string;
  country: string;
  enabled: boolean;
  createTime: string;
  updateTime: string;
}

/** What a picker offers: enabled banks only. */
export type BankOption = Pick<BankRow, 'id' | 'name' | 'shortCode' | 'ifscPrefix' | 'country'>;

const countrySchema = z
  .string({ message: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((v) => (bankCountries as readonly string[]).includes(v), 'validation.bankCountry.unknown');

/**
 * A bank as typed in the form or a line of the import file. India's prefix is the IFSC's first 4
 * letters (product 5); another country's bank code is up to 11 letters or digits, or none.
 */
export const bankFieldsSchema = z
  .object({
    name: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(constants.bankNameMax, 'validation.bankName.length'),
    shortCode: z
      .string({ message: 'validation.required' })
      .trim()
      .toUpperCase()
      .min(1, 'validation.required')
      .regex(/^[A-Z0-9]{1,16}$/, 'validation.bankShortCode.format'),
    ifscPrefix: z.string().trim().toUpperCase().max(11, 'validation.bankCode.format').default(''),
    country: countrySchema,
  })
  .superRefine((v, ctx) => {
    if (v.country === 'IN' && !/^[A-Z]{4}$/.test(v.ifscPrefix))
      ctx.addIssue({ code: 'custom', path: ['ifscPrefix'], message: 'validation.ifscPrefix.format' });
    else if (v.country !== 'IN' && !/^[A-Z0-9]{0,11}$/.test(v.ifscPrefix))
      ctx.addIssue({ code: 'custom', path: ['ifscPrefix'], message: 'validation.bankCode.format' });
  });
export type BankFields = z.output<typeof bankFieldsSchema>;

/** A bank's IFSC prefix is a check only where it is an Indian one: 4 letters. */
export const isIfscPrefix = (prefix: string): boolean => /^[A-Z]{4}$/.test(prefix);

/**
 * Whether an IFSC belongs to one of the banks of that name (docs/decisions/056-bank-directory.md):
 * true when no bank of the directory carries an IFSC prefix for the name (unknown banks pass), or
 * when the IFSC starts with one of their prefixes.
 */
export function ifscFitsBank(ifsc: string, prefixes: readonly string[]): boolean {
  const checked = prefixes.filter(isIfscPrefix);
  if (checked.length === 0 || ifsc === '') return true;
  const head = ifsc.slice(0, 4).toUpperCase();
  return checked.includes(head);
}

/** The bank of a payout's "bank (branch)" text: what comes before the first comma ('HDFC Bank, Pune' -> 'HDFC Bank'). */
export const bankOfBranch = (bankBranch: string): string => (bankBranch.split(',')[0] ?? '').trim();

/** How names are compared with the directory: case and inner white space do not matter. */
export const bankNameKey = (name: string): string => name.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

export const bankIfscMismatch: MessageId = 'validation.ifsc.bankMismatch';

export const bankListInput = orderPageSchema.extend({
  /** Part of the name, short code or prefix, any case. */
  keyword: optionalFilter(z.string().trim().max(128, 'validation.text.tooLong')),
  country: optionalFilter(countrySchema),
  enabled: optionalFilter(z.enum(['true', 'false'], { message: 'errors.badRequest' }).transform((v) => v === 'true')),
});

/** purpose: account forms offer CardCountry's banks, payout forms DefaultCountry's; country overrides. */
export const bankOptionsInput = z.object({
  purpose: z.enum(['account', 'payout'], { message: 'errors.badRequest' }).default('account'),
  country: optionalFilter(countrySchema),
  keyword: optionalFilter(z.string().trim().max(128, 'validation.text.tooLong')),
});

const idSchema = requiredIdSchema;

export const bankCreateInput = bankFieldsSchema.safeExtend({ enabled: z.boolean().default(true) });
export const bankUpdateInput = bankFieldsSchema.safeExtend({ id: idSchema });
export const bankEnableInput = z.object({ id: idSchema, enable: z.boolean({ message: 'validation.required' }) });

/** Lines of a file: checked here again, each answered on its own. */
export const maxBankImportRows = 5_000;
export const bankImportInput = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int().max(int4Max, 'validation.integer.tooLarge').positive(),
        cells: z.record(z.string(), z.string().max(1000, 'validation.text.tooLong')),
      }),
    )
    .min(1, 'validation.upload.tableEmpty')
    .max(maxBankImportRows, 'validation.upload.tooMany'),
});

/** A refused line and why; field is the column at fault (null: the row as a whole). */
export interface BankImportProblem {
  line: number;
  field: string | null;
  id: MessageId;
  values?: Record<string, string | number>;
}
export interface BankImportResult {
  created: number;
  problems: BankImportProblem[];
}
export interface BankOptions {
  country: string;
  banks: BankOption[];
}

export const bankCalls = {
  list: call<Page<BankRow>>()({ method: 'GET', path: '/v1.0/banks/list', input: bankListInput, access: bankReaders }),
  /** Enabled banks of a country, by name, at most 50: the pickers of the account and payout forms. */
  options: call<BankOptions>()({
    method: 'GET',
    path: '/v1.0/banks/options',
    input: bankOptionsInput,
    access: bankPickers,
  }),
  create: call<BankRow>()({ method: 'POST', path: '/v1.0/banks/create', input: bankCreateInput, access: bankKeepers }),
  update: call<BankRow>()({ method: 'POST', path: '/v1.0/banks/update', input: bankUpdateInput, access: bankKeepers }),
  setEnabled: call<BankRow>()({
    method: 'POST',
    path: '/v1.0/banks/enable',
    input: bankEnableInput,
    access: bankKeepers,
  }),
  /** Good lines are added, bad ones answered with their reason; nothing of an existing code is changed. */
  import: call<BankImportResult>()({
    method: 'POST',
    path: '/v1.0/banks/import',
    input: bankImportInput,
    access: bankKeepers,
  }),
};
