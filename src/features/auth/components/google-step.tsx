import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { checkGoogleCode } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { cleanGoogleCode, googleCodeInputProps, googleCodeLabel } from '../../../components/forms/google-code.ts';
import { clearPendingLogin, getPendingLogin } from '../pending-login.ts';
import { useSignInFields } from '../sign-in-fields.ts';
import type { SignInNav } from '../sign-in-nav.ts';
import { useLoginFlow } from '../use-login-flow.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth-form.module.css';
import { FieldInput } from './field-input.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SubmitButton } from './submit-button.tsx';

// Only an account that has no authenticator yet sees the key and its QR code: loaded then.
const GoogleBindPanel = lazy(async () => ({
  default: (await import('../../../components/google-bind-panel/google-bind-panel.tsx')).GoogleBindPanel,
}));

const checks = { googleCode: checkGoogleCode };

/** Step two when the account has Google verification on (code 1004): the 6-digit code. */
export function GoogleStep({ nav }: { nav: SignInNav }) {
  const { t, i18n } = useLingui();
  const form = useSignInFields(checks);
  const { submit, error, loading } = useLoginFlow(nav, form.showIssues);
  // Read once: the pending login is cleared on success, while this step is still shown.
  const [pending] = useState(getPendingLogin);
  // A reload forgets the typed password (memory only): the first step again.
  useEffect(() => {
    if (!pending) nav.toStep('login', { replace: true });
  }, [pending, nav]);
  if (!pending) return null;
  const account = pending.userName;

  const startOver = () => {
    clearPendingLogin();
    nav.toStep('login', { replace: true });
  };

  return (
    <AuthLayout
      title={t({ id: 'auth.titles.googleVerify', message: 'Google verification' })}
      subtitle={t({
        id: 'auth.texts.googleVerifyFor',
        message: `Enter the 6-digit code from Google Authenticator for ${account}, or one of its 10-digit recovery codes`,
      })}
    >
      {pending.needBind && pending.otpauthUri && (
        <Suspense fallback={null}>
          <GoogleBindPanel otpauthUri={pending.otpauthUri} />
        </Suspense>
      )}
      <SignInForm
        validate={form.validate}
        onValid={() =>
          void submit({ userName: account, password: pending.password, googleCode: form.values.googleCode })
        }
      >
        <FieldInput
          name="googleCode"
          label={i18n._(googleCodeLabel)}
          value={form.values.googleCode}
          onValue={(v) => form.change('googleCode', cleanGoogleCode(v))}
          error={form.errors.googleCode}
          inputClassName={styles.code}
          {...googleCodeInputProps}
          enterKeyHint="go"
          placeholder="000000"
          autoFocus
        />
        <div className={styles.actions}>
          <ErrorAlert error={error} />
          <SubmitButton loading={loading}>
            {t({ id: 'auth.buttons.verify', message: 'Verify and sign in' })}
          </SubmitButton>
          <button type="button" className={styles.link} onClick={startOver}>
            {t({ id: 'auth.buttons.useAnotherAccount', message: 'Use another account' })}
          </button>
        </div>
      </SignInForm>
    </AuthLayout>
  );
}
