import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/contract/index.ts';
import { serverMessages } from '../../../src/contract/server-messages.ts';

/** Reads msgid/msgstr pairs of a .po file, joining continued "..." lines. */
function parsePo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      const value = JSON.parse(start[2]!) as string;
      if (field === 'msgid') id = value;
      else str = value;
    } else if (/^".*"$/.test(line) && field) {
      const more = JSON.parse(line) as string;
      if (field === 'msgid') id += more;
      else str += more;
    } else if (line.trim() === '') {
      field = null;
    }
  }
  flush();
  return entries;
}

const catalogs = Object.fromEntries(languages.map((l) => [l, parsePo(`src/locales/${l}/messages.po`)]));
/** The arguments a message names: `{name}`, or `{name, plural, …}` whose branches a language may differ in. */
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|\s*,)/g)].map((m) => m[1]))].sort();

describe('translation catalogs', () => {
  it.each(languages)('%s translates every message', (lang) => {
    const empty = [...catalogs[lang]!].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(empty).toEqual([]);
    expect(catalogs[lang]!.size).toBeGreaterThan(0);
  });

  it('all catalogs have the same ids', () => {
    const [first, ...rest] = languages.map((l) => [...catalogs[l]!.keys()].sort());
    for (const ids of rest) expect(ids).toEqual(first);
  });

  it('every server message id is in every catalog', () => {
    for (const lang of languages) {
      const missing = Object.keys(serverMessages).filter((id) => !catalogs[lang]!.has(id));
      expect(missing, lang).toEqual([]);
    }
  });

  it('translations keep the placeholders of the English text', () => {
    for (const [id, en] of catalogs['en-US']!) {
      for (const lang of languages)
        expect(placeholders(catalogs[lang]!.get(id) ?? ''), `${lang} ${id}`).toEqual(placeholders(en));
    }
  });

  it('the English catalog says what the server says', () => {
    for (const [id, text] of Object.entries(serverMessages)) expect(catalogs['en-US']!.get(id), id).toBe(text);
  });
});
