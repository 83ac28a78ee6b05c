import { mkdir, rm } from 'node:fs/promises';
import { startFakeTelegram } from '../../tests/server/support/fake-telegram.ts';
import { e2eDataRoot, freePort, startServer, templateDir } from './server.ts';

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
  await server.stop();
  // The Telegram Bot API of the run (no internet here): idle until a spec registers a bot token on
  // it. Workers inherit the variable; their servers get it as TELEGRAM_API_ROOT (server.ts).
  const telegram = await startFakeTelegram({ control: true });
  process.env.E2E_TELEGRAM_API_ROOT = telegram.apiRoot;
  return () => telegram.close();
}
