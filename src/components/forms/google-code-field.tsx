import { useLingui } from '@lingui/react/macro';
import { Input } from 'antd-mobile';
import styles from '../list/list.module.css';
import { cleanGoogleCode, googleCodeInputProps, googleCodeLabel } from './google-code.ts';
import { SheetField } from './sheet-form.tsx';

/** The Google-code field of a sheet form: label, digits-only input and its error, the same in every form. */
export function GoogleCodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** A message id (validation.*), shown under the field. */
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <SheetField id={id} label={i18n._(googleCodeLabel)} error={error}>
      <Input
        id={id}
        value={value}
        onChange={(v) => onChange(cleanGoogleCode(v))}
        {...googleCodeInputProps}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </SheetField>
  );
}
