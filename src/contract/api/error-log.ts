import { z } from 'zod';
import { call } from '../call.ts';
import { pageSchema, numberAsText } from '../validation.ts';
import type { Page } from './staff-accounts.ts';

export const errorLogLimits = { type: 32, code: 64, mes: 4000, url: 2000 } as const;

export interface ErrorLogRow {
  id: number;
  /** 'script', 'ajax', … as the app reported it. */
  type: string;
  /** The reported code as text; '' when none was sent. */
  code: string;
  mes: string;
  url: string;
  /** Account of the user who was signed in; '' for errors before sign-in. */
  account: string;
  /** ISO 8601, UTC. */
  createTime: string;
}

const required = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : 'errors.badRequest';

export const errorLogCalls = {
  /**
   * Product 7.8. Public: errors happen on the login page too. The server links the entry to the user
   * when a valid session token comes with it.
   */
  save: call<null>()({
    method: 'POST',
    path: '/v1.0/save_error_logger',
    input: z.object({
      type: z
        .string({ error: required })
        .trim()
        .min(1, 'validation.required')
        .max(errorLogLimits.type, 'validation.text.tooLong'),
      // A string or a number (HTTP status, app code); null or absent when there is none.
      code: z
        .union([z.string(), numberAsText])
        .nullish()
        .transform((v) => (v === undefined || v === null ? '' : String(v).trim()))
        .pipe(z.string().max(errorLogLimits.code, 'validation.text.tooLong')),
      mes: z
        .string({ error: required })
        .min(1, 'validation.required')
        .max(errorLogLimits.mes, 'validation.text.tooLong'),
      url: z.string().max(errorLogLimits.url, 'validation.text.tooLong').optional().default(''),
    }),
    access: 'public',
  }),
  /** Ours, for the error_logger_page: superAdmin and admin see every entry, others their own. */
  getList: call<Page<ErrorLogRow>>()({
    method: 'GET',
    path: '/v1.0/errorLogger/getList',
    input: pageSchema,
    access: 'anyUser',
  }),
};
