import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { checkSignInAccount, checkSignInPassword } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { isApiError } from '../../../lib/api/wire.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { passkeySignIn } from '../api/passkey-sign-in.ts';
import { getPendingLogin } from '../pending-login.ts';
import { useSignInFields } from '../sign-in-fields.ts';
import type { SignInNav } from '../sign-in-nav.ts';
import { useLoginFlow } from '../use-login-flow.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth-form.module.css';
import { FieldInput } from './field-input.tsx';
import { PasswordInput } from './password-input.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SubmitButton } from './submit-button.tsx';

const checks = { userName: checkSignInAccount, password: checkSignInPassword };

/** Step one of signing in: account and password (product 4 login flow, product 5 trimming). */
export function LoginStep({ nav }: { nav: SignInNav }) {
  const { t } = useLingui();
  const form = useSignInFields(checks, { userName: getPendingLogin()?.userName ?? '' });
  const { submit, error, loading } = useLoginFlow(nav, form.showIssues);
  const hydrated = useHydrated();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<Error | null>(null);
  // Shown once React runs (the prerendered page cannot know) and only where WebAuthn exists.
  const passkeys = hydrated && typeof window.PublicKeyCredential === 'function';
  const withPasskey = async () => {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      await passkeySignIn();
      nav.signedIn();
    } catch (err) {
      setPasskeyBusy(false);
      // The server's refusals say why; the browser's (cancelled, timed out) are put in our words.
      setPasskeyError(
        isApiError(err)
          ? err
          : new Error(
              t({
                id: 'auth.texts.passkeyNotUsed',
                message: 'No passkey was used. Try again, or sign in with your account and password.',
              }),
            ),
      );
    }
  };
  const clear = (
    <button
      type="button"
      className={styles.clear}
      aria-label={t({ id: 'auth.buttons.clearAccount', message: 'Clear the account' })}
      onClick={() => form.change('userName', '')}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="m9 9 6 6m0-6-6 6" />
      </svg>
    </button>
  );

  return (
    <AuthLayout subtitle={t({ id: 'auth.titles.login', message: 'Sign in to your account' })}>
      <SignInForm validate={form.validate} onValid={() => void submit(form.values)}>
        <FieldInput
          name="userName"
          label={t({ id: 'auth.fields.account', message: 'Account' })}
          value={form.values.userName}
          onValue={(v) => form.change('userName', v)}
          error={form.errors.userName}
          placeholder={t({ id: 'auth.placeholders.account', message: 'Enter your account' })}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          suffix={form.values.userName ? clear : null}
        />
        <PasswordInput
          name="password"
          label={t({ id: 'auth.fields.password', message: 'Password' })}
          value={form.values.password}
          onValue={(v) => form.change('password', v)}
          error={form.errors.password}
          placeholder={t({ id: 'auth.placeholders.password', message: 'Enter your password' })}
          autoComplete="current-password"
          enterKeyHint="go"
        />
        <div className={styles.actions}>
          <ErrorAlert error={error ?? passkeyError} />
          <SubmitButton loading={loading}>{t({ id: 'auth.buttons.login', message: 'Sign in' })}</SubmitButton>
          {passkeys && (
            <button
              type="button"
              className={styles.secondary}
              disabled={passkeyBusy || loading}
              aria-busy={passkeyBusy || undefined}
              onClick={() => void withPasskey()}
            >
              {t({ id: 'auth.buttons.passkey', message: 'Use a passkey' })}
            </button>
          )}
        </div>
      </SignInForm>
    </AuthLayout>
  );
}
