import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldErrorText, fieldInputId, type FieldError } from '../sign-in-fields.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './auth-form.module.css';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

export interface FieldInputProps extends NativeInput {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: FieldError | undefined;
  /** A button at the end of the box (the password's eye, the account's clear). */
  suffix?: ReactNode;
  inputClassName?: string;
}

/**
 * A labelled input in a bordered 48 px box with its error below: plain elements, so the sign-in page
 * carries no form library (decision 061). The error is tied to the input for screen readers.
 */
export function FieldInput({ name, label, value, onValue, error, suffix, inputClassName, ...input }: FieldInputProps) {
  const id = fieldInputId(name);
  // Read-only in the prerendered page until React runs it: text typed before would show in the
  // field but not in the form's state, and be reported empty.
  const hydrated = useHydrated();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.inputRow} ${error ? styles.invalid : ''}`}>
        <input
          {...input}
          id={id}
          name={name}
          value={value}
          readOnly={!hydrated || input.readOnly}
          onChange={(e) => onValue(e.target.value)}
          className={`${styles.input} ${inputClassName ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {suffix}
      </div>
      {error && (
        <div id={`${id}-error`} className={styles.error}>
          {fieldErrorText(error)}
        </div>
      )}
    </div>
  );
}
