import { z } from 'zod';
import { call } from '../call.ts';
import { deviceAuthFields } from '../device-signing.ts';
import type { Role } from '../roles.ts';
import { bankNameSchema, optionalFilter, int4Max } from '../validation.ts';
import type { Page } from './staff-accounts.ts';

/** /setting/monitorScriptInfo is superAdmin's; technicalMaintenance reads it through /readonly. */
const scriptReaders = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];
const scriptWriters = ['superAdmin'] as const satisfies readonly Role[];
/** Who may hand a receiving account's device a binding code: the owner and the staff who switch accounts. */
const deviceBinders = ['superAdmin', 'admin', 'supplier'] as const satisfies readonly Role[];

export const monitorScriptLimits = {
  /** Characters of a script or configuration: far above a real parser, far below the body limit. */
  contentMax: 200_000,
  noteMax: 500,
  versionMax: 32,
  deviceNameMax: 64,
} as const;

/** A version label: starts with a letter or digit, then letters, digits, `.`, `_`, `-` (1.4.0, 2026-11-25a). */
export const scriptVersionSchema = z
  .string({ message: 'validation.scriptVersion.invalid' })
  .trim()
  .min(1, 'validation.required')
  .max(monitorScriptLimits.versionMax, 'validation.text.tooLong')
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, 'validation.scriptVersion.invalid');

const id = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');
const content = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .max(monitorScriptLimits.contentMax, 'validation.scriptContent.tooLong');
const note = z.string().trim().max(monitorScriptLimits.noteMax, 'validation.text.tooLong').default('');
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  message: 'validation.required',
});
const pageError = 'validation.orderPage.invalid';

/** One version of one bank's script; the list leaves `content` out (the detail has it). */
export interface MonitorScriptRow {
  id: number;
  bankName: string;
  version: string;
  /** Lower-case hex SHA-256 of the content, computed by the server. */
  checksum: string;
  /** Characters of the content. */
  size: number;
  rolledOut: boolean;
  rolledOutTime: string | null;
  /** The newest rolled-out version of its bank: the one devices download. */
  current: boolean;
  /** Monitored accounts of this bank whose device reported running this version. */
  deviceCount: number;
  note: string;
  createdBy: string;
  createTime: string;
  updatedBy: string;
  updateTime: string;
}

export interface MonitorScriptDetail extends MonitorScriptRow {
  content: string;
}

/** A monitored account of a bank and the script version its device reported. */
export interface MonitorScriptDevice {
  resourceId: number;
  supplierName: string;
  accountName: string;
  cardNumber: string;
  /** '' when the device never reported one. */
  scriptVersion: string;
  monitorState: number;
  lastSeenTime: string | null;
  boundTime: string | null;
}

/** What a receiving account's owner or staff show the device: it exchanges this once for its key. */
export interface DeviceBindCode {
  resourceId: number;
  /** Ten characters without look-alikes (no 0/O, 1/I); shown as two groups of five. */
  bindCode: string;
  expiresAt: string;
  /** What the QR code encodes: `{"v":1,"resourceId":…,"bindCode":"…"}`. */
  payload: string;
  /** PNG data URL of `payload`. */
  qrCode: string;
}

/** The device's answer to a binding: the key it signs every later call with, shown this once. */
export interface DeviceBinding {
  resourceId: number;
  monitorKey: string;
  bankName: string;
}

/** The script a device runs: the newest rolled-out version of its account's bank. */
export interface DeviceScript {
  bankName: string;
  version: string;
  checksum: string;
  content: string;
}

export const bindCodeSchema = z
  .string({ message: 'validation.bindCode.invalid' })
  .trim()
  .max(32, 'validation.bindCode.invalid')
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{10}$/, 'validation.bindCode.invalid'));

export const monitorScriptListInput = z.object({
  pageIndex: z.coerce
    .number({ message: pageError })
    .int(pageError)
    .max(int4Max, 'validation.integer.tooLarge')
    .min(1, pageError)
    .default(1),
  pageSize: z.coerce.number({ message: pageError }).int(pageError).min(1, pageError).max(100, pageError).default(20),
  bankName: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
  rolledOut: optionalFilter(boolish),
  /** Version or note, contained. */
  keyword: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
});

export const monitorScriptCreateInput = z.object({
  bankName: bankNameSchema,
  version: scriptVersionSchema,
  content,
  note,
  rolledOut: boolish.default(false),
});
export const monitorScriptUpdateInput = z.object({ id, content, note });

export const monitorScriptCalls = {
  list: call<Page<MonitorScriptRow>>()({
    method: 'GET',
    path: '/v1.0/monitorScript/list',
    input: monitorScriptListInput,
    access: scriptReaders,
  }),
  detail: call<MonitorScriptDetail>()({
    method: 'GET',
    path: '/v1.0/monitorScript/detail',
    input: z.object({ id }),
    access: scriptReaders,
  }),
  /** The monitored accounts of a bank with the version each device runs (at most 200, last seen first). */
  devices: call<MonitorScriptDevice[]>()({
    method: 'GET',
    path: '/v1.0/monitorScript/devices',
    input: z.object({ bankName: bankNameSchema }),
    access: scriptReaders,
  }),
  create: call<MonitorScriptRow>()({
    method: 'POST',
    path: '/v1.0/monitorScript/create',
    input: monitorScriptCreateInput,
    access: scriptWriters,
  }),
  /** The content only while the version was never rolled out (devices may hold it); the note always. */
  update: call<MonitorScriptRow>()({
    method: 'POST',
    path: '/v1.0/monitorScript/update',
    input: monitorScriptUpdateInput,
    access: scriptWriters,
  }),
  setRollout: call<MonitorScriptRow>()({
    method: 'POST',
    path: '/v1.0/monitorScript/setRollout',
    input: z.object({ id, rolledOut: boolish }),
    access: scriptWriters,
  }),
};

export const monitorDeviceCalls = {
  /** A fresh one-time binding code for the account's device (replaces a code not used yet). */
  createBindCode: call<DeviceBindCode>()({
    method: 'POST',
    path: '/v1.0/resource/createBindCode',
    input: z.object({ resourceId: id }),
    access: deviceBinders,
  }),
  /** Public: the device exchanges the code once for its key; the old key stops working. */
  bind: call<DeviceBinding>()({
    method: 'POST',
    path: '/v1.0/monitor/bind',
    input: z.object({
      resourceId: id,
      bindCode: bindCodeSchema,
      deviceName: z.string().trim().max(monitorScriptLimits.deviceNameMax, 'validation.text.tooLong').default(''),
    }),
    access: 'public',
  }),
  /** Public, signed: the script of the device's bank. A POST: the nonce it spends is a write. */
  script: call<DeviceScript>()({
    method: 'POST',
    path: '/v1.0/monitor/script',
    input: z.object({ resourceId: id, ...deviceAuthFields }),
    access: 'public',
    signed: true,
  }),
};
