import { useLingui } from '@lingui/react/macro';
import { Button, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { isMessageId, OrderStatus, type OrderStatusName, type Role } from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../app/i18n/order-status-labels.ts';
import { translateMessageId } from '../../../app/i18n/server-messages.ts';
import { useMarkOptions, useStatusOptions } from '../api/get-order-options.ts';
import { fieldsFor, filterErrors, localInputToWire, seesHiddenStatuses, wireToLocalInput, type FilterField, type OrderListFilters } from '../filters.ts';
import { filterLabels, markLabels } from '../labels.ts';
import styles from './orders-page.module.css';

interface Props {
  open: boolean;
  role: Role | undefined;
  filters: OrderListFilters;
  onApply: (filters: OrderListFilters) => void;
  onClose: () => void;
}

const errorText = (id: string) => (isMessageId(id) ? translateMessageId(id) : id);
const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

/** The filter sheet: one input a filter the role may use, checked by the contract before applying. */
export function FilterSheet(props: Props) {
  return (
    <Popup visible={props.open} onMaskClick={props.onClose} onClose={props.onClose} bodyClassName={styles.sheet} destroyOnClose>
      {props.open && <FilterForm {...props} />}
    </Popup>
  );
}

function FilterForm({ role, filters, onApply }: Props) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<OrderListFilters>(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const statuses = useStatusOptions();
  const marks = useMarkOptions();
  const set = (key: FilterField['key'], value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const statusOptions = (statuses.data ?? [])
    .filter((s) => !s.hiddenByDefault || seesHiddenStatuses(role))
    .map((s) => {
      const name = statusNames.get(s.id);
      return { value: String(s.id), label: name ? i18n._(orderStatusLabels[name]) : s.name };
    });
  const markOptions = (marks.data ?? []).map((m) => ({ value: String(m.id), label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name }));

  const apply = () => {
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  const input = (f: FilterField) => {
    const id = `order-filter-${f.key}`;
    const value = draft[f.key] ?? '';
    const label = filterLabels[f.key] ? i18n._(filterLabels[f.key]!) : f.key;
    if (f.kind === 'status' || f.kind === 'mark') {
      return (
        <Selector
          columns={2}
          options={f.kind === 'status' ? statusOptions : markOptions}
          value={value ? [value] : []}
          onChange={(v) => set(f.key, v[0] ?? '')}
          aria-label={label}
        />
      );
    }
    if (f.kind === 'dateTime') {
      return (
        <input
          id={id}
          type="datetime-local"
          className={styles.nativeInput}
          value={wireToLocalInput(value)}
          onChange={(e) => set(f.key, localInputToWire(e.target.value))}
        />
      );
    }
    return (
      <Input
        id={id}
        value={value}
        onChange={(v) => set(f.key, f.kind === 'id' ? v.replace(/\D/g, '') : v)}
        inputMode={f.kind === 'id' ? 'numeric' : undefined}
        clearable
        className={styles.input}
      />
    );
  };

  return (
    <form
      className={styles.form}
      aria-label={t({ id: 'orders.titles.filters', message: 'Filters' })}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <h2 className={styles.sheetTitle}>{t({ id: 'orders.titles.filters', message: 'Filters' })}</h2>
      {fieldsFor(role).map((f) => (
        <div key={f.key} className={styles.field}>
          <label htmlFor={`order-filter-${f.key}`} className={styles.label}>
            {filterLabels[f.key] ? i18n._(filterLabels[f.key]!) : f.key}
          </label>
          {input(f)}
          {errors[f.key] && (
            <span className={styles.fieldError} role="alert">
              {errorText(errors[f.key] ?? '')}
            </span>
          )}
        </div>
      ))}
      <div className={styles.sheetButtons}>
        <Button block size="large" onClick={() => setDraft({})} className={styles.button}>
          {t({ id: 'orders.buttons.clearFilters', message: 'Clear' })}
        </Button>
        <Button block size="large" color="primary" type="submit" className={styles.button}>
          {t({ id: 'orders.buttons.applyFilters', message: 'Apply' })}
        </Button>
      </div>
    </form>
  );
}
