// The benches' smoke run (BENCH_SMOKE=1; tests/bench/benches.test.ts runs every bench so): each
// bench runs once on tiny inputs, so a moved import or a broken step fails CI instead of rotting
// until someone next measures. Its figures mean nothing; an explicit setting still wins.

export const smoke = process.env.BENCH_SMOKE === '1';

/** The numeric setting `name` from the environment, else `full`, or `tiny` on a smoke run. */
export function setting(name: string, full: number, tiny: number): number {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? (smoke ? tiny : full) : Number(raw);
}

/**
 * For a bench whose run needs the built app and a server seeded with the demo data (about 25 s
 * each, more under load): on a smoke run its imports have loaded and its settings are parsed by
 * the time this is called; it prints them and ends the process there, before the costly part.
 */
export function endSmokeBeforeRun(bench: string, settings: Record<string, unknown>): void {
  if (!smoke) return;
  console.log(
    `smoke run: ${bench} loaded its modules; settings ${JSON.stringify(settings)}; its run needs a build and seeded servers, left out`,
  );
  process.exit(0);
}
