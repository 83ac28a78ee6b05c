import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EyeIcon } from '../../../components/eye-icon.tsx';
import styles from './auth-form.module.css';
import { FieldInput, type FieldInputProps } from './field-input.tsx';

/** A password field with a show/hide toggle: typing blind on a phone keyboard causes errors. */
export function PasswordInput(props: Omit<FieldInputProps, 'type' | 'suffix'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const eye = (
    <button
      type="button"
      className={styles.eye}
      aria-pressed={visible}
      aria-label={t({ id: 'auth.buttons.showPassword', message: 'Show password' })}
      onClick={() => setVisible((v) => !v)}
    >
      <EyeIcon open={visible} />
    </button>
  );
  return <FieldInput {...props} type={visible ? 'text' : 'password'} suffix={eye} />;
}
