import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkoutTokenPattern } from '../../src/contract/index.ts';
import { requestLanguage } from './request-language.ts';

/** Pages a minute from one address (decision 046): a payer reloads a few times; a guesser learns nothing faster. */
const pagesPerMinute = 60;

/**
 * /pay/<token> answers the payer's checkout page (decision 113), checkout.html of the build, in the
 * language Accept-Language asks for (English when none of ours): the small checkout bundle reads
 * the order through /v1.0/checkout/info. A token of the wrong shape gets the same page, which then
 * says the link is not valid: the page itself tells nothing about any order. Never cached (the
 * order's state changes), not indexed.
 */
export function installCheckoutPage(app: FastifyInstance, staticDir: string) {
  const file = join(staticDir, 'checkout.html');
  if (!existsSync(file)) return;
  const page = readFileSync(file, 'utf8');
  app.get(
    '/pay/:token',
    { config: { rateLimit: { max: pagesPerMinute, timeWindow: 60_000 } }, compress: { threshold: 0 } },
    async (req, reply) => {
      const { token } = req.params as { token: string };
      const lang = requestLanguage(req) ?? 'en-US';
      reply
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Language')
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8');
      // The token goes to the page only when it has the shape of one; anything else is "not valid".
      const known = checkoutTokenPattern.test(token) ? token : '';
      return page.replace(/<html lang="[^"]*"/, `<html lang="${lang}" data-token="${known}"`);
    },
  );
}
