import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SettingKey } from '../../contract/index.ts';

/**
 * What a guarded switch (contract switchGuards, decision 117) does once changed, said before it is
 * saved: `on` when switched on, `off` when switched off.
 */
export const consequences: Partial<Record<SettingKey, { on?: MessageDescriptor; off?: MessageDescriptor }>> = {
  EnableService: {
    off: msg({
      id: 'systemConfig.consequences.EnableService.off',
      message:
        'Every merchant is refused new collection and payout orders (error 503) until Service is switched on again. Orders already made can still be handled.',
    }),
  },
  CanClearMerchantBalance: {
    on: msg({
      id: 'systemConfig.consequences.CanClearMerchantBalance.on',
      message: 'Staff can then set every merchant balance to 0 with one action.',
    }),
  },
  IsSupplierRemoveBalanceOnOrderFinished: {
    on: msg({
      id: 'systemConfig.consequences.IsSupplierRemoveBalanceOnOrderFinished.on',
      message: "From now on every paid order debits its supplier's balance.",
    }),
    off: msg({
      id: 'systemConfig.consequences.IsSupplierRemoveBalanceOnOrderFinished.off',
      message: "From now on paid orders no longer debit the supplier's balance: suppliers keep those amounts.",
    }),
  },
  PayoutOrderOccupyBalanceOnCreate: {
    on: msg({
      id: 'systemConfig.consequences.PayoutOrderOccupyBalanceOnCreate.on',
      message: "New payouts hold their amount and fee from the merchant's balance as soon as they are created.",
    }),
    off: msg({
      id: 'systemConfig.consequences.PayoutOrderOccupyBalanceOnCreate.off',
      message: 'New payouts no longer hold money at creation: a merchant can create payouts beyond its balance.',
    }),
  },
  RiskControlSwitch: {
    off: msg({
      id: 'systemConfig.consequences.RiskControlSwitch.off',
      message: 'Blacklisted payers and payees are no longer held for review: their orders go through.',
    }),
  },
  EnableGoogleVerifyForIpWhitelist: {
    off: msg({
      id: 'systemConfig.consequences.EnableGoogleVerifyForIpWhitelist.off',
      message: 'IP whitelists can then be changed without a Google code.',
    }),
  },
  EnableGoogleVerifyForIpRule: {
    off: msg({
      id: 'systemConfig.consequences.EnableGoogleVerifyForIpRule.off',
      message: 'IP rules can then be changed without a Google code.',
    }),
  },
  EnableGoogleVerifyForBalanceOperation: {
    off: msg({
      id: 'systemConfig.consequences.EnableGoogleVerifyForBalanceOperation.off',
      message: 'Balances can then be changed by hand without a Google code.',
    }),
  },
  EnableGoogleVerifyForManualSupplement: {
    off: msg({
      id: 'systemConfig.consequences.EnableGoogleVerifyForManualSupplement.off',
      message: 'Orders can then be supplemented by hand without a Google code.',
    }),
  },
  EnableGoogleVerifyForBatchOperations: {
    off: msg({
      id: 'systemConfig.consequences.EnableGoogleVerifyForBatchOperations.off',
      message: 'Batch operations can then run without a Google code.',
    }),
  },
};
