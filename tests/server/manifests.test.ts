import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { writeSetting } from '../../server/modules/system-config/repository.ts';

/**
 * Decision 068: the home-screen icon says the product's one name. The build writes the
 * manifests with the default name; the server answers them with the operator's SysFlag.
 */
let staticDir: string;
let database: Database;
let app: FastifyInstance;

const built = (lang: string) => ({
  name: 'PayHub',
  short_name: 'PayHub',
  description: `texts of ${lang}`,
  lang,
  start_url: '/',
  display: 'standalone',
  icons: [],
});

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'bo-manifests-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>PayHub</title><div id="root"></div>');
  await writeFile(join(staticDir, 'manifest.webmanifest'), JSON.stringify(built('zh-CN')));
  await writeFile(join(staticDir, 'manifest.en-US.webmanifest'), JSON.stringify(built('en-US')));
  // The build's compressed copy must not be sent instead of the named answer.
  await writeFile(join(staticDir, 'manifest.en-US.webmanifest.gz'), 'not this');
  database = await openDatabase({ memory: true });
  app = await buildApp({ config: { ...configFromEnv({}), staticDir, seedDemo: false }, db: database.db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('the install manifests', () => {
  it('carry the default name until the operator sets one, with the language texts of the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.en-US.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      name: 'PayHub',
      short_name: 'PayHub',
      description: 'texts of en-US',
      lang: 'en-US',
    });
  });

  it("say the operator's SysFlag in every language, compressed for a phone", async () => {
    await writeSetting(database.db, 'SysFlag', 'Acme Pay', new Date());
    for (const url of ['/manifest.webmanifest', '/manifest.en-US.webmanifest']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.json(), url).toMatchObject({ name: 'Acme Pay', short_name: 'Acme Pay' });
    }
    const gz = await app.inject({
      method: 'GET',
      url: '/manifest.en-US.webmanifest',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
  });

  it("makes up no manifest the build did not write (the address is the app's page, as any unknown one)", async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.xx-XX.webmanifest' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
