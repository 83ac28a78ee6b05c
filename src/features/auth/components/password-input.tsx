import { useLingui } from '@lingui/react/macro';
import type { InputProps } from 'antd-mobile';
import { useState } from 'react';
import styles from './auth-form.module.css';
import { FieldInput } from './field-input.tsx';

/** A password field with a show/hide toggle: typing blind on a phone keyboard causes errors. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
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
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {!visible && <path d="M4 4l16 16" />}
      </svg>
    </button>
  );
  return <FieldInput {...props} type={visible ? 'text' : 'password'} suffix={eye} />;
}
