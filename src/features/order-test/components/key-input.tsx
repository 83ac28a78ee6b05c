import { useLingui } from '@lingui/react/macro';
import { Input, type InputProps } from 'antd-mobile';
import { useState } from 'react';
import { EyeIcon } from '../../../components/eye-icon.tsx';
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
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}
