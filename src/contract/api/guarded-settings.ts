import type { SettingKey } from './system-settings.ts';

type GoogleSwitchKey = Extract<SettingKey, `EnableGoogleVerifyFor${string}`>;

/** How a switch that stops the platform, moves money or lowers a guard is changed (decision 117). */
export interface SwitchGuard {
  /** The new value that needs a confirmation naming its consequence: on, off or either. */
  confirm: 'on' | 'off' | 'either';
  /** The spec's toggle that makes the change also ask for the caller's Google code; null: never. */
  google: GoogleSwitchKey | null;
}

/**
 * The switches of product 7.9 whose one tap has a large effect. The app asks before saving them;
 * the server checks the Google code where `google` names a switch that is on.
 */
export const switchGuards: Partial<Record<SettingKey, SwitchGuard>> = {
  // Off: every merchant create gets 503.
  EnableService: { confirm: 'off', google: null },
  // Money: these decide whether balances move (product 6, "balance operations").
  CanClearMerchantBalance: { confirm: 'on', google: 'EnableGoogleVerifyForBalanceOperation' },
  IsSupplierRemoveBalanceOnOrderFinished: { confirm: 'either', google: 'EnableGoogleVerifyForBalanceOperation' },
  PayoutOrderOccupyBalanceOnCreate: { confirm: 'either', google: 'EnableGoogleVerifyForBalanceOperation' },
  // Guards: off lets through what they hold back.
  RiskControlSwitch: { confirm: 'off', google: null },
  EnableGoogleVerifyForIpWhitelist: { confirm: 'off', google: null },
  EnableGoogleVerifyForIpRule: { confirm: 'off', google: null },
  EnableGoogleVerifyForBalanceOperation: { confirm: 'off', google: null },
  EnableGoogleVerifyForManualSupplement: { confirm: 'off', google: null },
  EnableGoogleVerifyForBatchOperations: { confirm: 'off', google: null },
};

/** The guard that applies to switching `key` to `next`, or undefined when the change is an ordinary one. */
export function guardFor(key: SettingKey, next: unknown): SwitchGuard | undefined {
  const guard = switchGuards[key];
  if (!guard || typeof next !== 'boolean') return undefined;
  if (guard.confirm === 'either') return guard;
  return (guard.confirm === 'on') === next ? guard : undefined;
}
