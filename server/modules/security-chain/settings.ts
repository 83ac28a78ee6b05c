import type { GlobalSecuritySetting, SecurityFreqParameters } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { settingValue } from '../system-config/index.ts';

/** The four settings of product 7.9 the chains are computed with, read together. */
export type SecuritySettings = SecurityFreqParameters &
  GlobalSecuritySetting & {
    fixSecurityChainSupplementLimit: number;
    /** EnableSystemCheck: off, no income is checked (chains and gaps are still shown). */
    systemCheck: boolean;
  };

export async function readSecuritySettings(db: DbOrTx): Promise<SecuritySettings> {
  const [freq, global, limit, check] = await Promise.all([
    settingValue(db, 'SecurityFreqParameters'),
    settingValue(db, 'GlobalSecuritySetting'),
    settingValue(db, 'FixSecurityChainSupplementLimit'),
    settingValue(db, 'EnableSystemCheck'),
  ]);
  return {
    ...(freq as SecurityFreqParameters),
    ...(global as GlobalSecuritySetting),
    fixSecurityChainSupplementLimit: Number(limit),
    systemCheck: check !== false,
  };
}

/** Chains are built from the records of the last messageMaxCacheTime days. */
export function windowStartOf(s: SecuritySettings, now: Date): Date {
  return new Date(now.getTime() - s.messageMaxCacheTime * 86_400_000);
}
