import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { drainAndClose } from '../../server/http/operations.ts';
import { seedDemoIfEmpty } from '../../server/seed/demo.ts';
import { createSession } from '../../server/modules/user/sessions.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { connectLive } from './support/live-client.ts';

/**
 * SIGTERM's drain (docs/operations.md "Shutdown"): a request already running finishes with its
 * answer, a new one is refused with 503, the live websocket is told 1012 (service restart) so the
 * app reconnects elsewhere, and the jobs are stopped.
 */
describe('the drain on SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, closes websockets with 1012 and stops the jobs', async () => {
    const database = await openDatabase({
      memory: true,
      loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
    });
    await seedDemoIfEmpty(database.db, { orderCount: 0 });
    const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false };
    const app = await buildApp({ config, db: database.db });
    let finishSlow = () => {};
    const slowGate = new Promise<void>((r) => (finishSlow = r));
    let slowStarted = () => {};
    const started = new Promise<void>((r) => (slowStarted = r));
    app.get('/v1.0/test/slow', async () => {
      slowStarted();
      await slowGate;
      return { done: true };
    });
    await app.ready();
    try {
      const user = await findUserByAccount(database.db, 'admin0001');
      const { token } = await createSession(database.db, user!.id, {
        ip: '127.0.0.1',
        userAgent: 'test',
        now: new Date(),
        days: 1,
      });
      const live = await connectLive(app, token);
      const inFlight = app.inject({ method: 'GET', url: '/v1.0/test/slow' });
      await started;

      let jobsStopped = false;
      const drained = drainAndClose(app, {
        graceMs: 10_000,
        stopJobs: async () => {
          jobsStopped = true;
        },
      });
      expect(await live.closed).toBe(1012);
      const refused = await app.inject({ method: 'GET', url: '/v1.0/public/brand' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ msgId: 'errors.shuttingDown' });
      expect(jobsStopped).toBe(true);

      finishSlow();
      expect((await inFlight).json()).toEqual({ done: true });
      expect(await drained).toBe(true);
    } finally {
      finishSlow();
      await app.close();
      await database.close();
    }
  });
});
