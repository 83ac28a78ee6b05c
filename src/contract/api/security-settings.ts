import { z } from 'zod';
import { constants } from '../constants.ts';

/**
 * Bounds of the security settings of product 3 and 7.9 (the spec shows none; docs/decisions/034-security-chain.md
 * "Security chain" says why each bound). One rule a field: the set calls of system-config and the
 * settings sheet both parse with these schemas, so app and server refuse the same values with the
 * same message.
 */
export const securityBounds = {
  /** Seconds between two leak checks (the chain view re-reads its gaps that often). */
  sbLeakCheckInterval: { min: 5, max: 3600, msg: 'validation.security.leakInterval' },
  /** Records a chain needs to be trusted; one record has no link to check. */
  minReliableChainSize: { min: 2, max: 100, msg: 'validation.security.chainSize' },
  /** Chain records that must have come within the check time range up to a checked income. */
  minReliableCheckSize: { min: 1, max: 100, msg: 'validation.security.checkSize' },
  /** Minutes. */
  minReliableCheckTimeRange: { min: 1, max: 1440, msg: 'validation.security.checkTimeRange' },
  /** Minor units (typed in rupees, sent times 100): 0 to ₹1,00,00,000. */
  minReliableCheckAmount: { min: 0, max: 1_000_000_000, msg: 'validation.security.checkAmount' },
  /** 0: one chain a receiving account; 1: one chain a bank card (several accounts may watch one card). */
  type: { min: 0, max: 1, msg: 'validation.security.type' },
  /** Minutes before a gap's first record in which an order paid by hand still counts as filling it. */
  lookForwardMinutes: { min: 0, max: 1440, msg: 'validation.security.lookForward' },
  /** More records than this in one minute of a chain marks it as a burst. */
  perMinuteFreqCount: { min: 1, max: 1000, msg: 'validation.security.perMinute' },
  /** Days of records the chains are built from. */
  messageMaxCacheTime: { min: 1, max: 90, msg: 'validation.security.maxCache' },
  /** Minutes a chain waits for its next record; a later record starts a new chain. */
  messageInSecurityChainCacheTime: { min: 1, max: 10_080, msg: 'validation.security.chainCache' },
  /** Orders paid by hand that may fill one gap before the rest are flagged. */
  fixSecurityChainSupplementLimit: { min: 0, max: 20, msg: 'validation.security.supplementLimit' },
} as const;
export type SecurityBoundKey = keyof typeof securityBounds;

const missingOr = (msg: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : msg;

/** A whole JSON number within the field's bounds; one message names the bounds. */
export function boundedSchema(key: SecurityBoundKey) {
  const { min, max, msg } = securityBounds[key];
  return z
    .number({ error: missingOr(msg) })
    .int(msg)
    .min(min, msg)
    .max(max, msg);
}

export const securityFreqParametersSchema = z.object({
  sbLeakCheckInterval: boundedSchema('sbLeakCheckInterval'),
  minReliableChainSize: boundedSchema('minReliableChainSize'),
  minReliableCheckSize: boundedSchema('minReliableCheckSize'),
  minReliableCheckTimeRange: boundedSchema('minReliableCheckTimeRange'),
  minReliableCheckAmount: boundedSchema('minReliableCheckAmount'),
  type: boundedSchema('type'),
});
export type SecurityFreqParameters = z.infer<typeof securityFreqParametersSchema>;

export const globalSecuritySettingSchema = z.object({
  lookForwardMinutes: boundedSchema('lookForwardMinutes'),
  perMinuteFreqCount: boundedSchema('perMinuteFreqCount'),
  messageMaxCacheTime: boundedSchema('messageMaxCacheTime'),
  messageInSecurityChainCacheTime: boundedSchema('messageInSecurityChainCacheTime'),
});
export type GlobalSecuritySetting = z.infer<typeof globalSecuritySettingSchema>;

export const supplementLimitSchema = boundedSchema('fixSecurityChainSupplementLimit');

/**
 * The settings sheet's values as sent: the three calls' values plus EnableSystemCheck. Parsed with
 * the same field schemas, so the sheet shows the server's messages before sending.
 */
export const securitySettingsFormSchema = securityFreqParametersSchema.extend({
  ...globalSecuritySettingSchema.shape,
  fixSecurityChainSupplementLimit: supplementLimitSchema,
  enableSystemCheck: z.boolean({ error: missingOr('validation.required') }),
});
export type SecuritySettingsForm = z.infer<typeof securitySettingsFormSchema>;

/** A typed whole number; '' is missing and anything else not a number is NaN, which the bounds refuse. */
export function typedWhole(v: string | undefined): number | undefined {
  const s = (v ?? '').trim();
  if (s === '') return undefined;
  return /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
}

/** Rupees typed (at most 2 decimals) to minor units, product 9's "sent times 100"; NaN when not an amount. */
export function typedRupeesToMinor(v: string | undefined): number | undefined {
  const s = (v ?? '').trim();
  if (s === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * constants.minReliableCheckAmountScale + Number(frac.padEnd(2, '0'));
}

/** Minor units back to the rupees the sheet shows ("1000" or "1000.5"). */
export function minorToTypedRupees(minor: number): string {
  const scale = constants.minReliableCheckAmountScale;
  const whole = Math.trunc(minor / scale);
  const frac = minor % scale;
  return frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}
