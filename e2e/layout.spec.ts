import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { demoPassword } from './support/accounts.ts';
import { press, snapshot } from './support/shell-helpers.ts';
import { markSignedIn, signedInMarkKey } from './support/session.ts';

// Some tests play one server answer or a failed chunk with page.route, which a service worker
// would answer first; the offline behaviour itself is e2e/pwa.spec.ts's subject.
test.use({ account: 'admin0001', locale: 'zh-CN', serviceWorkers: 'block' });

const isPhone = () => Boolean(test.info().project.use.hasTouch);

const menuName = /^(主菜单|主選單|Main menu)$/;

/** On a phone, opens "More" of the bottom bar (the full menu and the opened pages) unless open. */
async function openMore(page: Page) {
  // The button says whether the sheet is open at once; the sheet itself fades out for a moment.
  const more = page.getByRole('button', { name: /^(更多|More)$/ });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await press(more);
  await expect(page.getByRole('dialog', { name: menuName })).toBeVisible();
}

/** Closes "More" on a phone when it is open, so the header and the page take taps again. */
async function closeMore(page: Page) {
  const drawer = page.getByRole('dialog', { name: menuName });
  if (
    !isPhone() ||
    (await page.getByRole('button', { name: /^(更多|More)$/ }).getAttribute('aria-expanded')) !== 'true'
  )
    return;
  await press(drawer.getByRole('button', { name: /^(关闭菜单|關閉選單|Close menu)$/ }));
  await expect(drawer).toBeHidden();
}

/** The main menu: "More" on a phone, else the side menu. */
async function mainMenu(page: Page): Promise<Locator> {
  if (!isPhone()) return page.getByRole('complementary').getByRole('navigation', { name: menuName });
  await openMore(page);
  return page.getByRole('dialog', { name: menuName }).getByRole('navigation', { name: menuName });
}

/** Closes the phone's drawer with its × (the desktop side menu stays). */
async function closeMenu(page: Page, label: string) {
  if (!isPhone()) return;
  await press(page.getByRole('button', { name: label }));
  await expect(page.getByRole('dialog', { name: menuName })).toBeHidden();
}

/** Opens a page as a person does: the menu, its group (unless open), the entry. */
async function openFromMenu(page: Page, group: string, item: string) {
  await chooseFromMenu(page, group, item);
  if (isPhone()) await expect(page.getByRole('dialog', { name: menuName })).toBeHidden();
  await expect(await tab(page, item)).toHaveAttribute('aria-current', 'page');
  await closeMore(page);
}

async function chooseFromMenu(page: Page, group: string, item: string) {
  const menu = await mainMenu(page);
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await press(groupButton);
  await press(menu.getByRole('link', { name: item, exact: true }));
}

/** Opens the language sheet from the pill in the header and picks a language by its own name. */
async function chooseLanguage(page: Page, name: '简体中文' | '繁體中文' | 'English') {
  await press(page.getByRole('button', { name: /^(语言|語言|Language):/ }));
  const option = page.getByRole('option', { name });
  await press(option);
  await expect(option).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`: ${name}$`) })).toBeVisible();
}

/** The strip of opened pages: under the header on a desktop, in "More" on a phone (opened here). */
async function tabStrip(page: Page): Promise<Locator> {
  if (isPhone()) await openMore(page);
  return page.getByRole('navigation', { name: /^(已打开的页面|已開啟的頁面|Opened pages)$/ });
}

/** The tab of a page in the strip of opened pages. */
const tab = async (page: Page, title: string) => (await tabStrip(page)).getByRole('link', { name: title, exact: true });
const closeButton = async (page: Page, title: string) =>
  (await tabStrip(page)).getByRole('button', { name: `关闭 ${title}` });

async function tabTitles(page: Page): Promise<string[]> {
  return (await tabStrip(page)).getByRole('link').allInnerTexts();
}

