/**
 * `npm run admin:create [-- --account NAME --password PASS --nickname NAME]`: a superAdmin on the
 * configured database (DATABASE_URL or DATA_DIR), for a production start without demo data. What
 * is not given as a flag is asked for; the password is not echoed in a terminal. The account must
 * bind Google Authenticator at its first sign-in (server/modules/user/first-admin.ts).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { configFromEnv } from '../server/config.ts';
import { folderInUseMessage, folderOpenedBy } from '../server/db/backup.ts';
import { openDatabase } from '../server/db/client.ts';
import { createSuperAdmin, FirstAdminRefused } from '../server/modules/user/index.ts';

const { values } = parseArgs({
  options: { account: { type: 'string' }, password: { type: 'string' }, nickname: { type: 'string' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What was typed ahead of the question that reads it. */
let typedAhead = '';

/** A line typed in the terminal, in raw mode so a password is not echoed. */
function typed(question: string, hidden = false): Promise<string> {
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  return new Promise((done) => {
    let line = '';
    const take = (text: string) => {
      for (let i = 0; i < text.length; i++) {
        const ch = text[i]!;
        if (ch === '\r' || ch === '\n') {
          typedAhead = text.slice(i + 1).replace(/^\n/, '');
          process.stdin.off('data', onData);
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          done(line);
          return;
        }
        if (ch === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') {
          if (line.length > 0 && !hidden) process.stdout.write('\b \b');
          line = line.slice(0, -1);
        } else {
          line += ch;
          if (!hidden) process.stdout.write(ch);
        }
      }
    };
    const onData = (chunk: Buffer) => take(chunk.toString('utf8'));
    process.stdin.on('data', onData);
    const ahead = typedAhead;
    typedAhead = '';
    take(ahead);
  });
}

/** The answers of a terminal, or lines of a pipe (`printf 'name\npass\n' | …`). */
function ask(): (question: string, hidden?: boolean) => Promise<string> {
  if (process.stdin.isTTY) return typed;
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  return async (question) => {
    const next = await lines.next();
    if (next.done)
      fail(`No ${question.replace(/ \(.*/, '').toLowerCase()} given: pass it as a flag or on standard input`);
    return String(next.value);
  };
}

let config;
try {
  config = configFromEnv();
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
const openedBy = config.databaseUrl ? null : await folderOpenedBy(config.dataDir);
if (openedBy === 'other') fail(folderInUseMessage(config.dataDir));
if (openedBy === 'server') {
  fail(
    `The server is running on ${config.dataDir}: stop it first (PGlite allows one process per folder), then run this again.`,
  );
}

const prompt = values.account === undefined || values.password === undefined ? ask() : undefined;
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
