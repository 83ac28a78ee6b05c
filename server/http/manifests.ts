import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The install manifests the build wrote (vite.config.ts): one per language beside the default one. */
export const manifestPattern = /^manifest(?:\.[A-Za-z-]+)?\.webmanifest$/;

/**
 * The install manifests carry the product's one name (SysFlag, decision 068): the build writes
 * them with the default name, and the server answers each with the operator's name put in, so the
 * home-screen icon says what the sign-in page, the menu and the titles say. `no-cache`, like the
 * build's copies (static-cache.ts), so a renamed platform shows at the next check.
 */
export function installManifests(app: FastifyInstance, staticDir: string, readName: () => Promise<string>) {
  for (const file of readdirSync(staticDir).filter((f) => manifestPattern.test(f))) {
    const built = JSON.parse(readFileSync(join(staticDir, file), 'utf8')) as Record<string, unknown>;
    // Compressed whatever its size (the threshold is for API answers): every text file the sign-in
    // page loads travels compressed (decision 062).
    app.get(`/${file}`, { compress: { threshold: 0 } }, async (_req, reply) => {
      const name = await readName();
      reply.header('Content-Type', 'application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache');
      return JSON.stringify({ ...built, name, short_name: name });
    });
  }
}
