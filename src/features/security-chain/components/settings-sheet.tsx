import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import {
  minorToTypedRupees,
  securitySettingsFormSchema,
  typedRupeesToMinor,
  typedWhole,
  type SecuritySettingsForm,
} from '../../../contract/index.ts';
import { FormSheet, type FormField, type Values } from '../../../components/forms/form-sheet.tsx';
import { useSaveSecuritySettings } from '../api/settings.ts';

const wholeFields: [keyof SecuritySettingsForm, FormField['label']][] = [
  [
    'sbLeakCheckInterval',
    msg({ id: 'securityChain.settings.sbLeakCheckInterval', message: 'Leak check interval (seconds, 5–3600)' }),
  ],
  [
    'minReliableChainSize',
    msg({ id: 'securityChain.settings.minReliableChainSize', message: 'Minimum trusted chain length (2–100 records)' }),
  ],
  [
    'minReliableCheckSize',
    msg({ id: 'securityChain.settings.minReliableCheckSize', message: 'Records a check needs (1–100)' }),
  ],
  [
    'minReliableCheckTimeRange',
    msg({ id: 'securityChain.settings.minReliableCheckTimeRange', message: 'Check time range (minutes, 1–1440)' }),
  ],
];
const globalFields: [keyof SecuritySettingsForm, FormField['label']][] = [
  [
    'lookForwardMinutes',
    msg({
      id: 'securityChain.settings.lookForwardMinutes',
      message: 'Supplement look-back before a gap (minutes, 0–1440)',
    }),
  ],
  [
    'perMinuteFreqCount',
    msg({ id: 'securityChain.settings.perMinuteFreqCount', message: 'Messages allowed per minute (1–1000)' }),
  ],
  [
    'messageMaxCacheTime',
    msg({ id: 'securityChain.settings.messageMaxCacheTime', message: 'Days of messages read for chains (1–90)' }),
  ],
  [
    'messageInSecurityChainCacheTime',
    msg({
      id: 'securityChain.settings.messageInSecurityChainCacheTime',
      message: 'Chain wait for the next message (minutes, 1–10080)',
    }),
  ],
  [
    'fixSecurityChainSupplementLimit',
    msg({
      id: 'securityChain.settings.fixSecurityChainSupplementLimit',
      message: 'Supplements allowed per gap (0–20)',
    }),
  ],
];
const amountLabel = msg({
  id: 'securityChain.settings.minReliableCheckAmount',
  message: 'Minimum checked income (₹, 0–10000000)',
});
const typeLabel = msg({ id: 'securityChain.settings.type', message: 'Chain type' });
const checkLabel = msg({ id: 'securityChain.settings.enableSystemCheck', message: 'System check' });

function toValues(s: SecuritySettingsForm): Values {
  const out: Values = {};
  for (const [k] of [...wholeFields, ...globalFields]) out[k] = String(s[k]);
  out.minReliableCheckAmount = minorToTypedRupees(s.minReliableCheckAmount);
  out.type = String(s.type);
  out.enableSystemCheck = s.enableSystemCheck ? 'on' : 'off';
  return out;
}

/** What the sheet sends: whole numbers, rupees times 100 (product 9); anything else fails the contract's rules with its message. */
function toInput(v: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k] of [...wholeFields, ...globalFields]) out[k] = typedWhole(v[k]);
  out.minReliableCheckAmount = typedRupeesToMinor(v.minReliableCheckAmount);
  out.type = typedWhole(v.type);
  out.enableSystemCheck = v.enableSystemCheck === 'on' ? true : v.enableSystemCheck === 'off' ? false : undefined;
  return out;
}

/** SecurityFreqParameters, GlobalSecuritySetting, EnableSystemCheck and FixSecurityChainSupplementLimit (product 3, 7.9) in one form. */
export function SecuritySettingsSheet({
  settings,
  open,
  onClose,
}: {
  settings: SecuritySettingsForm | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveSecuritySettings();
  const fields: FormField[] = [
    ...wholeFields.map(([name, label]): FormField => ({ name, label, kind: 'digits', maxLength: 6 })),
    { name: 'minReliableCheckAmount', label: amountLabel, kind: 'decimal', maxLength: 12 },
    {
      name: 'type',
      label: typeLabel,
      kind: 'choice',
      options: [
        { value: '0', label: t({ id: 'securityChain.settings.typeAccount', message: 'Per receiving account' }) },
        { value: '1', label: t({ id: 'securityChain.settings.typeCard', message: 'Per bank card' }) },
      ],
    },
    ...globalFields.map(([name, label]): FormField => ({ name, label, kind: 'digits', maxLength: 6 })),
    {
      name: 'enableSystemCheck',
      label: checkLabel,
      kind: 'choice',
      options: [
        { value: 'on', label: t({ id: 'securityChain.settings.checkOn', message: 'On' }) },
        { value: 'off', label: t({ id: 'securityChain.settings.checkOff', message: 'Off' }) },
      ],
    },
  ];
  return (
    <FormSheet
      open={open && settings !== undefined}
      wideDialog
      title={t({ id: 'securityChain.titles.settings', message: 'Security settings' })}
      intro={
        <p>
          {i18n._(
            msg({
              id: 'securityChain.settings.intro',
              message: 'Chain states and checks follow these settings at once.',
            }),
          )}
        </p>
      }
      fields={fields}
      initial={settings ? toValues(settings) : {}}
      schema={securitySettingsFormSchema}
      toInput={toInput}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={msg({ id: 'securityChain.texts.saveFailed', message: 'Update failed' })}
      onSubmit={async (input) => {
        await save.mutateAsync(input as SecuritySettingsForm);
        Toast.show({
          icon: 'success',
          content: t({ id: 'securityChain.texts.saved', message: 'Security settings saved' }),
        });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
