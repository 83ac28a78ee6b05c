// Every `npm run bench…` script, run once with BENCH_SMOKE=1 (bench/support/smoke.ts): tiny inputs,
// so a moved import or a broken step fails here rather than on the day someone measures. The
// benches that need the built app and demo-seeded servers (web, chunks, blocking, scroll, alerts) load
// their modules and settings and stop there. Figures are not checked, only that each bench ran to
// the line that carries them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** The line each bench prints once its figures are out; a bench missing here fails the test. */
const lastFigures: Record<string, { pattern: RegExp; postgres?: true; args?: string[] }> = {
  bench: { pattern: /getInfo \(authenticated\): p50 [\d.]+ ms/ },
  'bench:orders': { pattern: /creates: [\d.]+ % of pgbench's order-shaped insert/, postgres: true, args: ['2000'] },
  'bench:live': { pattern: /one order with all \d+ connected/, postgres: true },
  'bench:sheets': { pattern: /exportSheet xlsx +download/ },
  'bench:export': { pattern: /end to end, XLSX: / },
  'bench:fuzz': { pattern: /failures \(5xx, or 4xx without an envelope\): 0/ },
  'bench:retention': { pattern: /orders created during the run untouched: yes/, postgres: true },
  'bench:web': { pattern: /smoke run: bench:web loaded its modules/ },
  'bench:scroll': { pattern: /smoke run: bench:scroll loaded its modules/ },
  'bench:alerts': { pattern: /smoke run: bench:alerts loaded its modules/ },
  'bench:chunks': { pattern: /smoke run: bench:chunks loaded its modules/ },
  'bench:blocking': { pattern: /smoke run: bench:blocking loaded its modules/ },
  'bench:search': { pattern: /GET \/v1\.0\/search\/find[\s\S]*p95 +[\d.]+ ms/, postgres: true },
};

const benchNames = Object.keys(scripts).filter((name) => name === 'bench' || name.startsWith('bench:'));

function run(name: string, args: string[]): Promise<{ code: number | null; output: string }> {
  // Without vitest's own variables: a bench importing test support under VITEST would reach for
  // vitest's state, which a plain node process has not (tests/server/support/backend.ts).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
  );
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name, '--', ...args], {
      cwd: root,
      env: {
        ...env,
        BENCH_SMOKE: '1',
        ...(process.env.TEST_DATABASE_URL ? { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('bench scripts', () => {
  test('every bench script in package.json has a smoke run', () => {
    expect(benchNames.filter((name) => !(name in lastFigures))).toEqual([]);
  });

  test('every bench script runs to its figures on tiny inputs', async () => {
    // PostgreSQL benches need a server (CI's, named by TEST_DATABASE_URL); without one they are left out.
    const names = benchNames.filter((name) => process.env.TEST_DATABASE_URL || !lastFigures[name]?.postgres);
    const failed: string[] = [];
    // Two at a time: much of each is waiting on a database or a child process.
    const queue = [...names];
    await Promise.all(
      [0, 1].map(async () => {
        for (let name = queue.shift(); name; name = queue.shift()) {
          const expected = lastFigures[name]!;
          const t0 = performance.now();
          const { code, output } = await run(name, expected.args ?? []);
          // What each smoke run took, for whoever trims CI time: printed, never asserted.
          console.log(`npm run ${name}: exit ${code}, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
          if (code !== 0 || !expected.pattern.test(output))
            failed.push(`npm run ${name} (exit ${code}):\n${output.slice(-3000)}`);
        }
      }),
    );
    expect(failed.join('\n\n')).toBe('');
  }, 600_000);
});
