import { Input } from 'antd-mobile';
import { Popup } from '../../../components/sheets/overlays.ts';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { SheetField, SheetForm } from '../../../components/forms/sheet-form.tsx';
import { useCheckedSubmit } from '../../../components/forms/use-checked-submit.ts';
import styles from './profile.module.css';

export type SheetValues = Record<string, string>;

/** One input: `code` and `pin` bring up the numeric keypad; `pin` is hidden like a password. */
interface SheetField {
  name: string;
  label: string;
  kind: 'text' | 'password' | 'newPassword' | 'code' | 'pin';
  maxLength?: number;
}

interface Props {
  title: string;
  intro?: ReactNode;
  fields: SheetField[];
  initial: SheetValues;
  /** The contract schema of the call: the server's own rules, checked before sending. */
  schema: z.ZodType;
  toInput: (values: SheetValues) => unknown;
  submitText: string;
  onSubmit: (input: unknown) => Promise<void>;
  onClose: () => void;
}

const autoComplete: Record<SheetField['kind'], string> = {
  text: 'off',
  password: 'current-password',
  newPassword: 'new-password',
  code: 'one-time-code',
  pin: 'off',
};

/** A bottom sheet (a dialog on desktops, by width) with one personal-center form. */
export function ProfileSheet(props: Props & { open: boolean }) {
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {props.open && <SheetBody {...props} />}
    </Popup>
  );
}

function SheetBody({ title, intro, fields, initial, schema, toInput, submitText, onSubmit, onClose }: Props) {
  const [values, setValues] = useState<SheetValues>(initial);
  const { errors, failure, busy, submit } = useCheckedSubmit(schema, onSubmit);

  return (
    <SheetForm title={title} onSubmit={() => submit(toInput(values))}>
      {intro}
      {fields.map((f) => {
        const id = `profile-${f.name}`;
        const error = errors[f.name];
        const numeric = f.kind === 'code' || f.kind === 'pin';
        return (
          <SheetField key={f.name} id={id} label={f.label} error={error}>
            <Input
              id={id}
              type={f.kind === 'password' || f.kind === 'newPassword' || f.kind === 'pin' ? 'password' : 'text'}
              value={values[f.name] ?? ''}
              onChange={(v) => setValues((all) => ({ ...all, [f.name]: numeric ? v.replace(/\D/g, '') : v }))}
              maxLength={f.maxLength}
              inputMode={numeric ? 'numeric' : undefined}
              pattern={numeric ? '[0-9]*' : undefined}
              autoComplete={autoComplete[f.kind]}
              className={styles.input}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </SheetField>
        );
      })}
      <FormSheetFooter error={failure} submitText={submitText} busy={busy} onCancel={onClose} />
    </SheetForm>
  );
}
