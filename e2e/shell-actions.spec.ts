import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { chooseLanguage } from './support/profile-steps.ts';
import { demoPassword } from './support/accounts.ts';
import { apiGet, apiLogin, openUserMenuEntry, press, snapshot, typeInto } from './support/shell-helpers.ts';
import { signedInMarkKey } from './support/session.ts';

/**
 * The app shell's actions against the real server, as a person does them: a finger on the phone
 * project, a mouse on the desktop one, reading what the screen says (in Simplified Chinese).
 */
test.use({ locale: 'zh-CN' });

test.describe('online users (superadmin)', () => {
  test.use({ account: 'superadmin' });

  test('force logout asks for the second-level password once, then ends the session', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Another account's session made here from "an Android phone", told apart by its user agent.
    const device = `e2e-shell-${test.info().project.name}-${Date.now()}`;
    const userAgent = `Mozilla/5.0 (Linux; Android 14; ${device}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36`;
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'User-Agent': userAgent } });
    const otherToken = await apiLogin(other, 'agent0001');

    await page.goto('/setting/logged-user-list');
    // A card on the phone, the desk table's row at 1440 px (decision 124): the same fields and button.
    const sessionItems = page.getByTestId(/^session-(card|row)$/);
    const card = sessionItems.filter({ has: page.locator(`[title="${userAgent}"]`) });
    await expect(card).toBeVisible();
    // The card names the browser and the device, not the raw user agent.
    await expect(card.getByTestId('session-device')).toHaveText('Android 上的 Chrome');
    await expect(sessionItems.filter({ hasText: '当前会话' })).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await snapshot(page, 'online-users');

    await press(card.getByRole('button', { name: '强制下线' }));
    await press(page.getByRole('dialog').getByRole('button', { name: '强制下线' }));

    // The server answers 1024: the second-level dialog opens.
    const dialog = page.getByRole('dialog').filter({ hasText: '需要二级密码' });
    await expect(dialog.getByRole('alert').first()).toHaveText('需要二级密码');
    await snapshot(page, 'second-level');
    await typeInto(page, '二级密码', 'Wrong1234');
    await typeInto(page, '登录原因', 'e2e: end a stale session');
    await press(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByText('登录失败：密码错误')).toBeVisible();
    // The password is cleared after each try (product 5), the dialog stays open.
    await expect(page.getByLabel('二级密码', { exact: true })).toHaveValue('');
    await snapshot(page, 'second-level-failed');

    await typeInto(page, '二级密码', demoPassword);
    await press(dialog.getByRole('button', { name: '确定' }));
    // The force logout is retried by itself and succeeds.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('agent0001 已下线')).toBeVisible();
    await expect(card).toHaveCount(0);

    const after = await other.post('/v1.0/user/getInfo', { headers: { token: otherToken }, data: {} });
    expect(((await after.json()) as { code: number }).code).toBe(1003);
    await other.dispose();
  });
});

test.describe('a session ended elsewhere', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the live connection says the login expired and sends the person to the login page with the session forgotten', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const token = await apiLogin(api, 'merchant01');
    // Signed in before the app's first load, as a person who signed in yesterday: loading /login
    // first let its service worker take over in the middle of the next load on a busy machine.
    await page
      .context()
      .addCookies([{ name: 'token', value: token, url: baseURL!, httpOnly: true, sameSite: 'Strict' }]);
    await page.addInitScript(
      ([key, mark]) => {
        // Once per tab: the final check reads what the app left after the session ended.
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem(key, mark);
        localStorage.setItem('heartbeatKey', 'hb-e2e');
      },
      [signedInMarkKey, JSON.stringify({ id: 'e2e', expiresAt: Date.now() + 86_400_000 })] as const,
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /欢迎，Merchant 01/ })).toBeVisible();
    // The socket must be up before the session ends: on a loaded machine a home page call still
    // under way would meet the 1003 first, and that path signs out without the dialog.
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'connected');

    // Signed out from another place (the same as a forced logout).
    const res = await api.post('/v1.0/user/logout', { headers: { token }, data: {} });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    await api.dispose();

    // The websocket hears of it at once (code 1003, product 8): no action of the person is needed.
    const expired = page.getByRole('dialog').filter({ hasText: '登录已过期' });
    await expect(expired).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await press(expired.getByRole('button', { name: '确定' }));
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    const stored = await page.evaluate(
      (mark) => [localStorage.getItem(mark), localStorage.getItem('heartbeatKey')],
      signedInMarkKey,
    );
    expect(stored).toEqual([null, null]);
  });
});

