import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { OrderStatus, parseUtcDateTime, type OrderStatusName } from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../app/i18n/order-status-labels.ts';
import { filterFields, type FilterKey, type OrderListFilters } from '../filters.ts';
import { filterLabels, markLabels } from '../labels.ts';
import styles from './orders-page.module.css';

const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

/** The active filters as chips; tapping one's cross removes that filter. */
export function FilterChips({ filters, onRemove }: { filters: OrderListFilters; onRemove: (key: FilterKey) => void }) {
  const { t, i18n } = useLingui();
  const shown = filterFields.filter((f) => filters[f.key]);
  if (shown.length === 0) return null;
  const text = (kind: string, value: string) => {
    if (kind === 'status') {
      const name = statusNames.get(Number(value));
      return name ? i18n._(orderStatusLabels[name]) : value;
    }
    if (kind === 'mark') return markLabels[Number(value)] ? i18n._(markLabels[Number(value)]!) : value;
    if (kind === 'dateTime') {
      const date = parseUtcDateTime(value);
      return date ? i18n.date(date, { dateStyle: 'short', timeStyle: 'short' }) : value;
    }
    return value;
  };
  return (
    <ul className={styles.chips} aria-label={t({ id: 'orders.titles.activeFilters', message: 'Active filters' })}>
      {shown.map((f) => {
        const label = `${filterLabels[f.key] ? i18n._(filterLabels[f.key]!) : f.key}: ${text(f.kind, filters[f.key] ?? '')}`;
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
