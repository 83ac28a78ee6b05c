import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
// The app's own adapter (main.tsx loads it too): Toast and Dialog render through React 19's createRoot.
import '../../../src/app/antd-react19.ts';
import { Code, type Page, type Role, type UserInfo } from '../../../src/contract/index.ts';
import { appRoutes } from '../../../src/app/routes/table.ts';
import { activateLanguage, i18n } from '../../../src/lib/i18n/i18n.ts';
import { RouteTableContext } from '../../../src/lib/routes/context.ts';

/**
 * Component tests render a page as the app does (Lingui with the real en-US catalog, a fresh query
 * client, a router at the page's address) and answer its calls at the network layer with MSW: the
 * app's own API client runs, `fetch` is what MSW intercepts. Call `useApiServer()` once per file.
 */
export const server = setupServer();

// The first render loads the page's modules and the catalog; on a busy two-core runner that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

export function useApiServer() {
  let restoreLayout = () => undefined as void;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    restoreLayout = fakeLayout();
    await activateLanguage('en-US');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    restoreLayout();
  });
}

/**
 * happy-dom lays nothing out, so every element measures 0 and the lists' virtualiser (which sizes
 * its window from the scroll pane's clientHeight) would show no card. A phone-sized pane is enough.
 */
function fakeLayout() {
  const proto = HTMLElement.prototype;
  const saved = (['clientHeight', 'clientWidth'] as const).map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  );
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 400 });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}

/** The API's `{code, msg, data}` envelope of a successful answer. */
export const ok = (data: JsonBodyType) => HttpResponse.json({ code: Code.ok, msg: 'ok', data });

export const page = <T,>(list: T[]): Page<T> => ({ list, total: list.length, pageIndex: 1, pageNum: 30 });

/** The getInfo answer of a user of `role` (id `userId`). */
export const userOf = (role: Role, userId: number): UserInfo => ({
  name: role,
  user_id: userId,
  access: [role],
  showLogo: false,
  systemFlag: '',
  enableGoogleVerify: false,
  googleSecret: '',
  confirmBind: true,
  account: role,
});

/** Answers getInfo as the signed-in user of `role` (id `userId`). */
export function signedInAs(role: Role, userId: number) {
  return http.post('*/v1.0/user/getInfo', () => ok(userOf(role, userId) as unknown as JsonBodyType));
}

/** Every call the page made, in order, as `METHOD path` with its JSON body (POST) or query (GET). */
export function recordCalls() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname, body: Object.fromEntries(url.searchParams) as unknown };
    calls.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .json()
        .then((b: unknown) => (entry.body = b))
        .catch(() => undefined);
    }
  });
  return calls;
}

/** `client`: the app's own query client, for a test of what its route loaders started. */
export function renderPage(ui: ReactElement, path: string, client?: QueryClient) {
  const queryClient =
    client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTableContext value={appRoutes}>
            {/* The layout's page pane: the lists look for the nearest scrolling ancestor. */}
            <div style={{ overflowY: 'auto', height: 800 }}>
              <Suspense fallback={null}>{ui}</Suspense>
            </div>
          </RouteTableContext>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, queryClient };
}

/**
 * A phone's width for the page: happy-dom's window is 1024 px wide, where list pages draw their
 * desk table (decision 124); tests of the cards stub `matchMedia` with this (and unstub after).
 */
export const phoneMedia = (query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});