interface MessageRow {
  msg_id: number;
  title: string;
}

/** A message as the server answers it to a reader of `lang`. */
async function contentIn(page: Page, msgId: number, lang: string): Promise<{ content: string; title: string }> {
  const res = await page.request.get(`/v1.0/message/content?msg_id=${msgId}`, { headers: { 'accept-language': lang } });
  const body = (await res.json()) as { code: number; data: { content: string; title: string } };
  expect(body.code).toBe(200);
  return body.data;
}

test.describe('inbox (merchant01)', () => {
  test.use({ account: 'merchant01' });

  test('reads its messages in the language on screen, and again in the one chosen', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'not about the screen: the phone project covers it');
    await page.goto('/message');
    const first = page.locator('[data-msg-id]').first();
    const msgId = Number(await first.getAttribute('data-msg-id'));
    const zh = await contentIn(page, msgId, 'zh-CN');
    const en = await contentIn(page, msgId, 'en-US');
    expect(zh.title).not.toBe(en.title);
    await expect(first).toContainText(zh.title);
    await chooseLanguage(page, 'English');
    await expect(page.locator(`[data-msg-id="${msgId}"]`)).toContainText(en.title);
    await expect(page.locator(`[data-msg-id="${msgId}"]`)).not.toContainText(zh.title);
  });

  test('opening an unread message shows it and counts it read; remove and restore move it', async ({ page }) => {
    await page.goto('/home');
    // The avatar carries the unread count, and the menu entry says it (decision 068).
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveText(/^\d+\+?$/);
    await openUserMenuEntry(page, '条未读');
    await expect(page).toHaveURL(/\/message$/);

    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    const countOf = async (name: string) => Number(/(\d+)/.exec(await tab(name).innerText())?.[1]);
    await expect(tab('未读')).toHaveText(/\d+/);
    const unreadBefore = await countOf('未读');
    if (unreadBefore <= 99) await expect(badge).toHaveText(String(unreadBefore));
    // Each project reads one message for good: the seed must leave merchant01 an unread one per project.
    expect(unreadBefore, 'merchant01 has an unread message left in the demo inbox').toBeGreaterThan(0);
    await snapshot(page, 'messages');

    // The newest unread message is first.
    const first = page.locator('[data-msg-id]').first();
    const msgId = Number(await first.getAttribute('data-msg-id'));
    // The screen is in Simplified Chinese, and so is the message (decision 068).
    const expected = await contentIn(page, msgId, 'zh-CN');
    await press(first.getByRole('button').first());
    const reader = page.getByRole('article', { name: expected.title });
    await expect(reader.getByRole('heading', { name: expected.title })).toBeVisible();
    await expect(reader.getByTestId('message-content')).toHaveText(expected.content);
    await expect(tab('未读')).toHaveText(new RegExp(`${unreadBefore - 1}$`));
    if (unreadBefore - 1 > 0 && unreadBefore - 1 <= 99) await expect(badge).toHaveText(String(unreadBefore - 1));
    else if (unreadBefore - 1 === 0) await expect(badge).toHaveCount(0);
    await snapshot(page, 'message-open');
    await press(reader.getByRole('button', { name: '关闭' }));
    await expect(reader).toBeHidden();

    // It is read now: remove it to the trash, then restore it.
    const card = page.locator(`[data-msg-id="${msgId}"]`);
    await press(tab('已读'));
    await press(card.getByRole('button', { name: /^删除/ }));
    await expect(card).toHaveCount(0);
    await press(tab('回收站'));
    await expect(card).toBeVisible();
    await press(card.getByRole('button', { name: /^还原/ }));
    await expect(card).toHaveCount(0);
    await press(tab('已读'));
    await expect(card).toBeVisible();

    // The server agrees once the page is loaded again.
    const lists = await apiGet<{ unread: MessageRow[]; readed: MessageRow[] }>(page, '/v1.0/message/init');
    expect(lists.readed.map((m) => m.msg_id)).toContain(msgId);
    expect(lists.unread).toHaveLength(unreadBefore - 1);
  });
});

interface Stats {
  orderCount: number;
  successCount: number;
  successRate: number;
  amount: number;
  successAmount: number;
}

