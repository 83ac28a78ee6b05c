import { afterAll, describe, expect, it } from 'vitest';
import { defaultLimits, Sandbox } from '../../server/modules/dynamic-pay/sandbox.ts';

/**
 * The sandbox's last resort (docs/decisions/078-dynamic-pay.md): a run stuck inside one native builtin
 * is not stopped by QuickJS's interrupt handler, so the server terminates the worker thread; the
 * server's own event loop keeps turning meanwhile, and the next run gets a new worker. A worker that
 * never answers stands in for the stuck one: how long a real native call takes depends on the
 * machine. And the memory limit alone stops a script that allocates without bound.
 */
describe('pay-script sandbox watchdog', () => {
  const sandbox = new Sandbox();
  afterAll(() => sandbox.close());

  it('terminates a worker that never answers past its deadline, keeps the event loop free, and starts a new one for the next run', async () => {
    // A worker stuck for good, as one caught in a native call the interrupt handler is never asked in would be.
    const stuckSandbox = new Sandbox(new URL('./support/stuck-sandbox-worker.mjs', import.meta.url));
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 50);
      const stuck = await stuckSandbox.run('function pay() { return {}; }', {}, { ...defaultLimits, timeMs: 50 });
      clearInterval(timer);
      expect(stuck).toMatchObject({ ok: false, error: expect.stringMatching(/the sandbox was stopped after 1550 ms/) });
      expect(stuckSandbox.restarts).toBe(1);
      // The event loop kept turning while the worker was stuck (about 30 ticks in 1.55 s).
      expect(ticks).toBeGreaterThan(10);
      // The next run gets a new worker (stuck again here), and the watchdog ends it too.
      expect((await stuckSandbox.run('function pay() { return {}; }', {}, { ...defaultLimits, timeMs: 50 })).ok).toBe(
        false,
      );
      expect(stuckSandbox.restarts).toBe(2);
    } finally {
      await stuckSandbox.close();
    }
    // The real worker answers as before.
    expect(await sandbox.run('function pay(input) { return { n: input.n + 1 }; }', { n: 41 })).toMatchObject({
      ok: true,
      output: '{"n":42}',
    });
  });

  it('stops a run at its memory limit', async () => {
    const grow = await sandbox.run(
      'function pay() { const a = []; for (;;) a.push({ n: a.length, more: [1, 2, 3] }); }',
      {},
      { ...defaultLimits, memoryBytes: 2 * 1024 * 1024, timeMs: 10_000 },
    );
    expect(grow).toMatchObject({ ok: false, error: 'InternalError: out of memory' });
    expect((await sandbox.run('function pay() { return { after: true }; }', {})).ok).toBe(true);
  });

  it('fails every waiting run rather than leaving it hanging when the sandbox closes', async () => {
    const waiting = [
      sandbox.run('function pay() { for (;;) {} }', {}),
      sandbox.run('function pay() { return {}; }', {}),
    ];
    await sandbox.close();
    const outcomes = await Promise.all(waiting);
    expect(outcomes.map((o) => o.ok)).toEqual([false, false]);
  });
});
