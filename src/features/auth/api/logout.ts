import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { clearSession } from '../../../lib/api/session.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Ends the session on the server when it can; the local session is forgotten either way. */
export async function logout(): Promise<void> {
  try {
    await request(userCalls.logout, {});
  } catch {
    // Offline or already expired: signing out locally is what the person asked for.
  } finally {
    clearSession();
    queryClient.clear();
  }
}
