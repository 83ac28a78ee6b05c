import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { compileSmsPattern, smsPatternLimits, type SmsPatternProblem, type SmsReading } from '../sms-pattern.ts';
import { optionalFilter, int4Max } from '../validation.ts';

/** /messageTemplate is superAdmin's; technicalMaintenance reads it through /messageTemplate/readonly. */
const templateReaders = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];
const templateWriters = ['superAdmin'] as const satisfies readonly Role[];

/** One SMS template (product 3): how the SMS of one bank, sender and direction are read. */
export interface SmsTemplateRow {
  id: number;
  bankName: string;
  /** The SMS sender id (HDFCBK); '' reads every sender of the bank. */
  sender: string;
  /** 0 income, 1 expense, 2 reversal (StatementDirection). */
  direction: number;
  pattern: string;
  timeFormat: string;
  utcOffsetMinutes: number;
  example: string;
  enabled: boolean;
  updatedBy: string;
  updateTime: string;
}

/** The message key of each pattern problem, for the form and the server's refusal alike. */
export const smsPatternProblemMessage: Record<
  SmsPatternProblem,
  'validation.smsPattern.invalid' | 'validation.smsTimeFormat.invalid'
> = {
  unknownPlaceholder: 'validation.smsPattern.invalid',
  repeatedField: 'validation.smsPattern.invalid',
  noAmount: 'validation.smsPattern.invalid',
  tooManySkips: 'validation.smsPattern.invalid',
  tooLong: 'validation.smsPattern.invalid',
  unclosedBrace: 'validation.smsPattern.invalid',
  timeFormatMissing: 'validation.smsTimeFormat.invalid',
  timeFormatInvalid: 'validation.smsTimeFormat.invalid',
};

const direction = z.coerce
  .number({ message: 'errors.badRequest' })
  .int()
  .max(int4Max, 'validation.integer.tooLarge')
  .refine((v) => v === 0 || v === 1 || v === 2, 'errors.badRequest');
const text = (min: number, max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(min, 'validation.required')
    .max(max, 'validation.text.tooLong');

const templateFields = z.object({
  bankName: text(1, 64),
  /** Sender ids are letters, digits and dashes (VM-HDFCBK); compared without case. */
  sender: z
    .string()
    .trim()
    .max(32, 'validation.text.tooLong')
    .regex(/^[A-Za-z0-9-]*$/, 'validation.smsSender.invalid')
    .default(''),
  direction,
  pattern: text(1, smsPatternLimits.patternMax),
  timeFormat: z.string().trim().max(smsPatternLimits.timeFormatMax, 'validation.text.tooLong').default(''),
  utcOffsetMinutes: z.coerce
    .number()
    .int('errors.badRequest')
    .min(-720, 'errors.badRequest')
    .max(840, 'errors.badRequest')
    .default(330),
  example: text(1, smsPatternLimits.textMax),
});

/** The pattern and its time format must compile; the server then checks it reads its example. */
const patternCompiles = (v: { pattern: string; timeFormat: string }, ctx: z.RefinementCtx) => {
  const compiled = compileSmsPattern(v.pattern, v.timeFormat);
  if (compiled.ok) return;
  const message = smsPatternProblemMessage[compiled.problem];
  ctx.addIssue({
    code: 'custom',
    message,
    path: [message === 'validation.smsTimeFormat.invalid' ? 'timeFormat' : 'pattern'],
  });
};

export const smsTemplateSaveInput = templateFields
  .extend({ enabled: z.boolean().default(true) })
  .superRefine(patternCompiles);
export const smsTemplateUpdateInput = templateFields
  .extend({
    id: z.coerce
      .number({ message: 'validation.required' })
      .int()
      .max(int4Max, 'validation.integer.tooLarge')
      .positive('validation.required'),
    enabled: z.boolean().default(true),
  })
  .superRefine(patternCompiles);
/** "Try": a template (saved or not) and an SMS pasted beside it; nothing is stored. */
export const smsTemplateTryInput = templateFields
  .omit({ example: true, bankName: true, sender: true, direction: true })
  .extend({ sms: text(1, smsPatternLimits.textMax) })
  .superRefine(patternCompiles);

export const smsTemplateListInput = z.object({
  bankName: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
  sender: optionalFilter(z.string().trim().max(32, 'validation.text.tooLong')),
  direction: optionalFilter(direction),
});

/** What "try" read: null when the pattern does not fit the SMS. */
export interface SmsTryResult {
  reading: SmsReading | null;
}

export const smsTemplateCalls = {
  /** Every template, by bank, sender and direction (a short list: no paging). */
  list: call<SmsTemplateRow[]>()({
    method: 'GET',
    path: '/v1.0/messageTemplate/list',
    input: smsTemplateListInput,
    access: templateReaders,
  }),
  create: call<SmsTemplateRow>()({
    method: 'POST',
    path: '/v1.0/messageTemplate/create',
    input: smsTemplateSaveInput,
    access: templateWriters,
  }),
  update: call<SmsTemplateRow>()({
    method: 'POST',
    path: '/v1.0/messageTemplate/update',
    input: smsTemplateUpdateInput,
    access: templateWriters,
  }),
  delete: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/messageTemplate/delete',
    input: z.object({
      id: z.coerce
        .number({ message: 'validation.required' })
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .positive('validation.required'),
    }),
    access: templateWriters,
  }),
  /** Reads, stores nothing: a POST because the SMS is up to 2,000 characters. */
  try: call<SmsTryResult>()({
    method: 'POST',
    path: '/v1.0/messageTemplate/try',
    input: smsTemplateTryInput,
    access: templateReaders,
  }),
};
