import type { SignInNav, SignInStep } from '../sign-in-nav.ts';
import { GoogleStep } from './google-step.tsx';
import { LoginStep } from './login-step.tsx';

/**
 * The sign-in steps (product 2.1), the same inside the app (routes.ts) and on the sign-in page that
 * loads before it (src/sign-in.tsx); only how they move differs (`nav`).
 */
export function SignInScreen({ step, nav }: { step: SignInStep; nav: SignInNav }) {
  return step === 'googleVerify' ? <GoogleStep nav={nav} /> : <LoginStep nav={nav} />;
}
