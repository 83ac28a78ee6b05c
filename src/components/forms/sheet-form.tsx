import type { ReactNode } from 'react';
import styles from '../list/list.module.css';
import { fieldErrorText } from './field-errors.ts';

/** The sheet forms' frame: named by its title, Enter or the submit button sends. */
export function SheetForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <h2 className={styles.sheetTitle}>{title}</h2>
      {children}
    </form>
  );
}

/** Why a field is refused, announced; the input points at it with `aria-describedby={`${id}-error`}`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={`${id}-error`} className={styles.fieldError} role="alert">
      {fieldErrorText(error)}
    </span>
  );
}

/** One labelled field of a sheet form with its error under it. */
export function SheetField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
