import { expect, test } from './support/fixtures.ts';
import { fill, named } from './support/controls.ts';
import { press, snapshot } from './support/shell-helpers.ts';
import { settingPath, telegramBotCalls, type BotGroupRow } from '../src/contract/index.ts';
import { botMembership, type BotIdentity } from '../tests/server/support/fake-telegram.ts';

/**
 * Decision 077: superadmin sets the bot's token on the bot settings page; the run's fake Bot API
 * (e2e/support/global-setup.ts) answers getMe, the page shows the bot's name and that it runs. The
 * bot is added to a group, which superadmin then allows on the group whitelist. The token is
 * removed again whatever happens, so the worker's server stops polling.
 */
test.use({ account: 'superadmin' });

/** A text inside a longer one: the English words, or the id while a catalog lacks them. */
const containing = (english: string, id: string) => new RegExp(`${english}|${id.replace(/\./g, '\\.')}`);

const apiRoot = () => {
  const root = process.env.E2E_TELEGRAM_API_ROOT;
  if (!root) throw new Error('E2E_TELEGRAM_API_ROOT: the global setup starts the fake Bot API');
  return root;
};

async function control<T>(path: string, data: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${apiRoot()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const body = (await res.json()) as { ok: boolean; result: T };
  expect(body.ok, path).toBe(true);
  return body.result;
}

test('superadmin sets the bot token, sees the bot running by its name, and allows a group it is in', async ({
  page,
}, info) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  // Each worker's server gets a bot of its own on the shared fake API.
  const token = `${900_000 + info.workerIndex}:AAE2eDeskToken${info.workerIndex}${Date.now()}`;
  const bot = await control<BotIdentity>('/control/bots', { token, first_name: 'E2E Desk', username: 'e2e_desk_bot' });
  const group = { id: -1_000_777_000 - info.workerIndex, title: 'Merchant One desk' };
  try {
    await page.goto('/systemManager/botInfo');
    const status = page.getByTestId('bot-status');
    await expect(status).toContainText(containing('Not set', 'telegramBot.texts.tokenNotSet'));
    await press(page.getByRole('button', { name: named('Set token', 'telegramBot.buttons.setToken') }));
    const form = page.getByRole('form', { name: named('Set token', 'telegramBot.buttons.setToken') });
    await fill(form.getByLabel(named('Bot token', 'telegramBot.labels.token')), token);
    await press(form.getByRole('button', { name: 'Save' }));
    await expect(form).toBeHidden();

    // getMe through the fake API: the name and the state come from the server's record of the bot.
    await expect(page.getByTestId('bot-name')).toHaveText('E2E Desk', { timeout: 20_000 });
    await expect(page.getByTestId('bot-state')).toHaveText(named('Running', 'telegramBot.states.running'));
    await expect(status).toContainText('@e2e_desk_bot');
    await snapshot(page, 'bot-settings-running');

    // Someone adds the bot to a Telegram group: the bot records it.
    await control('/control/push', {
      token,
      update: botMembership(group, bot, 'member', { id: 4242, first_name: 'Mia' }),
    });
    await expect
      .poll(async () => {
        const res = (await (await page.request.get(telegramBotCalls.groups.path)).json()) as { data: BotGroupRow[] };
        return res.data.map((g) => g.title);
      })
      .toContain(group.title);

    await page.goto('/systemManager/tgWhiteList');
    const card = page.getByTestId('whitelist-group').filter({ hasText: group.title });
    await expect(card).toContainText(containing('Not allowed', 'telegramBot.texts.notAllowed'));
    await press(card.getByRole('button', { name: named('Allow', 'telegramBot.buttons.whitelist') }));
    await expect(card).toContainText(containing('Allowed', 'telegramBot.texts.allowed'));
    await expect(
      card.getByRole('button', { name: named('Disallow', 'telegramBot.buttons.unwhitelist') }),
    ).toBeVisible();
    await snapshot(page, 'bot-whitelist');
  } finally {
    await page.request.post(settingPath('BotToken', 'set'), { data: { value: '' } });
  }
});
