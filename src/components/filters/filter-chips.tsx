import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { parseUtcDateTime } from '../../contract/index.ts';
import styles from '../list/list.module.css';
import type { SheetField } from './sheet-field.ts';
import { choicesOf } from './multi-choice.ts';
import type { Filters } from './url-filters.ts';
import { formatTime } from '../../lib/i18n/time-format.ts';

/** The active filters as chips, in the words of the sheet; tapping one's cross removes that filter. */
export function FilterChips({
  fields,
  filters,
  onRemove,
}: {
  fields: readonly SheetField[];
  filters: Filters;
  onRemove: (key: string) => void;
}) {
  const { t, i18n } = useLingui();
  const shown = fields.filter((f) => filters[f.key]);
  if (shown.length === 0) return null;
  const text = (f: SheetField, value: string) => {
    if (f.kind === 'choice' || f.kind === 'pick') return f.options?.find((o) => o.value === value)?.label ?? value;
    if (f.kind === 'multiChoice')
      return choicesOf(value)
        .map((v) => f.options?.find((o) => o.value === v)?.label ?? v)
        .join(', ');
    if (f.kind === 'dateTime') {
      const date = parseUtcDateTime(value);
      return date ? formatTime(i18n, date, { dateStyle: 'short', timeStyle: 'short' }) : value;
    }
    return value;
  };
  return (
    <ul className={styles.chips} aria-label={t({ id: 'orders.titles.activeFilters', message: 'Active filters' })}>
      {shown.map((f) => {
        // A switch is on when shown at all: its label says it all.
        const label = f.kind === 'switch' ? f.label : `${f.label}: ${text(f, filters[f.key] ?? '')}`;
        return (
          <li key={f.key}>
            <Tag round color="primary" fill="outline" className={styles.chip}>
              <span>{label}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t({ id: 'orders.buttons.removeFilter', message: `Remove ${label}` })}
                onClick={() => onRemove(f.key)}
              >
                ×
              </button>
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}
