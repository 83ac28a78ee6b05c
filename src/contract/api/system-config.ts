import { z } from 'zod';
import { call, type CallDef } from '../call.ts';
import type { Role } from '../roles.ts';
import { stepUpProofSchema, type StepUpProof } from '../validation.ts';
import {
  settingKeys,
  systemSettings,
  type SettingKey,
  type SettingReadValue,
  type SettingValue,
  type SystemSettings,
} from './system-settings.ts';

/**
 * Product 7.9: under /v1.0/system-config/ every setting has getX (GET) and setX (POST), generated
 * here from the one list of settings. A set body is {enable} for booleans and {value} for the
 * rest; the two grouped settings also take their fields flat, as the spec writes their set body.
 * Every set parses to {value}, so the server handles all settings alike.
 */
const staffReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
const writers = ['superAdmin'] as const satisfies readonly Role[];
const base = '/v1.0/system-config';
const noInput = z.object({});
/** The dry runs of the two maintenance actions: technicalMaintenance may look, only superAdmin applies. */
const maintenanceReaders = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];
const applyInput = z.object({ googleCode: stepUpProofSchema.optional() });

/** What a maintenance action changes on one row (docs: decision 052). */
export type MaintenanceField = 'reserved' | 'locked' | 'lastAllocatedAt' | 'state' | 'monitorState';
export interface MaintenanceChange {
  /** The receiving account concerned; null for a supplier's balance row (field reserved). */
  resourceId: number | null;
  accountName: string;
  /** Card number, wallet address, UPI id or banking account: what staff recognise the account by. */
  accountNumber: string;
  supplierId: number;
  supplierAccount: string;
  /** The order whose lock is released (field locked); null otherwise. */
  orderCode: string | null;
  field: MaintenanceField;
  /** Money in minor units, a state id, a boolean or an ISO time (lastAllocatedAt; null = never). */
  before: number | boolean | string | null;
  after: number | boolean | string | null;
}
/** A dry run (applied false) or what an apply changed (applied true). */
export interface MaintenanceReport {
  action: 'fixSystemResources' | 'resetSystemResourcePool';
  applied: boolean;
  changes: MaintenanceChange[];
}

type SetBody<K extends SettingKey> = SystemSettings[K]['kind'] extends 'boolean'
  ? { enable: boolean; googleCode?: StepUpProof }
  : { value: SettingValue<K> };
/** A credential's get answers SecretState (configured, last4 for superAdmin), never the value. */
export type SettingGetCall<K extends SettingKey> = CallDef<typeof noInput, SettingReadValue<K>>;
export type SettingSetCall<K extends SettingKey> = CallDef<
  z.ZodType<{ value: SettingValue<K>; googleCode?: StepUpProof }, SetBody<K>>,
  null
>;

/** The spec spells redWalletCount as one path for both methods; the others are getX and setX. */
export function settingPath(key: SettingKey, verb: 'get' | 'set'): string {
  return key === 'RedWalletCount' ? `${base}/redWalletCount` : `${base}/${verb}${key}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function setInput(key: SettingKey): z.ZodType {
  const def = systemSettings[key];
  const schema = def.schema as z.ZodType;
  // A switch of switchGuards may need the caller's Google code (decision 117); the others ignore it.
  if (def.kind === 'boolean') {
    return z
      .object({ enable: schema, googleCode: stepUpProofSchema.optional() })
      .transform(({ enable, googleCode }) => ({ value: enable, googleCode }));
  }
  if (def.kind === 'object') {
    // {value: {...}} like every other setting, or the fields flat as product 7.9 lists them.
    return z
      .preprocess((body) => (isObject(body) && isObject(body.value) ? body.value : body), schema)
      .transform((value) => ({ value }));
  }
  return z.object({ value: schema });
}

function buildSettingCalls<K extends SettingKey>(key: K): { get: SettingGetCall<K>; set: SettingSetCall<K> } {
  const get = call<SettingReadValue<K>>()({
    method: 'GET',
    path: settingPath(key, 'get'),
    input: noInput,
    access: systemSettings[key].read === 'anyUser' ? 'anyUser' : staffReaders,
  });
  const set = call<null>()({ method: 'POST', path: settingPath(key, 'set'), input: setInput(key), access: writers });
  return { get, set: set as unknown as SettingSetCall<K> };
}

/** The last systemConfig.set audit record of a setting: who (account and nickname) and when (ISO). */
export interface SettingLastChange {
  account: string;
  name: string;
  at: string;
}
/** One row of the overview: the value as its get call answers it, and its last change (null: never changed). */
export type SettingOverviewRow = {
  [K in SettingKey]: { key: K; value: SettingReadValue<K>; lastChange: SettingLastChange | null };
}[SettingKey];

export type SystemConfigCalls = { [K in SettingKey as `get${K}`]: SettingGetCall<K> } & {
  [K in SettingKey as `set${K}`]: SettingSetCall<K>;
} & {
  resetSystemResourcePool: CallDef<typeof applyInput, MaintenanceReport>;
  fixSystemResources: CallDef<typeof applyInput, MaintenanceReport>;
  previewResetSystemResourcePool: CallDef<typeof noInput, MaintenanceReport>;
  previewFixSystemResources: CallDef<typeof noInput, MaintenanceReport>;
  getOverview: CallDef<typeof noInput, SettingOverviewRow[]>;
};

/** The two calls of each setting, by key: what the server mounts in a loop. */
export type SettingCalls = { [K in SettingKey]: { get: SettingGetCall<K>; set: SettingSetCall<K> } };
export const settingCalls = Object.fromEntries(
  settingKeys.map((key) => [key, buildSettingCalls(key)]),
) as unknown as SettingCalls;

/** Every call by name, as the app uses them: systemConfigCalls.getOrderTimeoutMinutes, …. */
export const systemConfigCalls = Object.assign(
  Object.fromEntries(
    settingKeys.flatMap((key) => [
      [`get${key}`, settingCalls[key].get],
      [`set${key}`, settingCalls[key].set],
    ]),
  ),
  {
    /**
     * Product 7.9 actions (POST since decision 049: they write), each with a Google code. fix recounts the
     * suppliers' reservations and releases stale order locks; reset puts accounts back into their
     * right pool state. Their previews answer what the apply would change, writing nothing.
     */
    resetSystemResourcePool: call<MaintenanceReport>()({
      method: 'POST',
      path: `${base}/resetSystemResourcePool`,
      input: applyInput,
      access: writers,
    }),
    fixSystemResources: call<MaintenanceReport>()({
      method: 'POST',
      path: `${base}/fixSystemResources`,
      input: applyInput,
      access: writers,
    }),
    previewResetSystemResourcePool: call<MaintenanceReport>()({
      method: 'GET',
      path: `${base}/previewResetSystemResourcePool`,
      input: noInput,
      access: maintenanceReaders,
    }),
    previewFixSystemResources: call<MaintenanceReport>()({
      method: 'GET',
      path: `${base}/previewFixSystemResources`,
      input: noInput,
      access: maintenanceReaders,
    }),
    /**
     * Ours: every setting with its value and last change in one answer, for the global configuration
     * page and its read-only variant (57 get calls would be 57 round trips on a phone).
     */
    getOverview: call<SettingOverviewRow[]>()({
      method: 'GET',
      path: `${base}/overview`,
      input: noInput,
      access: ['superAdmin', 'technicalMaintenance'],
    }),
  },
) as SystemConfigCalls;
