import { useLingui } from '@lingui/react/macro';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { googleCodeSchema } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { zodRule } from '../form-rules.ts';
import { clearPendingLogin, getPendingLogin } from '../pending-login.ts';
import { useLoginFlow } from '../use-login-flow.ts';
import { useRevalidateOnLocale } from '../use-revalidate-on-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth-form.module.css';
import { FieldInput } from './field-input.tsx';
import { GoogleBindPanel } from '../../../components/google-bind-panel/google-bind-panel.tsx';

// Spec 5: the Google code is required; the contract's schema then checks its 6 digits.
const googleCodeRule = zodRule(z.string().trim().min(1, 'validation.required').pipe(googleCodeSchema));

/** Step two when the account has Google verification on (code 1004): the 6-digit code. */
export function GoogleVerifyPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ googleCode: string }>();
  const { submit, error, loading } = useLoginFlow(form);
  useRevalidateOnLocale(form);
  // Read once: the pending login is cleared on success, while this page is still mounted.
  const [pending] = useState(getPendingLogin);
  if (!pending) return <Navigate to="/login" replace />;

  const account = pending.userName;
  const startOver = () => {
    clearPendingLogin();
    void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      title={t({ id: 'auth.titles.googleVerify', message: 'Google verification' })}
      subtitle={t({
        id: 'auth.texts.googleVerifyFor',
        message: `Enter the 6-digit code from Google Authenticator for ${account}`,
      })}
    >
      {pending.needBind && pending.otpauthUri && <GoogleBindPanel otpauthUri={pending.otpauthUri} />}
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        className={styles.form}
        onFinish={({ googleCode }) =>
          void submit({ userName: pending.userName, password: pending.password, googleCode })
        }
        footer={
          <div className={styles.actions}>
            <ErrorAlert error={error} />
            <Button block type="submit" color="primary" size="large" loading={loading} className={styles.submit}>
              {t({ id: 'auth.buttons.verify', message: 'Verify and sign in' })}
            </Button>
            <button type="button" className={styles.link} onClick={startOver}>
              {t({ id: 'auth.buttons.useAnotherAccount', message: 'Use another account' })}
            </button>
          </div>
        }
      >
        <Form.Item
          name="googleCode"
          label={t({ id: 'auth.fields.googleCode', message: 'Google code' })}
          rules={[googleCodeRule]}
        >
          <FieldInput
            className={styles.code}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            enterKeyHint="go"
            maxLength={6}
            placeholder="000000"
            autoFocus
          />
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
