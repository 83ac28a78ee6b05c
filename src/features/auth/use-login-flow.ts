import { useState } from 'react';
import { Code, type GoogleStep } from '../../contract/index.ts';
import { isApiError, type ApiError } from '../../lib/api/wire.ts';
import { login, type LoginInput } from './api/login.ts';
import { clearPendingLogin, setPendingLogin } from './pending-login.ts';
import type { SignInNav } from './sign-in-nav.ts';

interface Issue {
  field: string;
  msgId: string;
}

function issuesOf(err: ApiError): Issue[] {
  const issues = (err.data as { issues?: Issue[] } | null)?.issues;
  return Array.isArray(issues) ? issues : [];
}

/**
 * Submits the login call for both steps. Code 1004 moves to the Google step with the typed account
 * and password kept in memory; field errors of the server go to `showIssues`; any other failure is
 * kept as an error (not a string) so it re-renders in the language chosen afterwards.
 */
export function useLoginFlow(nav: SignInNav, showIssues: (issues: Issue[]) => boolean) {
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (input: LoginInput) => {
    if (loading) return;
    setError(null);
    setLoading(true);
    let signedIn = false;
    try {
      await login(input);
      signedIn = true;
      clearPendingLogin();
      nav.signedIn();
    } catch (err) {
      if (isApiError(err) && err.code === Code.googleCodeRequired && !input.googleCode) {
        setPendingLogin({ userName: input.userName.trim(), password: input.password, ...(err.data as GoogleStep) });
        nav.toStep('googleVerify');
        return;
      }
      if (isApiError(err) && showIssues(issuesOf(err))) return;
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      // Still busy after a good sign-in: the form stays put until the app's home replaces it.
      if (!signedIn) setLoading(false);
    }
  };

  return { submit, error, loading };
}
