import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { requiredIdSchema, roleSchema } from '../validation.ts';

/**
 * Saved filters (decision 127) and the export audit (decision 126). A view is a list page's URL
 * filters under a name: a person's own, or one an admin publishes for a role. Every signed-in user
 * keeps views and exports; only these roles publish (the server checks it, the app hides it).
 */
export const viewPublishers = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** Limits of a view, checked before anything is stored. */
export const listViewLimits = {
  nameMax: 40,
  pageMax: 64,
  pathMax: 128,
  /** Filter keys are the URL params of a list (orderStatusId, startTime …). */
  keysMax: 30,
  keyMax: 40,
  valueMax: 512,
  /** Views one person keeps on one page (shared ones they publish included). */
  perPage: 20,
} as const;

const pathSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(listViewLimits.pathMax, 'validation.text.tooLong')
  .regex(/^\/[A-Za-z0-9/_-]*$/, 'errors.badRequest');

/**
 * The page a view belongs to: its route's name, the same for every variant of it (an admin's
 * /fundRecord/fundRecordAdmin and customer service's /customerService copy), so a view published
 * for a role shows on that role's own variant of the page.
 */
const pageSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(listViewLimits.pageMax, 'validation.text.tooLong')
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'errors.badRequest');

const nameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(listViewLimits.nameMax, 'validation.text.tooLong');

/** A list's filters as its URL carries them: a few short string params, nothing nested. */
export const viewFiltersSchema = z
  .record(
    z.string().regex(new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${listViewLimits.keyMax - 1}}$`), 'errors.badRequest'),
    z.string().max(listViewLimits.valueMax, 'validation.text.tooLong'),
  )
  .refine((v) => Object.keys(v).length <= listViewLimits.keysMax, 'errors.badRequest');

export type ViewFilters = z.infer<typeof viewFiltersSchema>;

/** One saved view as the app shows it. */
export interface ListViewRow {
  id: number;
  page: string;
  name: string;
  filters: ViewFilters;
  /** The role it is published for; null for the person's own. */
  sharedRole: Role | null;
  /** The person may rename and delete it: their own, or any published one for a publisher. */
  editable: boolean;
}

/** Which list an export read: the audit names it, with its filters and format. */
export const exportFormats = ['csv', 'xlsx'] as const;

export const listViewCalls = {
  /** The person's own views of the page and those published for their role. */
  list: call<ListViewRow[]>()({
    method: 'GET',
    path: '/v1.0/listView/list',
    input: z.object({ page: pageSchema }),
    access: 'anyUser',
  }),
  /** Saves the filters under a name; the same name on the same page replaces the earlier view. */
  save: call<ListViewRow>()({
    method: 'POST',
    path: '/v1.0/listView/save',
    input: z.object({
      page: pageSchema,
      name: nameSchema,
      filters: viewFiltersSchema,
      sharedRole: roleSchema.nullable().default(null),
    }),
    access: 'anyUser',
  }),
  /** Renames a view. */
  update: call<ListViewRow>()({
    method: 'POST',
    path: '/v1.0/listView/update',
    input: z.object({ id: requiredIdSchema, name: nameSchema }),
    access: 'anyUser',
  }),
  delete: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/listView/delete',
    input: z.object({ id: requiredIdSchema }),
    access: 'anyUser',
  }),
  /**
   * Called as an export starts: the audit log keeps who read which list under which filters. A
   * POST because it writes the record; the rows themselves come from the list's own call.
   */
  auditExport: call<{ ok: true }>()({
    method: 'POST',
    path: '/v1.0/listView/auditExport',
    input: z.object({
      path: pathSchema,
      list: z
        .string()
        .trim()
        .regex(/^[A-Za-z][A-Za-z0-9-]{0,47}$/, 'errors.badRequest'),
      format: z.enum(exportFormats, 'errors.badRequest'),
      filters: viewFiltersSchema,
    }),
    access: 'anyUser',
  }),
};
