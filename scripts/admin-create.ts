/**
 * `npm run admin:create [-- --account NAME --password PASS --nickname NAME]`: a superAdmin on the
 * configured database (DATABASE_URL or DATA_DIR), for a production start without demo data. What
 * is not given as a flag is asked for; the password is not echoed in a terminal. The account must
 * bind Google Authenticator at its first sign-in (server/modules/user/first-admin.ts).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { serverAnswers } from '../server/db/backup.ts';
import { openDatabase } from '../server/db/client.ts';
import { createSuperAdmin, FirstAdminRefused } from '../server/modules/user/index.ts';

const { values } = parseArgs({
  options: { account: { type: 'string' }, password: { type: 'string' }, nickname: { type: 'string' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Lines from standard input: the answers of a terminal, or of a pipe (`printf 'name\npass\n' | …`). */
async function ask(): Promise<(question: string, secret?: boolean) => Promise<string>> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  return async (question, secret = false) => {
    if (!process.stdin.isTTY) {
      const next = await lines.next();
      if (next.done) fail(`No ${question.replace(/:.*/, '')} given: pass it as a flag or on standard input`);
      return next.value;
    }
    // Muted echo: the typed password does not stay on the screen.
    const out = rl as unknown as { _writeToOutput?: (s: string) => void };
    const write = out._writeToOutput;
    if (secret) out._writeToOutput = (s: string) => process.stdout.write(s.startsWith(question) ? s : '');
    const answer = await rl.question(question);
    out._writeToOutput = write;
    if (secret) process.stdout.write('\n');
    return answer;
  };
}

let config;
try {
  config = configFromEnv();
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
if (!config.databaseUrl && (await serverAnswers(config.dataDir))) {
  fail(
    `The server is running on ${config.dataDir}: stop it first (PGlite allows one process per folder), then run this again.`,
  );
}

const prompt = values.account === undefined || values.password === undefined ? await ask() : undefined;
const account = values.account ?? (await prompt!('Account (8-64 letters and digits): '));
const password = values.password ?? (await prompt!('Password (8-64, a letter and a digit): ', true));
process.stdin.pause();

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const user = await createSuperAdmin(database.db, { account, password, nickname: values.nickname });
  console.log(`Created superAdmin ${user.account} (id ${user.id}).`);
  console.log('At the first sign-in the app shows a QR code: bind Google Authenticator, then sign in with its code.');
} catch (e) {
  await database.close();
  if (e instanceof FirstAdminRefused) fail(`Not created: ${e.message}`);
  throw e;
}
await database.close();
process.exit(0);
