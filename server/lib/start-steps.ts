import { spawn } from 'node:child_process';

/**
 * The start's progress for a person at a terminal (docs/development.md "First start"): one line a
 * step ("[2/4] Building the app… done in 74 s"), and on a terminal a clock ticking on that line so
 * a long step never looks like a hang. What a step's tools print is kept out unless VERBOSE=1.
 */
export interface StartSteps {
  /** Runs `work` as step `label`; `done` words the result ("24,000 orders"). */
  step<T>(label: string, work: () => Promise<T>, done?: (result: T) => string): Promise<T>;
  /** A step with nothing to run: its line says what was found. */
  note(label: string, text: string): void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

export function startSteps(
  total: number,
  out: NodeJS.WriteStream = process.stdout,
  now: () => number = Date.now,
): StartSteps {
  let n = 0;
  const head = () => `[${++n}/${total}]`;
  return {
    async step(label, work, done) {
      const prefix = `${head()} ${label}…`;
      const started = now();
      out.write(prefix);
      // A terminal shows the time running; a log file gets the line once, finished.
      const ticker = out.isTTY
        ? setInterval(() => out.write(`\r${prefix} ${seconds(now() - started)}`), 1_000)
        : undefined;
      try {
        const result = await work();
        const said = done ? `${done(result)}, ` : '';
        out.write(`${out.isTTY ? `\r${prefix}` : ''} ${said}done in ${seconds(now() - started)}\n`);
        return result;
      } catch (e) {
        out.write(` failed after ${seconds(now() - started)}\n`);
        throw e;
      } finally {
        if (ticker) clearInterval(ticker);
      }
    },
    note(label, text) {
      out.write(`${head()} ${label}: ${text}\n`);
    },
  };
}

/**
 * `npm run build`, its output (about a thousand lines of bundle tables) kept unless `verbose`; on
 * a failure the kept output is printed, so the reason is never lost.
 */
export function runBuild(verbose: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { stdio: verbose ? 'inherit' : 'pipe' });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => kept.push(b));
    child.stderr?.on('data', (b: Buffer) => kept.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      if (!verbose) process.stderr.write(`\n${Buffer.concat(kept).toString('utf8')}`);
      reject(new Error(`npm run build exited with ${code}`));
    });
  });
}

/** Node's version against package.json's `engines` (>= 20.19): a clear line instead of a late crash. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19)
    ? null
    : `Node ${version} is too old: use Node 20.19 or newer (22 works too)`;
}
