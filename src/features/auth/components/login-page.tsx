import { useLingui } from '@lingui/react/macro';
import { Button, Form } from 'antd-mobile';
import { userCalls } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import type { LoginInput } from '../api/login.ts';
import { zodRule } from '../form-rules.ts';
import { getPendingLogin } from '../pending-login.ts';
import { useLoginFlow } from '../use-login-flow.ts';
import { useRevalidateOnLocale } from '../use-revalidate-on-locale.ts';
import { AuthLayout } from './auth-layout.tsx';
import styles from './auth-form.module.css';
import { FieldInput } from './field-input.tsx';
import { PasswordInput } from './password-input.tsx';

const fields = userCalls.login.input.shape;

/** Step one of signing in: account and password (spec 4 login flow, spec 5 trimming). */
export function LoginPage() {
  const { t } = useLingui();
  const [form] = Form.useForm<LoginInput>();
  const { submit, error, loading } = useLoginFlow(form);
  useRevalidateOnLocale(form);

  return (
    <AuthLayout
      subtitle={t({ id: 'auth.titles.login', message: 'Sign in to your account' })}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        className={styles.form}
        initialValues={{ userName: getPendingLogin()?.userName ?? '' }}
        onFinish={(values: LoginInput) => void submit(values)}
        footer={
          <div className={styles.actions}>
            <ErrorAlert error={error} />
            <Button block type="submit" color="primary" size="large" loading={loading} className={styles.submit}>
              {t({ id: 'auth.buttons.login', message: 'Sign in' })}
            </Button>
          </div>
        }
      >
        <Form.Item
          name="userName"
          label={t({ id: 'auth.fields.account', message: 'Account' })}
          rules={[zodRule(fields.userName)]}
        >
          <FieldInput
            placeholder={t({ id: 'auth.placeholders.account', message: 'Enter your account' })}
            autoComplete="username"
            autoCapitalize="off"
            autoCorrect="off"
            enterKeyHint="next"
            clearable
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t({ id: 'auth.fields.password', message: 'Password' })}
          rules={[zodRule(fields.password)]}
        >
          <PasswordInput
            placeholder={t({ id: 'auth.placeholders.password', message: 'Enter your password' })}
            autoComplete="current-password"
            enterKeyHint="go"
          />
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
