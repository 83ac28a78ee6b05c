import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { z } from 'zod';
import { googleCodeSchema, type SettingKey, type SwitchGuard } from '../../../contract/index.ts';
import { googleCodeLabel } from '../../../components/forms/google-code.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { setBody, useSaveSetting, useSettingsOverview } from '../api/settings.ts';
import { settingInfo } from '../catalog.ts';
import { consequences } from '../consequences.ts';

const saveFailed = msg({ id: 'systemConfig.errors.saveFailed', message: 'The setting was not saved' });
const withCode = z.object({ googleCode: googleCodeSchema });
const withoutCode = z.object({});

/**
 * Before a guarded switch is saved (decision 117): what it will do, in words, and the Google code
 * while the spec's toggle for it is on. Saving happens only from here.
 */
export function SwitchConfirm(props: {
  settingKey: SettingKey;
  next: boolean;
  guard: SwitchGuard;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { settingKey, next, guard } = props;
  const save = useSaveSetting();
  const overview = useSettingsOverview();
  const googleToggle = guard.google ? overview.data?.find((r) => r.key === guard.google) : undefined;
  // Unknown (overview not loaded) counts as on: the server has the last word either way.
  const needsCode = guard.google !== null && googleToggle?.value !== false;
  const label = i18n._(settingInfo[settingKey].label);
  const said = consequences[settingKey]?.[next ? 'on' : 'off'];
  return (
    <FormSheet
      open
      onClose={props.onClose}
      title={
        next
          ? t({ id: 'systemConfig.confirm.titleOn', message: `Switch on "${label}"?` })
          : t({ id: 'systemConfig.confirm.titleOff', message: `Switch off "${label}"?` })
      }
      intro={said ? <p data-testid="switch-consequence">{i18n._(said)}</p> : undefined}
      fields={needsCode ? [{ name: 'googleCode', label: googleCodeLabel, kind: 'digits', maxLength: 6 }] : []}
      initial={{ googleCode: '' }}
      schema={needsCode ? withCode : withoutCode}
      toInput={(v: Values) => (needsCode ? { googleCode: v.googleCode ?? '' } : {})}
      submitText={
        next
          ? t({ id: 'systemConfig.confirm.switchOn', message: 'Switch on' })
          : t({ id: 'systemConfig.confirm.switchOff', message: 'Switch off' })
      }
      failure={saveFailed}
      onSubmit={async (input) => {
        const code = (input as { googleCode?: string }).googleCode;
        await save.mutateAsync({
          key: settingKey,
          body: { ...setBody('boolean', next), ...(code ? { googleCode: code } : {}) },
        });
        Toast.show({ icon: 'success', content: t({ id: 'systemConfig.texts.saved', message: 'Saved' }) });
        props.onClose();
      }}
    />
  );
}
