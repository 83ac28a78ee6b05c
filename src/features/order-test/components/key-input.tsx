import { useLingui } from '@lingui/react/macro';
import { Input, type InputProps } from 'antd-mobile';
import { useState } from 'react';
import styles from './order-test.module.css';

/**
 * The merchant key, typed or pasted, hidden by default with a show/hide eye. It lives only in the
 * form's memory: never stored, never sent (only the sign made with it is).
 */
export function KeyInput(props: Omit<InputProps, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.inputRow}>
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        className={styles.input}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
      />
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={visible}
        aria-label={t({ id: 'orderTest.buttons.showKey', message: 'Show key' })}
        onClick={() => setVisible((v) => !v)}
        disabled={props.disabled}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {!visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
