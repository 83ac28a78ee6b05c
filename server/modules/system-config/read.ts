import {
  isSecretSetting,
  settingKeys,
  type Role,
  type SecretState,
  type SettingKey,
  type SettingOverviewRow,
  type SettingReadValue,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lastRecordPerTarget } from '../audit-log/index.ts';
import { readAllStored } from './repository.ts';
import { settingValue, storedOrDefault } from './settings.ts';

/**
 * A credential as a reader sees it: whether one is set, and its last 4 characters for superAdmin
 * (the only role that can set one, so the only one that needs to tell which one is in force).
 * Short tokens show no tail: 4 of 6 characters would give most of it away.
 */
export function secretState(value: unknown, role: Role): SecretState {
  const configured = typeof value === 'string' && value !== '';
  if (!configured || role !== 'superAdmin' || value.length < 12) return { configured };
  return { configured, last4: value.slice(-4) };
}

const readValue = <K extends SettingKey>(key: K, value: unknown, role: Role): SettingReadValue<K> =>
  (isSecretSetting(key) ? secretState(value, role) : value) as SettingReadValue<K>;

/** What a get call answers: the value, or SecretState for a credential. */
export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K, role: Role): Promise<SettingReadValue<K>> {
  return readValue(key, await settingValue(db, key), role);
}

/** Every setting with its value (as its get answers it) and who changed it last: two queries. */
export async function settingsOverview(db: DbOrTx, role: Role): Promise<SettingOverviewRow[]> {
  const [stored, changes] = await Promise.all([readAllStored(db), lastRecordPerTarget(db, 'systemConfig.set')]);
  const lastBy = new Map(changes.map((c) => [c.target, c]));
  return settingKeys.map((key) => {
    const change = lastBy.get(key);
    return {
      key,
      value: readValue(key, storedOrDefault(key, stored.get(key)), role),
      lastChange: change
        ? { account: change.account, name: change.name ?? change.account, at: change.at.toISOString() }
        : null,
    } as SettingOverviewRow;
  });
}
