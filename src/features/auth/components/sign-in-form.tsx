import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/**
 * The form of a sign-in step: checks its fields on submit and sends only when they pass. It posts,
 * so should the browser ever submit it itself (before React runs the prerendered page), the
 * password never lands in the address.
 */
export function SignInForm({
  validate,
  onValid,
  children,
}: {
  validate: () => boolean;
  onValid: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) onValid();
      }}
    >
      {children}
    </form>
  );
}
