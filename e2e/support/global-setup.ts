import { mkdir, rm } from 'node:fs/promises';
import { startFakeTelegram } from '../../tests/server/support/fake-telegram.ts';
import { e2eDataRoot, freePort, startServer, templateDir } from './server.ts';

/**
 * Specs share one signed-in session per demo account, so a step-up window (decision 107) one spec
 * opens would take the code field away from the next spec's form. The run starts with windows off
 * (StepUpWindowMinutes 0); the specs about them turn them on and off again.
 */
async function stepUpWindowsOff(origin: string): Promise<void> {
  const login = await fetch(`${origin}/v1.0/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'superadmin', password: 'Demo1234' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const set = await fetch(`${origin}/v1.0/system-config/setStepUpWindowMinutes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: data.token },
    body: JSON.stringify({ value: 0 }),
  });
  const answer = (await set.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`StepUpWindowMinutes: ${answer.msg}`);
}

/**
 * Seeds the demo data set once per run into the template folder that each worker's server copies
 * (e2e/support/fixtures.ts): the server's first start on an empty folder migrates and seeds it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(e2eDataRoot, { recursive: true, force: true });
  await mkdir(e2eDataRoot, { recursive: true });
  const server = await startServer({
    dataDir: templateDir,
    port: await freePort(),
    logFile: `${e2eDataRoot}template.log`,
    timeoutMs: 180_000,
  });
  await stepUpWindowsOff(server.origin);
  await server.stop();
  // The Telegram Bot API of the run (no internet here): idle until a spec registers a bot token on
  // it. Workers inherit the variable; their servers get it as TELEGRAM_API_ROOT (server.ts).
  const telegram = await startFakeTelegram({ control: true });
  process.env.E2E_TELEGRAM_API_ROOT = telegram.apiRoot;
  return () => telegram.close();
}
