import { cp, rm } from 'node:fs/promises';
import { expect, test as base, type Browser, type BrowserContextOptions } from '@playwright/test';
import { accounts, demoPassword, googleCode, type DemoAccount } from './accounts.ts';
import { e2eDataRoot, freePort, startServer, templateDir } from './server.ts';
import { markValue, signedInMarkKey } from './session.ts';

/** A signed-in browser state as Playwright stores it (cookies and each origin's localStorage). */
export type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface WorkerFixtures {
  /** This worker's own server: the real one, on its own port, with its own copy of the demo data. */
  server: { origin: string };
  /** Each demo account signed in once on this worker's server. */
  sessions: Record<DemoAccount, SignedInState>;
}

interface TestFixtures {
  /** The demo account the test's page starts signed in as (`test.use({ account: 'admin0001' })`). */
  account: DemoAccount | undefined;
}

/**
 * One session through the real login call, stored as the app has it: the HttpOnly token cookie the
 * answer set in the context, and the app's non-secret sign-in mark in localStorage (written into
 * the state directly: loading the app only to set it cost a page load per account and worker).
 */
async function signIn(browser: Browser, origin: string, account: DemoAccount): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const res = await context.request.post('/v1.0/user/login', {
      data: {
        userName: account,
        password: demoPassword,
        ...(account === 'admin0002' ? { googleCode: googleCode('admin0002') } : {}),
      },
    });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code, `${account}: ${body.msg}`).toBe(200);
    const { cookies } = await context.storageState();
    return {
      cookies,
      origins: [{ origin, localStorage: [{ name: signedInMarkKey, value: markValue(`e2e-${account}`) }] }],
    };
  } finally {
    await context.close();
  }
}

/**
 * The e2e `test`: every worker runs its own server on a copy of the seeded demo data, so workers
 * run in parallel and never share a demo account's data or sessions. Specs import `test` and
 * `expect` from here, never from '@playwright/test'.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern: the server needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = `${e2eDataRoot}worker-${workerInfo.workerIndex}`;
      await rm(dataDir, { recursive: true, force: true });
      await cp(templateDir, dataDir, { recursive: true });
      // A port another process takes between the probe and the server's listen: try another.
      let server;
      for (let attempt = 1; !server; attempt++) {
        try {
          const port = await freePort();
          // The public address is the server's own origin: passkeys are bound to it (decision 134).
          server = await startServer({
            dataDir,
            port,
            logFile: `${dataDir}.log`,
            env: { PUBLIC_URL: `http://localhost:${port}` },
          });
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await use({ origin: server.origin });
      await server.stop();
      // E2E_KEEP_DATA=1 keeps each worker's database for reading after a failure.
      if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  sessions: [
    async ({ browser, server }, use) => {
      const sessions = {} as Record<DemoAccount, SignedInState>;
      for (const account of accounts) sessions[account] = await signIn(browser, server.origin, account);
      await use(sessions);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  account: [undefined, { option: true }],
  baseURL: async ({ server }, use) => {
    await use(server.origin);
  },
  storageState: async ({ account, sessions }, use) => {
    await use(account ? sessions[account] : undefined);
  },
});

export { expect };
