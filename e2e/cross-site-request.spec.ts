import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoPassword } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { markSignedIn } from './support/session.ts';

/**
 * Decision 041: admin0001 is signed in on the app's origin (localhost) and opens a page another
 * site serves (127.0.0.1, another site), which auto-submits HTML forms and follows a link to the
 * write calls. Its requests carry only what the browser adds on its own: the victim survives.
 */
interface Attacker {
  origin: string;
  server: Server;
}

async function startAttacker(pages: Record<string, string>): Promise<Attacker> {
  const server = createServer((req, res) => {
    const html = pages[req.url ?? ''];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('a page on another site cannot delete a user, reset its pay password or clear the monitor log', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  // Signed in through the real calls, so the browser holds the cookies exactly as the server set them.
  const login = await context.request.post('/v1.0/user/login', {
    data: { userName: 'admin0001', password: demoPassword },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const second = await context.request.post('/v1.0/user/login2', {
    headers: { token },
    data: { password: demoPassword, logInReason: 'e2e cross-site' },
  });
  const token2 = ((await second.json()) as { data: { token: string } }).data.token;
  const cookies = await context.cookies(server.origin);
  expect(cookies.filter((c) => c.name === 'token' || c.name === 'token2').map((c) => [c.name, c.sameSite])).toEqual([
    ['token', 'Strict'],
    ['token2', 'Strict'],
  ]);

  // The disposable victim, made through the API first.
  const account = `csrf${Date.now() % 100_000_000}`;
  const made = await context.request.post('/v1.0/admin/addUser', {
    headers: { token, token2 },
    data: { nickname: 'CSRF victim', account, password: 'Pass1234', access: 'customerService' },
  });
  const victim = ((await made.json()) as { code: number; data: { id: number } }).data.id;
  expect(victim).toBeGreaterThan(0);
  const victimStatus = async () => {
    const res = await context.request.get('/v1.0/admin/getUserList', {
      headers: { token },
      params: { account, pageIndex: 1, pageNum: 10 },
    });
    return ((await res.json()) as { data: { list: { status: string }[] } }).data.list[0]?.status;
  };
  expect(await victimStatus()).toBe('normal');

  // The app itself is signed in on its origin.
  const app = await context.newPage();
  await app.goto('/login');
  await markSignedIn(app);
  await app.goto('/');
  await expect(app).not.toHaveURL(/\/login/);

  const api = server.origin;
  const autoSubmit = (action: string, enctype: string) =>
    `<form method="POST" action="${action}" enctype="${enctype}"><input name="id" value="${victim}"></form><script>document.forms[0].submit()</script>`;
  const attacker = await startAttacker({
    '/delete-form': autoSubmit(`${api}/v1.0/admin/deleteUser?id=${victim}`, 'application/x-www-form-urlencoded'),
    '/reset-form': autoSubmit(`${api}/v1.0/admin/resetPayPassword?id=${victim}`, 'text/plain'),
    '/clear-form': autoSubmit(`${api}/v1.0/monitorLog/clear`, 'multipart/form-data'),
    '/delete-link': `<a id="go" href="${api}/v1.0/admin/deleteUser?id=${victim}">win a prize</a><script>document.getElementById('go').click()</script>`,
  });
  try {
    const page = await context.newPage();
    for (const [path, target] of [
      ['/delete-form', '/v1.0/admin/deleteUser'],
      ['/reset-form', '/v1.0/admin/resetPayPassword'],
      ['/clear-form', '/v1.0/monitorLog/clear'],
      ['/delete-link', '/v1.0/admin/deleteUser'],
    ] as const) {
      const answered = page.waitForResponse((r) => r.url().startsWith(`${api}${target}`));
      await page.goto(`${attacker.origin}${path}`);
      const answer = (await (await answered).json()) as { code: number; msgId?: string };
      // No session (the Strict cookies stayed home), not JSON (415), or no such GET route (404).
      expect([path, [1003, 415, 404].includes(answer.code)]).toEqual([path, true]);
    }
    expect(await victimStatus()).toBe('normal');
  } finally {
    attacker.server.close();
    await context.close();
  }
});