test.describe('home (merchant01)', () => {
  test.use({ account: 'merchant01' });

  test('shows the three statistic cards with the figures the server gives', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'not about the screen: the phone project covers it');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /欢迎，Merchant 01/ })).toBeVisible();

    // The same local-day bounds the page sends, computed in the browser's time zone.
    const params = await page.evaluate(() => {
      const now = new Date();
      const at = (d: number) =>
        new Date(now.getFullYear(), now.getMonth(), now.getDate() + d).toISOString().slice(0, 19).replace('T', ' ');
      return { today: at(0), tomorrow: at(1), yesterday: at(-1) };
    });
    const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const answers: [string, Stats][] = [
      [
        '今日',
        await apiGet<Stats>(
          page,
          `/v1.0/order/statistics/today?${q({ todayDate: params.today, tomorrowDate: params.tomorrow })}`,
        ),
      ],
      [
        '昨日',
        await apiGet<Stats>(
          page,
          `/v1.0/order/statistics/yesterday?${q({ yesterdayDate: params.yesterday, todayDate: params.today })}`,
        ),
      ],
      ['累计', await apiGet<Stats>(page, '/v1.0/order/statistics/total')],
    ];
    const money = (minor: number) =>
      new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
    const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);
    const rate = (r: number) =>
      new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 2 }).format(r);

    for (const [name, s] of answers) {
      const card = page.getByRole('region', { name, exact: true });
      await expect(card.getByTestId('stat-orderCount')).toHaveText(count(s.orderCount));
      await expect(card.getByTestId('stat-successCount')).toHaveText(count(s.successCount));
      await expect(card.getByTestId('stat-successRate')).toHaveText(rate(s.successRate));
      await expect(card.getByTestId('stat-amount')).toHaveText(money(s.amount));
      await expect(card.getByTestId('stat-successAmount')).toHaveText(money(s.successAmount));
    }

    const latest = await apiGet<{ list: { orderCode: string }[] }>(page, '/v1.0/order/getList?pageIndex=1&pageNum=5');
    await expect(page.getByTestId('latest-order')).toHaveCount(latest.list.length);
    await expect(page.getByTestId('latest-order').first()).toContainText(latest.list[0]!.orderCode);
    const balance = await apiGet<{ availableBalance: number }>(page, '/v1.0/user/getTotalBalance');
    await expect(page.getByTestId('balance-available')).toHaveText(money(balance.availableBalance));
    await snapshot(page, 'home-merchant');
  });

  test('the cards keep their place while the figures are on their way: nothing below them moves', async ({ page }) => {
    // The figures and the balance answer 1.5 s late, so the page is read while they travel.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v1\.0\/(order\/statistics\/|user\/getTotalBalance)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home');
    const balance = page.getByRole('region', { name: '余额', exact: true });
    const total = page.getByRole('region', { name: '累计', exact: true });
    await expect(total).toHaveAttribute('aria-busy', 'true');
    await expect(balance).toHaveAttribute('aria-busy', 'true');
    const before = { balance: await balance.boundingBox(), total: await total.boundingBox() };

    release();
    await expect(total.getByTestId('stat-orderCount')).toHaveText(/\d/);
    await expect(balance.getByTestId('balance-available')).toHaveText(/\d/);
    await expect(total).toHaveAttribute('aria-busy', 'false');
    const after = { balance: await balance.boundingBox(), total: await total.boundingBox() };
    // The last card starts where it did and is as tall: the figures took the bars' place.
    expect(after.total?.y).toBeCloseTo(before.total?.y ?? Number.NaN, 0);
    expect(after.total?.height).toBeCloseTo(before.total?.height ?? Number.NaN, 0);
    expect(after.balance?.height).toBeCloseTo(before.balance?.height ?? Number.NaN, 0);
  });
});

test.describe('error log (supplier01)', () => {
  test.use({ account: 'supplier01' });

  test('an uncaught error is counted in the header and logged on the server', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'not about the screen: the phone project covers it');
    const text = `e2e uncaught ${test.info().project.name} ${Date.now()}`;
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /欢迎/ })).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('/v1.0/save_error_logger'));
    await page.evaluate(
      (m) =>
        setTimeout(() => {
          throw new Error(m);
        }),
      text,
    );
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);

    await openUserMenuEntry(page, '错误日志');
    await expect(page).toHaveURL(/\/error-logger$/);
    await expect(page.getByTestId('session-error-count')).toHaveText('1');
    await expect(page.getByText(text).first()).toBeVisible();
    await snapshot(page, 'error-log');
  });
});
