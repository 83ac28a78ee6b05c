import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import type { UserInfo } from '../contract/index.ts';
import { agentStatusQueryOptions } from '../lib/user/get-agent-status.ts';
import { userInfoQueryOptions } from '../lib/user/get-user-info.ts';
import { clearSession, hasSession } from '../lib/api/session.ts';
import { queryClient } from '../lib/query-client.ts';
import { decide } from '../lib/routes/match.ts';
import { appRoutes } from './routes/table.ts';
import { roleOf } from '../lib/user/role-of.ts';

/**
 * Product 4 login flow: without a session go to /login; the first navigation fetches the user info
 * (later ones read the cache), and when that fails the token is cleared and the person signs in.
 */
async function loadUser(): Promise<UserInfo | Response> {
  if (!hasSession()) return redirect('/login');
  try {
    return await queryClient.ensureQueryData(userInfoQueryOptions());
  } catch {
    clearSession();
    queryClient.clear();
    return redirect('/login');
  }
}

export async function requireUser() {
  const user = await loadUser();
  return user instanceof Response ? user : null;
}

/**
 * Loader of every signed-in route, reading the route table through `decide` (product 4, 6): `/` goes
 * home, a role that may not open the route goes to /401 replacing the entry (so Back does not
 * return to the forbidden page), and an unknown path renders the 404 page it is mounted with.
 */
/**
 * A route guarded `agent` (src/lib/routes/types.ts) opens for supplier agents only. When the
 * answer cannot be had (offline, no cache) the page opens and the server's refusal is what counts.
 */
async function isAgent(user: UserInfo): Promise<boolean> {
  if (roleOf(user) !== 'supplier') return false;
  try {
    return await queryClient.ensureQueryData(agentStatusQueryOptions(user.user_id));
  } catch {
    return true;
  }
}

export async function guardRoute({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const path = new URL(request.url).pathname;
  const user = await loadUser();
  if (user instanceof Response) return user;
  const decision = decide(appRoutes, path, roleOf(user));
  if (decision.kind === 'allow' && decision.route?.guard === 'agent' && !(await isAgent(user))) return replace('/401');
  switch (decision.kind) {
    case 'login':
      return redirect('/login');
    case 'home':
      return redirect('/home');
    case 'forbidden':
      return replace('/401');
    case 'notFound':
    case 'allow':
      return null;
  }
}
