import { settingKeys, systemSettings } from '../../../src/contract/index.ts';

/**
 * Default value of every setting of product 7.9, keyed by setting name. The list, the kinds and the
 * defaults live once in the contract (src/contract/api/system-settings.ts), so the app, the calls
 * and the seed cannot drift apart. The seed writes these rows, and the server falls back to them
 * when a row is missing, so a database created before a setting existed still behaves sensibly.
 */
export const defaultSystemConfig: Record<string, unknown> = Object.fromEntries(
  settingKeys.map((key) => [key, systemSettings[key].default]),
);
