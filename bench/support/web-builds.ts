// What the browser benches share: a build of this tree or of an earlier commit, a server of that
// build on fresh demo data (the e2e suite's starter), reached directly (plain HTTP/1.1) or through
// the TLS proxy, a signed-in session and the median.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signHashes, signParams } from '../../src/contract/index.ts';
import { demoMerchantKeys } from '../../server/seed/demo-users.ts';
import { freePort, repoRoot as root, startServer as startE2eServer } from '../../e2e/support/server.ts';
import { startTlsProxy } from './tls-proxy.ts';

export { freePort };

const demoPassword = 'Demo1234';

export type Protocol = 'h2' | 'http1';

/** The tree to measure: this one (`rev` null), or `rev` checked out beside it sharing its node_modules. */
export function prepareTree(rev: string | null, prefix: string): { dir: string; label: string; cleanup: () => void } {
  if (rev === null) {
    console.log('building this tree…');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim()
      ? '+changes'
      : '';
    return { dir: root, label: `${head}${dirty}`, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-base-`));
  const sha = execFileSync('git', ['rev-parse', '--short', rev], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`building ${rev} (${sha}) in ${dir}…`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync('npm', ['run', '-s', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    dir,
    label: `${rev} (${sha})`,
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
      execFileSync('git', ['worktree', 'prune'], { cwd: root });
    },
  };
}

/** The tree's own server on fresh demo data (behind the TLS proxy for h2); resolves once /healthz answers. */
export async function startServer(
  dir: string,
  protocol: Protocol,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
  const port = await freePort();
  // Seeding the demo data takes about 25 s on a quiet machine; a loaded one, much longer.
  const server = await startE2eServer({
    dataDir: join(dataDir, 'db'),
    port,
    logFile: join(dataDir, 'server.log'),
    timeoutMs: 300_000,
    cwd: dir,
    env: { HOST: '127.0.0.1', ...(protocol === 'h2' ? { TRUST_PROXY: '127.0.0.1' } : {}) },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const proxy = protocol === 'h2' ? await startTlsProxy(port) : null;
  return {
    origin: proxy?.origin ?? `http://127.0.0.1:${port}`,
    stop: async () => {
      await proxy?.stop();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs `account` in with the API and writes the app's signed-in mark, on /healthz, which is no
 * page of the app: no service worker registers while the mark is written.
 */
export async function signInForBench(
  context: BrowserContext,
  page: Page,
  origin: string,
  account: string,
): Promise<void> {
  const answer = await context.request.post(`${origin}/v1.0/user/login`, {
    data: { userName: account, password: demoPassword },
  });
  if (((await answer.json()) as { code: number }).code !== 200) throw new Error(`${account} could not sign in`);
  await page.goto(`${origin}/healthz`);
  await page.evaluate(
    (mark) =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'signedIn',
        mark,
      ),
    JSON.stringify({ id: 'bench', expiresAt: Date.now() + 86_400_000 }),
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A new order's payUrl path, as merchant01's server gets it: a signed create of the demo UPI
 * product (merchant01's id read from admin0001's merchant options first).
 */
export async function checkoutPath(context: BrowserContext, origin: string): Promise<string> {
  const login = await context.request.post(`${origin}/v1.0/user/login`, {
    data: { userName: 'admin0001', password: 'Demo1234' },
  });
  if (((await login.json()) as { code: number }).code !== 200) throw new Error('admin0001 could not sign in');
  const merchants = (await (await context.request.get(`${origin}/v1.0/user/getUserOptions?role=merchant`)).json()) as {
    data: { value: number; account: string }[];
  };
  const merchant01 = merchants.data.find((m) => m.account === 'merchant01');
  if (!merchant01) throw new Error('no merchant01 in the demo data');
  const params = { mchId: merchant01.value, productId: 3024, mchOrderNo: `BENCH-WEB-${Date.now()}`, amount: 31_415 };
  const answer = await context.request.post(`${origin}/v1.0/api/order/create`, {
    data: { ...params, sign: signParams(params, demoMerchantKeys.merchant01!, signHashes.MD5) },
  });
  const body = (await answer.json()) as { code: number; msg: string; data?: { payUrl: string } };
  if (body.code !== 200 || !body.data) throw new Error(`the checkout order was refused: ${body.msg}`);
  return new URL(body.data.payUrl).pathname;
}

/** A page the web benches open (bench:web, bench:chunks), signed in as its account or signed out. */
export interface BenchPage {
  label: string;
  /** The page's path; `checkout` stands for the payUrl of an order made for the run. */
  path: string;
  account: 'merchant01' | 'admin0001' | null;
}

export const benchPages: readonly BenchPage[] = [
  { label: 'sign-in', path: '/login', account: null },
  { label: 'home, merchant01', path: '/home', account: 'merchant01' },
  // A merchant's own list (`/order/list` is the staff's, which sends a merchant to 401).
  { label: 'order list, merchant01', path: '/order/list/merchant', account: 'merchant01' },
  { label: 'home, admin0001', path: '/home', account: 'admin0001' },
  { label: 'order list, admin0001', path: '/order/list', account: 'admin0001' },
  // The payer's checkout page (decision 113) of an order merchant01 creates through the API.
  { label: 'checkout, payer', path: 'checkout', account: null },
];
