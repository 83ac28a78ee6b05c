import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../src/contract/index.ts';
import { hasSession, markSignedIn } from '../../../../src/lib/api/session.ts';
import { guardRoute, requireUser } from '../../../../src/app/guards.ts';
import { queryClient } from '../../../../src/lib/query-client.ts';
import { installBrowserGlobals } from '../../support/browser-globals.ts';

/** The getInfo answer of a signed-in user of `role`, or a failure envelope. */
function serveUser(role: Role | null) {
  const body = role
    ? {
        code: 200,
        msg: 'success',
        data: {
          name: 'Someone',
          user_id: 7,
          access: [role],
          showLogo: true,
          systemFlag: 'PayHub',
          enableGoogleVerify: false,
          googleSecret: '',
          confirmBind: true,
          account: 'someone01',
        },
      }
    : { code: 500, msg: 'broken', data: null };
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const visit = (path: string) => guardRoute({ request: new Request(`http://localhost${path}`) });

/** Where a loader's answer sends the person, and whether it replaces the history entry. */
function target(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const res = result as Response;
  return { to: res.headers.get('Location'), replace: res.headers.has('X-Remix-Replace') };
}

describe('the route guard', () => {
  beforeEach(() => {
    installBrowserGlobals();
    queryClient.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a session to /login without asking the server', async () => {
    const fetchMock = serveUser('admin');
    expect(target(await visit('/payoutBatch/list')).to).toBe('/login');
    expect(target(await requireUser()).to).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets an allowed role through and fetches the user info only on the first navigation', async () => {
    markSignedIn(1);
    const fetchMock = serveUser('admin');
    expect(await visit('/payoutBatch/list')).toBeNull();
    expect(await visit('/home')).toBeNull();
    expect(await visit('/merchants/list')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('redirects a role that may not open the route to /401, replacing the history entry', async () => {
    markSignedIn(1);
    serveUser('merchant');
    expect(target(await visit('/merchants/list'))).toEqual({ to: '/401', replace: true });
    // The merchant's own variant of the same screen family is allowed.
    expect(await visit('/order/list/merchant')).toBeNull();
  });

  it('sends / home, and lets an unknown path through to the 404 page it is mounted with', async () => {
    markSignedIn(1);
    serveUser('supplier');
    expect(target(await visit('/')).to).toBe('/home');
    expect(await visit('/no/such/page')).toBeNull();
  });

  it('sends a signed-out visitor of an unknown path to /login', async () => {
    serveUser('supplier');
    expect(target(await visit('/no/such/page')).to).toBe('/login');
  });

  it('clears the sign-in mark and returns to /login when the user info cannot be fetched', async () => {
    markSignedIn(1);
    serveUser(null);
    expect(target(await visit('/home')).to).toBe('/login');
    expect(hasSession()).toBe(false);
  });
});
