/** The two steps of signing in (product 2.1, product 4): account and password, then the Google code. */
export type SignInStep = 'login' | 'googleVerify';

export const signInStepPaths: Record<SignInStep, string> = { login: '/login', googleVerify: '/googleVerify' };

export const signInStepOf = (pathname: string): SignInStep =>
  pathname === signInStepPaths.googleVerify ? 'googleVerify' : 'login';

/**
 * How the steps move. Inside the app the router does it (routes.ts); on the sign-in page, which
 * loads without the router (src/sign-in.tsx, decision 061), the history API does.
 */
export interface SignInNav {
  toStep(step: SignInStep, options?: { replace?: boolean }): void;
  /** After a good sign-in: the app's home, with no way Back to the form. */
  signedIn(): void;
}
