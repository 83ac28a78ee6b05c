import { z } from 'zod';
import { constants as c } from './constants.ts';
import { roles } from './roles.ts';

/** A missing field says "required"; a value of the wrong type is a plain bad request. */
const requiredError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : 'errors.badRequest';

/** Product 5: login trims the account and the Google code. */
const trimmed = () => z.string({ error: requiredError }).trim();

export const accountSchema = trimmed()
  .min(1, 'validation.required')
  .regex(new RegExp(`^[A-Za-z0-9]{${c.accountMin},${c.accountMax}}$`), 'validation.account.format');

/** Product 5 says "digits and letters"; we also bound the length (docs/decisions/004-sessions-and-sign-in.md). */
export const passwordSchema = z
  .string({ error: requiredError })
  .min(1, 'validation.required')
  .refine((v) => v.length >= 8 && v.length <= 64 && /\d/.test(v) && /[A-Za-z]/.test(v), 'validation.password.format');

export const nicknameSchema = trimmed().min(1, 'validation.required').max(64, 'validation.nickname.length');

/** Six digits, or a ten-digit recovery code in its place (decision 106). */
export const googleCodeSchema = trimmed().regex(/^(\d{6}|\d{10})$/, 'validation.googleCode.format');

export const roleSchema = z.enum(roles, {
  error: (iss) => (iss.input === undefined || iss.input === '' ? 'validation.required' : 'validation.role.invalid'),
});

/** An optional filter where '' means "no filter" (product 5: filters only when non-empty). */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const bankNameSchema = trimmed().min(1, 'validation.required').max(c.bankNameMax, 'validation.bankName.length');
export const accountNameSchema = trimmed()
  .min(1, 'validation.required')
  .max(c.accountNameMax, 'validation.accountName.length');
export const cardNumberSchema = trimmed()
  .min(1, 'validation.required')
  .regex(new RegExp(`^\\d{1,${c.cardNumberMaxDigits}}$`), 'validation.cardNumber.format');
export const ifscSchema = trimmed().regex(/^[A-Z]{4}[A-Za-z0-9]{7}$/, 'validation.ifsc.format');

/** The largest value of a PostgreSQL integer (int4, serial) column: ids and counts stored so. */
export const int4Max = 2_147_483_647;

/** A required id of an int4 column (a merchant, product, bank, gateway …), as text or a number. */
export const requiredIdSchema = z.coerce
  .number({ message: 'validation.required' })
  .int()
  .max(int4Max, 'validation.integer.tooLarge')
  .positive();

const stored64Bit = new WeakSet<z.ZodType>();

/**
 * Marks an integer schema whose value is stored in a bigint column (bigserial ids, amounts in minor
 * units, Telegram ids): bounded by JavaScript's safe integers (`.int()`) rather than int4Max.
 * tests/unit/contract/integer-bounds.test.ts holds every other integer of the contract to int4Max.
 */
export function stored64<T extends z.ZodType>(schema: T): T {
  stored64Bit.add(schema);
  return schema;
}
export const isStored64 = (schema: unknown): boolean => stored64Bit.has(schema as z.ZodType);

/**
 * The number side of a value taken as text or number and then checked as text by a pattern
 * (`union([string, numberAsText]).transform(String)`): the pattern bounds it; this bound keeps a
 * number past the safe integers from reaching the pattern as "1e+21".
 */
export const numberAsText = stored64(z.number().max(Number.MAX_SAFE_INTEGER, 'validation.integer.tooLarge'));

/** Rates are decimals with at most 4 places; stored as integers of 1/10000. */
export const rateSchema = z
  .union([z.string(), numberAsText])
  .transform(String)
  .refine((v) => /^\d+(\.\d{1,4})?$/.test(v.trim()), 'validation.rate.format');

/**
 * Whole digits an amount may have: 13, so its minor units (x100) and any sum of a few thousand of
 * them stay exact in JavaScript and within the bigint columns (decision 109).
 */
export const amountMaxWholeDigits = 13;
const amountMax = 10 ** amountMaxWholeDigits - 1;

/** Amounts typed by people: at most 2 decimals, converted to minor units by toMinor. */
export const amountSchema = z
  .union([z.string(), stored64(z.number().max(amountMax, 'validation.amount.tooLarge'))])
  .transform(String)
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v.trim()), 'validation.amount.format')
  .refine(
    (v) =>
      v
        .trim()
        .split('.')[0]!
        .replace(/^0+(?=\d)/, '').length <= amountMaxWholeDigits,
    {
      message: 'validation.amount.tooLarge',
      abort: true,
    },
  );

/** Decimal string with up to `places` places to an integer scaled by 10^places, exactly. */
export function decimalToScaled(value: string, places: number): number {
  const [whole = '0', frac = ''] = value.trim().split('.');
  return Number(whole) * 10 ** places + Number(frac.padEnd(places, '0') || '0');
}

export const toMinor = (amount: string): number => decimalToScaled(amount, c.amountDecimals);
export const rateToScaled = (rate: string): number => decimalToScaled(rate, c.rateDecimals);