/** The ⋯ button of the strip: a menu on desktops, a sheet on phones. */
async function pageAction(page: Page, name: string) {
  await press((await tabStrip(page)).page().getByRole('button', { name: '页面操作' }));
  const item = isPhone() ? page.getByRole('option', { name }) : page.getByRole('menuitem', { name });
  await press(item);
}

test('pages opened from the menu stay as tabs across a reload; close others keeps home', async ({ page, isMobile }) => {
  test.skip(isMobile, "the tab strip is the desktop's; on phones its pages are in More (phone-nav.spec.ts)");
  await page.goto('/home');
  await expect(await tab(page, '首页')).toHaveAttribute('aria-current', 'page');
  // The home tab never has a close button.
  await expect(await closeButton(page, '首页')).toHaveCount(0);

  await openFromMenu(page, '账户管理', '商户管理');
  await expect(page).toHaveURL(/\/merchants\/list$/);
  await openFromMenu(page, '账户管理', '码商管理');
  await openFromMenu(page, '代付管理', '代付批次');
  await expect(page).toHaveURL(/\/payoutBatch\/list$/);
  expect(await tabTitles(page)).toEqual(['首页', '商户管理', '码商管理', '代付批次']);
  await expect(await tab(page, '代付批次')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^代付批次 · /);
  await snapshot(page, 'layout-tabs');

  await page.reload();
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '商户管理', '码商管理', '代付批次']);
  await expect(await tab(page, '代付批次')).toHaveAttribute('aria-current', 'page');

  // A tab switches pages; the page shown again is the same URL.
  await press(await tab(page, '商户管理'));
  await expect(page).toHaveURL(/\/merchants\/list$/);

  await pageAction(page, '关闭其他');
  // Payout batches is among the others, and it asks before closing.
  const ask = page.getByRole('dialog').filter({ hasText: '确定要关闭这一页吗' });
  await expect(ask).toContainText('代付批次');
  await press(ask.getByRole('button', { name: '关闭', exact: true }));
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '商户管理']);
  await expect(await closeButton(page, '首页')).toHaveCount(0);
  await expect(await closeButton(page, '商户管理')).toHaveCount(1);

  await pageAction(page, '关闭全部');
  await expect.poll(() => tabTitles(page)).toEqual(['首页']);
  await expect(page).toHaveURL(/\/home$/);
});

test('closing the payout batches tab asks first; Cancel keeps it, Close closes it', async ({ page, isMobile }) => {
  test.skip(isMobile, "the tab strip is the desktop's; on phones its pages are in More (phone-nav.spec.ts)");
  await page.goto('/home');
  await openFromMenu(page, '代付管理', '代付批次');
  await press(await closeButton(page, '代付批次'));
  const dialog = page.getByRole('dialog').filter({ hasText: '确定要关闭这一页吗' });
  await expect(dialog).toBeVisible();
  // Let the dialog's opening animation finish before the picture.
  await page.waitForTimeout(400);
  await snapshot(page, 'layout-confirm-close');
  await press(dialog.getByRole('button', { name: '取消' }));
  await expect(dialog).toBeHidden();
  await expect(await tab(page, '代付批次')).toBeVisible();
  await expect(page).toHaveURL(/\/payoutBatch\/list$/);

  await press(await closeButton(page, '代付批次'));
  await press(page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }));
  await expect(await tab(page, '代付批次')).toHaveCount(0);
  // The closed tab was active: its neighbour (home) shows.
  await expect(page).toHaveURL(/\/home$/);
});

