import { redirect } from 'react-router';
import { userInfoQueryOptions } from '../features/auth/api/get-user-info.ts';
import { clearSession, hasSession } from './api/session.ts';
import { queryClient } from './query-client.ts';

/**
 * Spec 4 login flow: without a session go to /login; the first navigation fetches the user info
 * (later ones read the cache), and when that fails the token is cleared and the person signs in.
 */
export async function requireUser() {
  if (!hasSession()) return redirect('/login');
  try {
    await queryClient.ensureQueryData(userInfoQueryOptions());
  } catch {
    clearSession();
    queryClient.clear();
    return redirect('/login');
  }
  return null;
}
