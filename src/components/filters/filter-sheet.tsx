import { useLingui } from '@lingui/react/macro';
import { Button, Input, Selector } from 'antd-mobile';
import { CenterPopup, Popup } from '../sheets/overlays.ts';
import { useState } from 'react';
import { fieldErrorText } from '../forms/field-errors.ts';
import { useIsWide } from '../use-is-wide.ts';
import styles from '../list/list.module.css';
import { localInputToWire, wireToLocalInput } from './local-time.ts';
import { choicesOf, nextChoices } from './multi-choice.ts';
import { PickField } from './pick-field.tsx';
import type { SheetField } from './sheet-field.ts';
import type { Filters } from './url-filters.ts';

interface Props {
  open: boolean;
  /** Prefix of the inputs' element ids, unique on the page. */
  idPrefix: string;
  fields: readonly SheetField[];
  filters: Filters;
  /** Field errors (message ids) of a draft; applying waits until there are none. */
  validate: (draft: Filters) => Record<string, string | undefined>;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

/**
 * Filters, checked by the contract's rules before they are applied: a bottom sheet on a phone, a
 * dialog with two columns of fields on a desktop (like DetailSheet), so long filter lists stay short.
 */
export function FilterSheet(props: Props) {
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={wide ? styles.filterDialog : styles.sheet}
      destroyOnClose
    >
      {props.open && <FilterForm {...props} wide={wide} />}
    </Shell>
  );
}

function FilterForm({ idPrefix, fields, filters, validate, onApply, wide }: Props & { wide: boolean }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Filters>(filters);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const apply = () => {
    const found = validate(draft);
    setErrors(found);
    if (Object.values(found).every((e) => !e)) onApply(draft);
  };

  const input = (f: SheetField) => {
    const id = `${idPrefix}-${f.key}`;
    const value = draft[f.key] ?? '';
    // A refused field says so and points at the reason under it (antd-mobile's Input takes neither: its error is an alert).
    const refused = errors[f.key]
      ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const)
      : ({} as const);
    if (f.kind === 'choice') {
      return (
        <Selector
          columns={2}
          options={f.options ?? []}
          value={value ? [value] : []}
          onChange={(v) => set(f.key, v[0] ?? '')}
          aria-label={f.label}
        />
      );
    }
    if (f.kind === 'pick')
      return (
        <PickField
          id={id}
          label={f.label}
          options={f.options ?? []}
          noMatch={f.noMatch}
          value={value}
          onChange={(v) => set(f.key, v)}
        />
      );
    if (f.kind === 'multiChoice') {
      const before = choicesOf(value);
      return (
        <Selector
          columns={2}
          multiple
          options={f.options ?? []}
          value={before}
          onChange={(v) => set(f.key, nextChoices(f.options ?? [], before, v).join(','))}
          aria-label={f.label}
        />
      );
    }
    if (f.kind === 'switch') {
      return (
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={value === 'true'}
          onChange={(e) => set(f.key, e.target.checked ? 'true' : '')}
        />
      );
    }
    if (f.kind === 'dateTime') {
      return (
        <input
          id={id}
          type="datetime-local"
          className={styles.nativeInput}
          {...refused}
          value={wireToLocalInput(value)}
          onChange={(e) => set(f.key, localInputToWire(e.target.value))}
        />
      );
    }
    return (
      <Input
        id={id}
        value={value}
        onChange={(v) =>
          set(f.key, f.kind === 'id' ? v.replace(/\D/g, '') : f.kind === 'decimal' ? v.replace(/[^\d.]/g, '') : v)
        }
        inputMode={f.kind === 'id' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : undefined}
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
      <div className={wide ? styles.fieldGrid : styles.fieldList}>
        {fields.map((f) => (
          <div key={f.key} className={styles.field}>
            <label htmlFor={`${idPrefix}-${f.key}`} className={styles.label}>
              {f.label}
            </label>
            {input(f)}
            {errors[f.key] && (
              <span id={`${idPrefix}-${f.key}-error`} className={styles.fieldError} role="alert">
                {fieldErrorText(errors[f.key] ?? '')}
              </span>
            )}
          </div>
        ))}
      </div>
      <div className={styles.stickyButtons}>
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
