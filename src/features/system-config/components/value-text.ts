import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SecretState } from '../../../contract/index.ts';

const on = msg({ id: 'systemConfig.values.on', message: 'On' });
const off = msg({ id: 'systemConfig.values.off', message: 'Off' });
const empty = msg({ id: 'systemConfig.values.empty', message: 'Not set' });
const configured = msg({ id: 'systemConfig.values.configured', message: 'Set' });

export const isSecretState = (v: unknown): v is SecretState => typeof v === 'object' && v !== null && 'configured' in v;

/** A value as the read-only page shows it. */
export function valueText(i18n: I18n, value: unknown): string {
  if (typeof value === 'boolean') return i18n._(value ? on : off);
  if (isSecretState(value))
    return value.configured ? `${i18n._(configured)}${value.last4 ? ` (…${value.last4})` : ''}` : i18n._(empty);
  if (value === '' || value === null || value === undefined) return i18n._(empty);
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  return String(value);
}