/** Product 5: user list filters are sent only when non-empty after trimming. */
export function compactFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(filters) as [keyof T, unknown][]) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') {
      const t = v.trim();
      if (t !== '') out[k] = t as T[keyof T];
    } else out[k] = v as T[keyof T];
  }
  return out;
}

/**
 * A keyset position in a list read newest first by (created time, id): the last row's creation time
 * as the database holds it, in microseconds (a JS Date keeps milliseconds only, and two rows of one
 * millisecond must neither repeat nor vanish between pages), then its id. Made by the server
 * (`pageCursorOf`); the app passes it back unread.
 */
export interface PageCursor {
  /** ISO 8601 UTC with six decimals, e.g. 2026-05-01T12:00:00.123456Z. */
  time: string;
  id: number;
}
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_([1-9]\d{0,14})$/;
export const pageCursorOf = (c: PageCursor): string => `${c.time}_${c.id}`;

/** Parses a cursor; null unless it is one the server could have made (a real date, a safe id). */
export function parsePageCursor(text: string): PageCursor | null {
  const m = cursorPattern.exec(text);
  if (!m) return null;
  const [, seconds, micros, id] = m;
  const ms = `${seconds}.${micros!.slice(0, 3)}Z`;
  const date = new Date(ms);
  // 2026-02-30 parses into March: only a date that reads back the same is one.
  if (Number.isNaN(date.getTime()) || date.toISOString() !== ms || !Number.isSafeInteger(Number(id))) return null;
  return { time: `${seconds}.${micros}Z`, id: Number(id) };
}

/** The optional cursor of a keyset list: bounded, and refused (400, never a database error) unless well formed. */
export const pageCursorSchema = z
  .string({ message: 'validation.pageCursor.invalid' })
  .max(48, 'validation.pageCursor.invalid')
  .transform((v, ctx) => {
    const cursor = parsePageCursor(v.trim());
    if (cursor === null) ctx.addIssue({ code: 'custom', message: 'validation.pageCursor.invalid' });
    return cursor ?? z.NEVER;
  });

/** The `cursor` of a keyset list's input (ours, decision 062): the `nextCursor` of the page before. */
export const cursorField = { cursor: optionalFilter(pageCursorSchema) };

/** A cursor says where its page starts: it comes with page 1 only (the default). */
export function cursorOnFirstPage(
  value: { cursor?: PageCursor | undefined; pageIndex: number },
  ctx: z.RefinementCtx,
): void {
  if (value.cursor !== undefined && value.pageIndex !== 1)
    ctx.addIssue({ code: 'custom', message: 'validation.pageCursor.invalid', path: ['pageIndex'] });
}

export const pageSchema = z.object({
  pageIndex: z.coerce
    .number({ message: 'validation.page.invalid' })
    .int('validation.page.invalid')
    .max(int4Max, 'validation.integer.tooLarge')
    .min(1, 'validation.page.invalid')
    .default(1),
  pageNum: z.coerce
    .number({ message: 'validation.page.invalid' })
    .int('validation.page.invalid')
    .min(1, 'validation.page.invalid')
    .max(500, 'validation.page.invalid')
    .default(20),
});

/** A base64url field of a WebAuthn answer, bounded (decision 134): ids, client data, signatures. */
const base64url = (max: number) =>
  z
    .string({ error: requiredError })
    .min(1, 'validation.required')
    .max(max, 'errors.badRequest')
    .regex(/^[A-Za-z0-9_-]+$/, 'errors.badRequest');

const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();
// Extension outputs are neither asked for nor read: dropped.
const clientExtensionResults = z.object({}).strip();

/**
 * What `startAuthentication` of @simplewebauthn/browser answers: a passkey's signature over a
 * challenge the server issued (decision 133). It stands in for a Google code in a step-up.
 */
export const passkeyAssertionSchema = z.object({
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment,
});

/** What `startRegistration` answers: a new passkey's public key and the authenticator's attestation. */
export const passkeyAttestationSchema = z.object({
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(4096).optional(),
    // Hints for later requests (usb, internal, hybrid …): new names may come, so any short word.
    transports: z
      .array(z.string().regex(/^[a-z-]{1,20}$/, 'errors.badRequest'))
      .max(10)
      .optional(),
    publicKeyAlgorithm: z.number().int().min(-65_536).max(65_536).optional(),
    publicKey: base64url(4096).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment,
});

/**
 * The proof of a step-up (decisions 048, 107, 133): a Google code (or a recovery code), or a
 * passkey's assertion over the challenge the step-up asked for.
 */
export const stepUpProofSchema = z.union([googleCodeSchema, passkeyAssertionSchema], {
  // Neither form: said as the code's own messages, since the code is what most people type.
  error: (iss) =>
    iss.input === undefined || iss.input === null || (typeof iss.input === 'string' && iss.input.trim() === '')
      ? 'validation.required'
      : typeof iss.input === 'string'
        ? 'validation.googleCode.format'
        : undefined,
});
export type StepUpProof = z.output<typeof stepUpProofSchema>;
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;