test('the menu shows the admin groups and follows the language', async ({ page }) => {
  await page.goto('/home');
  const groups = [
    '账户管理',
    '收款账户',
    '代收管理',
    '代付管理',
    '统计报表',
    '资金管理',
    '日志',
    '我的账户',
    '系统管理',
  ];
  let menu = await mainMenu(page);
  for (const name of groups) await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
  // Superadmin-only sections are not the admin's.
  await expect(menu.getByRole('button', { name: '动态支付', exact: true })).toHaveCount(0);
  await press(menu.getByRole('button', { name: '系统管理', exact: true }));
  await expect(menu.getByRole('button', { name: '机器人', exact: true })).toBeVisible();
  await snapshot(page, 'layout-menu');
  await closeMenu(page, '关闭菜单');

  await chooseLanguage(page, 'English');
  menu = await mainMenu(page);
  await expect(menu.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'System management', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await closeMenu(page, 'Close menu');
  await expect((await tabStrip(page)).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await closeMore(page);
  await expect(page).toHaveTitle(/^Home · /);
  await snapshot(page, 'layout-en-US');

  await chooseLanguage(page, '繁體中文');
  menu = await mainMenu(page);
  await expect(menu.getByRole('button', { name: '帳戶管理', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: '系統管理', exact: true })).toBeVisible();
  await closeMenu(page, '關閉選單');
  await chooseLanguage(page, '简体中文');
});

test('choosing the page already shown changes nothing', async ({ page }) => {
  await page.goto('/home');
  await openFromMenu(page, '账户管理', '商户管理');
  await openFromMenu(page, '账户管理', '商户管理');
  await press(await tab(page, '商户管理'));
  await expect(page).toHaveURL(/\/merchants\/list$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // No step was added: one Back returns to the page before (the phone's drawer, opened and
  // closed, leaves no step of its own: src/lib/overlays/back-stack.ts).
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('a role without access is sent to the 401 page; an unknown path shows 404', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'not about the screen: the phone project covers it');
  await page.goto('/setting/logged-user-list');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('401 · 无权限')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText(/^404 · /)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('the back-to-top button appears after scrolling a long page and takes you up', async ({ page }) => {
  // A short window makes the home page long on both screens.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 560 });
  await page.goto('/home');
  const pane = page.locator('[data-path="/home"]');
  await expect(pane.getByText('最新订单')).toBeVisible();
  const backToTop = page.getByRole('button', { name: '回到顶部' });
  await expect(backToTop).toHaveCount(0);
  const box = (await pane.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 400);
  await expect(backToTop).toBeVisible();
  await snapshot(page, 'layout-back-to-top');
  await press(backToTop);
  await expect.poll(() => pane.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test('a cached page stays mounted behind its tab; a page that is not cached starts fresh', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the tab strip is the desktop's; on phones its pages are in More (phone-nav.spec.ts)");
  await page.goto('/home');
  await openFromMenu(page, '账户管理', '商户管理');
  await openFromMenu(page, '账户管理', '码商管理');
  await expect(page.locator('[data-path="/merchants/list"]')).toBeAttached();
  await expect(page.locator('[data-path="/merchants/list"]')).toBeHidden();

  // Messages (not cached) from the user menu, then away: it leaves the page.
  await press(page.getByRole('button', { name: /^用户菜单: / }));
  await press(
    isPhone() ? page.getByRole('option', { name: '消息中心' }) : page.getByRole('menuitem', { name: '消息中心' }),
  );
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.locator('[data-path="/message"]')).toBeVisible();
  await press(await tab(page, '首页'));
  await expect(page.locator('[data-path="/message"]')).toHaveCount(0);
  await expect(page.locator('[data-path="/merchants/list"]')).toBeAttached();
});

test('a page whose chunk fails to load shows an error with a retry that works', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'not about the screen: the phone project covers it');
  await page.goto('/home');
  await page.route('**/assets/accounts-page-*.js', (route) => route.abort('connectionfailed'));
  await chooseFromMenu(page, '账户管理', '商户管理');
  const alert = page.getByRole('alert').filter({ hasText: '页面加载失败' });
  await expect(alert).toBeVisible();
  await snapshot(page, 'layout-chunk-error');
  // The rest of the app still works, and the retry loads the page once the network is back.
  await expect(await tab(page, '首页')).toBeVisible();
  await closeMore(page);
  await page.unroute('**/assets/accounts-page-*.js');
  await press(alert.getByRole('button', { name: '重试' }));
  await expect(alert).toBeHidden();
  await expect(page.locator('[data-path="/merchants/list"]').getByTestId('account-card').first()).toBeVisible();
});

test.describe('a supplier', () => {
  test.use({ account: 'supplier01' });

  test('does not see the SMS records entry when its switch is off; a failed switch counts as on', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'not about the screen: the phone project covers it');
    await page.route('**/v1.0/system-config/getSupplierSmsRecordEnable', (route) =>
      route.fulfill({ json: { code: 200, msg: 'success', data: false } }),
    );
    await page.route('**/v1.0/system-config/getSupplierWebMessageEnable', (route) =>
      route.fulfill({ status: 500, json: { code: 500, msg: 'broken', data: null } }),
    );
    await page.goto('/home');
    const menu = await mainMenu(page);
    await press(menu.getByRole('button', { name: '代收管理', exact: true }));
    await expect(menu.getByRole('link', { name: '网页消息', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'USDT 交易记录', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: '短信记录', exact: true })).toHaveCount(0);
  });
});

test('an admin does not load the supplier menu switches', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'not about the screen: the phone project covers it');
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/getSupplier') && asked.push(r.url()));
  await page.goto('/home');
  const menu = await mainMenu(page);
  await press(menu.getByRole('button', { name: '代收管理', exact: true }));
  await expect(menu.getByRole('link', { name: '短信记录', exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});

test.describe('signing out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('ends the session and forgets the tabs', async ({ page, request, baseURL }) => {
    // A session of its own: signing out the shared one would sign out the other tests.
    const res = await request.post('/v1.0/user/login', { data: { userName: 'merchant01', password: demoPassword } });
    const { data } = (await res.json()) as { data: { token: string } };
    await page.goto('/login');
    await markSignedIn(page);
    await page
      .context()
      .addCookies([{ name: 'token', value: data.token, url: baseURL!, httpOnly: true, sameSite: 'Strict' }]);
    await page.goto('/order/list/merchant');
    await expect(await tab(page, '代收订单')).toHaveAttribute('aria-current', 'page');
    await closeMore(page);

    await press(page.getByRole('button', { name: /^用户菜单: / }));
    await press(
      isPhone() ? page.getByRole('option', { name: '退出登录' }) : page.getByRole('menuitem', { name: '退出登录' }),
    );
    await press(page.getByRole('dialog').getByRole('button', { name: '退出登录' }));
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((k) => k === signedInMarkKey || k.startsWith('layout.tabs.'))).toEqual([]);
    // The server expired the HttpOnly cookie in its answer.
    expect((await page.context().cookies()).filter((c) => c.name === 'token')).toEqual([]);
    // The old token no longer opens the app.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('desktop only', () => {
  test.skip(() => isPhone(), 'the side menu is a drawer on phones');

  test('the side menu collapses from 256 to 64 px and back', async ({ page }) => {
    await page.goto('/home');
    const side = page.getByRole('complementary');
    const width = async () => (await side.boundingBox())?.width;
    await expect.poll(width).toBe(256);
    await press(page.getByRole('button', { name: '收起菜单' }));
    await expect.poll(width).toBe(64);
    await snapshot(page, 'layout-collapsed');
    // Collapsed, a group is an icon; choosing it opens the menu at that group.
    await press(side.getByRole('button', { name: '代付管理' }));
    await expect.poll(width).toBe(256);
    await expect(side.getByRole('link', { name: '代付批次', exact: true })).toBeVisible();
  });

  test('the header shows the breadcrumb of the page', async ({ page }) => {
    await page.goto('/systemManager/botInfo');
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs).toHaveText(/系统管理.*机器人.*机器人设置/);
    await expect(page.getByRole('button', { name: '全屏' })).toBeVisible();
    await expect(page.getByRole('link', { name: '错误日志' })).toBeVisible();
  });
});
