import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, CenterPopup, Input, Popup, Selector } from 'antd-mobile';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import list from '../../../components/list/list.module.css';
import { isMessageId } from '../../../contract/index.ts';
import { translateMessageId } from '../../../app/i18n/server-messages.ts';
import { useIsWide } from '../../messages/components/use-is-wide.ts';

export type Values = Record<string, string>;

/** One input: `decimal` brings up the decimal keypad (rates, fees), `password` hides what is typed. */
export interface EditField {
  name: string;
  label: MessageDescriptor;
  kind: 'text' | 'password' | 'decimal' | 'choice';
  options?: { value: string; label: string }[];
  maxLength?: number;
  placeholder?: string;
}

interface Props {
  title: string;
  intro?: ReactNode;
  fields: EditField[];
  initial: Values;
  /** The contract schema of the call: the same rules as the server, checked before sending. */
  schema: z.ZodType;
  toInput: (values: Values) => unknown;
  submitText: string;
  /** The spec 8 failure text, shown above the server's reason. */
  failure: MessageDescriptor;
  onSubmit: (input: unknown) => Promise<void>;
  onClose: () => void;
}

/*
 * One step below antd-mobile's default layer (1000): the calls here need a second-level login,
 * whose dialog (and the confirm dialogs) must open above the sheet, not under it.
 */
const layer = { '--z-index': '999' } as CSSProperties;

const errorText = (id: string) => (isMessageId(id) ? translateMessageId(id) : id);

/**
 * A form for an admin change: a bottom sheet on a phone, a dialog on a desktop; the contract's
 * rules checked before sending; a refusal shows the failure text and the server's reason.
 */
export function EditSheet(props: Props) {
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell visible onMaskClick={props.onClose} onClose={props.onClose} bodyClassName={wide ? list.dialog : list.sheet} style={layer} destroyOnClose>
      <EditBody {...props} />
    </Shell>
  );
}

function EditBody({ title, intro, fields, initial, schema, toInput, submitText, failure, onSubmit, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async () => {
    const input = toInput(values);
    const found = fieldErrors(schema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (err) {
      setServerError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={list.form}
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className={list.sheetTitle}>{title}</h2>
      {intro}
      {fields.map((f) => {
        const id = `edit-sheet-${f.name}`;
        const error = errors[f.name];
        const label = i18n._(f.label);
        return (
          <div key={f.name} className={list.field}>
            <label htmlFor={id} className={list.label}>
              {label}
            </label>
            {f.kind === 'choice' ? (
              <Selector
                columns={2}
                options={f.options ?? []}
                value={values[f.name] ? [values[f.name] as string] : []}
                onChange={(v) => set(f.name, v[0] ?? '')}
                aria-label={label}
              />
            ) : (
              <Input
                id={id}
                type={f.kind === 'password' ? 'password' : 'text'}
                value={values[f.name] ?? ''}
                onChange={(v) => set(f.name, f.kind === 'decimal' ? v.replace(/[^\d.]/g, '') : v)}
                maxLength={f.maxLength}
                placeholder={f.placeholder}
                inputMode={f.kind === 'decimal' ? 'decimal' : undefined}
                autoComplete={f.kind === 'password' ? 'new-password' : 'off'}
                className={list.input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            )}
            {error && (
              <span id={`${id}-error`} className={list.fieldError} role="alert">
                {errorText(error)}
              </span>
            )}
          </div>
        );
      })}
      {serverError && (
        <div className={list.failure}>
          <strong>{i18n._(failure)}</strong>
          <ErrorAlert error={serverError} />
        </div>
      )}
      <div className={list.sheetButtons}>
        <Button block size="large" onClick={onClose} className={list.button}>
          {t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        </Button>
        <Button block size="large" color="primary" type="submit" loading={busy} className={list.button}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
