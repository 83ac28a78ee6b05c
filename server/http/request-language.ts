import type { FastifyRequest } from 'fastify';
import { languageFromTag, type Language } from '../../src/contract/index.ts';

/**
 * The reader's language from Accept-Language: the app sends the one on screen; a browser's own
 * list ("zh-TW,zh;q=0.9,en;q=0.8") is read in order with the app's own tag rule. Null: none of ours.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language | null {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return null;
  for (const part of header.split(',').slice(0, 16)) {
    const lang = languageFromTag(part.split(';')[0]!);
    if (lang) return lang;
  }
  return null;
}
