import type { FastifyRequest } from 'fastify';
import { languages, type Language } from '../../src/contract/index.ts';

/**
 * The reader's language from Accept-Language: the app sends the one on screen; a browser's own
 * list ("zh-TW,zh;q=0.9,en;q=0.8") is read in order, by exact tag, then by its first part
 * (zh-HK reads Traditional, any other zh Simplified, en English). Null: none of ours.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language | null {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return null;
  for (const part of header.split(',').slice(0, 16)) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const exact = languages.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return null;
}
