import { Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/**
 * An antd-mobile Input in a bordered 48 px box, with room for a trailing button. Form.Item hands
 * value, onChange and id to its direct child, so this passes them straight to the Input.
 */
export function FieldInput({ suffix, className, ...props }: InputProps & { suffix?: ReactNode }) {
  return (
    <div className={styles.inputRow}>
      <Input {...props} className={`${styles.input} ${className ?? ''}`} />
      {suffix}
    </div>
  );
}
