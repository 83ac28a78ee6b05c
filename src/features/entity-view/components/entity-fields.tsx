import { useLingui } from '@lingui/react/macro';
import type { EntityField, EntityType } from '../../../contract/index.ts';
import { fieldLabel, recordValueText, type RecordKind } from '../../../lib/i18n/record-words.ts';
import { formatMoney } from '../../../lib/money.ts';
import styles from './entity-view.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const kindOf = (type: EntityType): RecordKind =>
  type === 'order' || type === 'payout' || type === 'user' || type === 'callback' ? type : 'other';

/**
 * Every field of a record in the app's words (decision 119): statuses, order types and roles by
 * name, money in major units, times in local time, secrets as set or not.
 */
export function EntityFields({ type, fields }: { type: EntityType; fields: EntityField[] }) {
  const { t, i18n } = useLingui();
  const show = (f: EntityField) => {
    if (f.kind === 'secret')
      return f.value === true
        ? t({ id: 'entityViewer.values.secretSet', message: 'Hidden (set)' })
        : t({ id: 'entityViewer.values.secretNotSet', message: 'Not set' });
    if (f.value === null || f.value === '') return '—';
    if (f.kind === 'json' && /^\s*\{\s*\}\s*$/.test(String(f.value))) return '—';
    if (f.kind === 'money' && typeof f.value === 'number') return formatMoney(i18n, f.value);
    if (f.kind === 'time' && typeof f.value === 'string')
      return formatTime(i18n, f.value, { dateStyle: 'medium', timeStyle: 'medium' });
    if (f.kind === 'json') return <pre className={styles.json}>{prettyJson(String(f.value))}</pre>;
    return recordValueText(i18n, kindOf(type), f.name, f.value);
  };
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.name} className={f.kind === 'json' ? styles.wide : undefined}>
          <dt title={f.name}>{fieldLabel(i18n, f.name)}</dt>
          <dd data-field={f.name}>{show(f)}</dd>
        </div>
      ))}
    </dl>
  );
}
