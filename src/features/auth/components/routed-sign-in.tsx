import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { signInStepOf, signInStepPaths, type SignInNav } from '../sign-in-nav.ts';
import { SignInScreen } from './sign-in-screen.tsx';

/** The sign-in steps inside the app (after a sign-out or an expired session), moved by the router. */
export function RoutedSignIn() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useMemo<SignInNav>(
    () => ({
      toStep: (step, options) => void navigate(signInStepPaths[step], { replace: options?.replace ?? false }),
      signedIn: () => {
        // A previous user's data must never show for the new one.
        queryClient.removeQueries();
        void navigate('/home', { replace: true });
      },
    }),
    [navigate],
  );
  return <SignInScreen step={signInStepOf(pathname)} nav={nav} />;
}
