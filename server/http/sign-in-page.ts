import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLanguage, languageFromTag, languages, signInPage, type Language } from '../../src/contract/index.ts';
import { requestLanguage } from './request-language.ts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/** The reader's language: `?lang=` in the address, else Accept-Language, else the app's default (product 9). */
function pageLanguage(req: FastifyRequest): Language {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  return (typeof asked === 'string' ? languageFromTag(asked) : null) ?? requestLanguage(req) ?? defaultLanguage;
}

/**
 * /login answers the sign-in page prerendered in the reader's language (decision 061), with the
 * operator's product name (SysFlag) put in, so the form is on screen before any JavaScript runs;
 * the small sign-in bundle then takes it over (src/sign-in.tsx). /googleVerify, which only a
 * sign-in in progress reaches, gets the page without markup. Compressed whatever its size and
 * `no-cache`, like index.html; it varies with the language asked for.
 */
export function installSignInPage(app: FastifyInstance, staticDir: string, readName: () => Promise<string>) {
  if (!existsSync(join(staticDir, 'sign-in.html'))) return;
  const prerendered = new Map<Language, string>();
  for (const language of languages) {
    const file = join(staticDir, signInPage.file(language));
    if (existsSync(file)) prerendered.set(language, readFileSync(file, 'utf8'));
  }
  const options = { compress: { threshold: 0 } } as const;
  app.get('/login', options, async (req, reply) => {
    const page = prerendered.get(pageLanguage(req));
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
    if (!page) return reply.sendFile('sign-in.html');
    reply.type('text/html; charset=utf-8');
    return page.replaceAll(signInPage.nameMarker, escapeHtml(await readName()));
  });
  app.get('/googleVerify', options, async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('sign-in.html'),
  );
}
