import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';

/**
 * The entity data viewer (decision 053, route /entity-data-view and its /readonly variant): one
 * record of any kind by id or code, its fields from an allow-list (secrets only say whether one is
 * set) and links to the records it relates to. Read only.
 */
export const entityTypes = [
  'user',
  'session',
  'order',
  'payout',
  'payoutBatch',
  'resource',
  'device',
  'bankStatement',
  'webRecord',
  'fundRecord',
  'callback',
  'audit',
  'setting',
] as const;
export type EntityType = (typeof entityTypes)[number];

/**
 * How the app shows a value: `money` is minor units, `time` an ISO instant shown in local time,
 * `json` a JSON text, `secret` a boolean saying only whether a credential is set.
 */
export type EntityFieldKind = 'text' | 'number' | 'money' | 'time' | 'bool' | 'json' | 'secret';

export interface EntityField {
  /** The column's technical name (camelCase); the app humanises it. */
  name: string;
  value: string | number | boolean | null;
  kind: EntityFieldKind;
}

export interface EntityLink {
  type: EntityType;
  /** The key that opens it in the viewer: its id (a setting's key). */
  id: string;
  label: string;
  /** What it is to the record shown (merchant, supplier, callback …), a technical identifier. */
  relation: string;
}

export interface EntityView {
  type: EntityType;
  id: string;
  title: string;
  fields: EntityField[];
  related: EntityLink[];
}

/** The superAdmin's page and its /readonly variant for technicalMaintenance (route table, product 2). */
const entityViewers = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];

export const entityViewInput = z.object({
  type: z.enum(entityTypes, { message: 'errors.badRequest' }),
  key: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.text.tooLong'),
});

export const entityViewCalls = {
  /** An id, or a code where the type has one (order code, merchant order no, account, batch no …). */
  view: call<EntityView>()({ method: 'GET', path: '/v1.0/entity/view', input: entityViewInput, access: entityViewers }),
};
