import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Code, isMessageId, type GoogleStep } from '../../contract/index.ts';
import { isApiError, type ApiError } from '../../lib/api/client.ts';
import { translateMessageId } from '../../lib/i18n/server-messages.ts';
import { useLogin, type LoginInput } from './api/login.ts';
import type { FormInstance } from './form-rules.ts';
import { clearPendingLogin, setPendingLogin } from './pending-login.ts';

/** Field names of the login call, as the server names them in `data.issues`. */
const formFields = ['userName', 'password', 'googleCode'] as const;

interface Issue {
  field: string;
  msgId: string;
}

function fieldIssues(err: ApiError): Issue[] {
  const issues = (err.data as { issues?: Issue[] } | null)?.issues;
  return Array.isArray(issues) ? issues.filter((i) => (formFields as readonly string[]).includes(i.field)) : [];
}

/**
 * Submits the login call for both steps. Code 1004 moves to /googleVerify with the typed account
 * and password kept in memory; field errors of the server go under their fields; any other failure
 * is kept as an error (not a string) so it re-renders in the language chosen afterwards.
 */
export function useLoginFlow(form: FormInstance) {
  const navigate = useNavigate();
  const mutation = useLogin();
  const [error, setError] = useState<ApiError | Error | null>(null);

  const submit = async (input: LoginInput) => {
    setError(null);
    try {
      await mutation.mutateAsync(input);
      clearPendingLogin();
      await navigate('/home', { replace: true });
    } catch (err) {
      if (isApiError(err) && err.code === Code.googleCodeRequired && !input.googleCode) {
        setPendingLogin({ userName: input.userName.trim(), password: input.password, ...(err.data as GoogleStep) });
        await navigate('/googleVerify');
        return;
      }
      const issues = isApiError(err) ? fieldIssues(err) : [];
      if (issues.length > 0) {
        form.setFields(
          issues.map((i) => ({ name: i.field, errors: [isMessageId(i.msgId) ? translateMessageId(i.msgId) : i.msgId] })),
        );
        return;
      }
      setError(err instanceof Error ? err : new Error(String(err)));
    }
  };

  return { submit, error, loading: mutation.isPending, clearError: () => setError(null) };
}
