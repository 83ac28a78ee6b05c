import { Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './order-test.module.css';

/** A bordered 44 px input with room for a trailing button; Form.Item hands it value and onChange. */
export function TextInput({ suffix, ...props }: InputProps & { suffix?: ReactNode }) {
  return (
    <div className={styles.inputRow}>
      <Input autoCapitalize="off" autoCorrect="off" {...props} className={styles.input} />
      {suffix}
    </div>
  );
}
