import { useLingui } from '@lingui/react/macro';
import { Button, Selector, Switch, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { bankCountries, guardFor, systemSettings, type SettingKey } from '../../../contract/index.ts';
import { fieldErrorText } from '../../../components/forms/field-errors.ts';
import { isApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import { setBody, useSaveSetting } from '../api/settings.ts';
import { editedElsewhere, settingInfo, unitLabels } from '../catalog.ts';
import { SwitchConfirm } from './switch-confirm.tsx';
import { isSecretState } from './value-text.ts';
import styles from './system-config.module.css';

/** Countries offered for CardCountry and DefaultCountry (the bank directory's); the stored one is always offered too. */
const countries: readonly string[] = bankCountries;

interface Bounds {
  minValue?: number | null;
  maxValue?: number | null;
}

/** The editor that fits the setting: a switch, a choice, a number with its unit and bounds, or text. */
export function SettingEditor({ settingKey, value }: { settingKey: SettingKey; value: unknown }) {
  const { t, i18n } = useLingui();
  const def = systemSettings[settingKey];
  const save = useSaveSetting();
  const [error, setError] = useState<string | null>(null);
  // A guarded switch (decision 117) waits for its confirmation: the new value it would take.
  const [asking, setAsking] = useState<boolean | null>(null);

  async function submit(next: unknown): Promise<boolean> {
    // The contract's own rule for this key, so a bad value never reaches the server.
    const parsed = (
      def.schema as {
        safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
      }
    ).safeParse(next);
    if (!parsed.success) {
      setError(fieldErrorText(parsed.error?.issues[0]?.message ?? 'errors.badRequest'));
      return false;
    }
    setError(null);
    try {
      await save.mutateAsync({ key: settingKey, body: setBody(def.kind, parsed.data) });
      Toast.show({ icon: 'success', content: t({ id: 'systemConfig.texts.saved', message: 'Saved' }) });
      return true;
    } catch (err) {
      const text = isApiError(err)
        ? translateServerMessage(err)
        : t({ id: 'common.errors.network', message: 'Cannot reach the server. Check the connection and try again.' });
      setError(text);
      Toast.show({ icon: 'fail', content: text });
      return false;
    }
  }

  const saveText = t({ id: 'common.buttons.save', message: 'Save' });
  const frame = (editor: ReactNode) => (
    <div className={styles.editor}>
      {editor}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );

  if (editedElsewhere.has(settingKey)) {
    return frame(
      <Link to="/securityNodes/list">
        {t({ id: 'systemConfig.texts.editInChains', message: 'Edit in the security settings of Trusted chains' })}
      </Link>,
    );
  }
  /** A choice among fixed values, sent as `toValue` of the chosen one. */
  const choice = (options: { value: string; label: string }[], toValue: (chosen: string) => unknown) =>
    frame(
      <Selector
        aria-label={i18n._(settingInfo[settingKey].label)}
        value={[String(value)]}
        disabled={save.isPending}
        options={options}
        onChange={(v) => v[0] !== undefined && void submit(toValue(v[0]))}
      />,
    );

  if (settingKey === 'OrderStatisticsTimeFormat') {
    return choice(
      [
        { value: 'false', label: t({ id: 'systemConfig.values.browserTime', message: 'Browser time zone' }) },
        { value: 'true', label: t({ id: 'systemConfig.values.beijingTime', message: 'Beijing time' }) },
      ],
      (chosen) => chosen === 'true',
    );
  }
  if (def.kind === 'boolean') {
    const guard = asking === null ? undefined : guardFor(settingKey, asking);
    return frame(
      <>
        <Switch
          aria-label={i18n._(settingInfo[settingKey].label)}
          checked={value === true}
          loading={save.isPending}
          onChange={(v) => (guardFor(settingKey, v) ? setAsking(v) : void submit(v))}
        />
        {guard && asking !== null && (
          <SwitchConfirm settingKey={settingKey} next={asking} guard={guard} onClose={() => setAsking(null)} />
        )}
      </>,
    );
  }
  if (settingKey === 'LimitMode') {
    return choice(
      [
        { value: 'strict', label: t({ id: 'systemConfig.values.strict', message: 'Strict' }) },
        { value: 'relaxed', label: t({ id: 'systemConfig.values.relaxed', message: 'Relaxed' }) },
      ],
      (chosen) => chosen,
    );
  }
  if (settingKey === 'CardCountry' || settingKey === 'DefaultCountry') {
    const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    const options = countries.includes(String(value)) ? countries : [String(value), ...countries];
    return frame(
      <select
        className={styles.input}
        aria-label={i18n._(settingInfo[settingKey].label)}
        value={String(value)}
        disabled={save.isPending}
        onChange={(e) => void submit(e.target.value)}
      >
        {options.map((c) => (
          <option key={c} value={c}>
            {`${names.of(c) ?? c} (${c})`}
          </option>
        ))}
      </select>,
    );
  }
  return (
    <TypedEditor
      settingKey={settingKey}
      value={value}
      saveText={saveText}
      pending={save.isPending}
      frame={frame}
      submit={submit}
    />
  );
}

/** Numbers, text, URLs and secrets: typed, then saved with the button. */
function TypedEditor(props: {
  settingKey: SettingKey;
  value: unknown;
  saveText: string;
  pending: boolean;
  frame: (n: ReactNode) => ReactNode;
  submit: (v: unknown) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const { settingKey, value } = props;
  const def = systemSettings[settingKey];
  const secret = isSecretState(value);
  const [draft, setDraft] = useState(secret ? '' : String(value ?? ''));
  const info = settingInfo[settingKey];
  const label = i18n._(info.label);
  if (def.kind === 'number') {
    const b = def.schema as Bounds;
    const unit = info.unit ? i18n._(unitLabels[info.unit]) : '';
    const max =
      b.maxValue !== undefined && b.maxValue !== null && b.maxValue < Number.MAX_SAFE_INTEGER ? b.maxValue : null;
    const min = b.minValue ?? 0;
    const range =
      max === null
        ? t({ id: 'systemConfig.texts.atLeast', message: `at least ${min}` })
        : t({ id: 'systemConfig.texts.range', message: `${min} to ${max}` });
    return props.frame(
      <>
        <input
          className={styles.input}
          aria-label={label}
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <span className={styles.meta}>{`${unit} (${range})`}</span>
        <Button
          size="small"
          color="primary"
          loading={props.pending}
          onClick={() => void props.submit(/^-?\d+(\.\d+)?$/.test(draft.trim()) ? Number(draft.trim()) : draft)}
        >
          {props.saveText}
        </Button>
      </>,
    );
  }
  const url = settingKey === 'ApiUrl' || settingKey.endsWith('Url');
  return props.frame(
    <>
      <input
        className={styles.input}
        aria-label={label}
        type={secret ? 'password' : url ? 'url' : 'text'}
        autoComplete="off"
        placeholder={
          secret
            ? t({ id: 'systemConfig.texts.newSecret', message: 'New value (the current one is never shown)' })
            : undefined
        }
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button
        size="small"
        color="primary"
        loading={props.pending}
        // An empty secret would clear the credential: only typing a new one saves.
        disabled={secret && draft === ''}
        onClick={() =>
          void props.submit(draft).then((ok) => {
            if (ok && secret) setDraft('');
          })
        }
      >
        {props.saveText}
      </Button>
    </>,
  );
}
