import { useLingui } from '@lingui/react/macro';
import type { EntityField } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { humanise } from './labels.ts';
import styles from './entity-view.module.css';

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Every field of a record: money in major units, times in local time, secrets as set or not. */
export function EntityFields({ fields }: { fields: EntityField[] }) {
  const { t, i18n } = useLingui();
  const show = (f: EntityField) => {
    if (f.kind === 'secret')
      return f.value === true
        ? t({ id: 'entityViewer.values.secretSet', message: 'Hidden (set)' })
        : t({ id: 'entityViewer.values.secretNotSet', message: 'Not set' });
    if (f.value === null || f.value === '') return '—';
    if (f.kind === 'money' && typeof f.value === 'number') return formatMoney(i18n, f.value);
    if (f.kind === 'time' && typeof f.value === 'string')
      return i18n.date(f.value, { dateStyle: 'medium', timeStyle: 'medium' });
    if (f.kind === 'bool')
      return f.value
        ? t({ id: 'entityViewer.values.yes', message: 'Yes' })
        : t({ id: 'entityViewer.values.no', message: 'No' });
    if (f.kind === 'json') return <pre className={styles.json}>{prettyJson(String(f.value))}</pre>;
    return String(f.value);
  };
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.name} className={f.kind === 'json' ? styles.wide : undefined}>
          <dt title={f.name}>{humanise(f.name)}</dt>
          <dd data-field={f.name}>{show(f)}</dd>
        </div>
      ))}
    </dl>
  );
}
