import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * docs/merchant-api.md and its two translations say the same thing: a code block, heading, example
 * marker or error-code row changed in one and not in the others fails here. The examples themselves
 * run in tests/server/merchant-api-doc-examples.test.ts.
 */
const files = {
  en: 'merchant-api.md',
  'zh-CN': 'merchant-api.zh-CN.md',
  'zh-TW': 'merchant-api.zh-TW.md',
} as const;
type Lang = keyof typeof files;
const langs = Object.keys(files) as Lang[];
const read = (lang: Lang) => readFileSync(new URL(`../../../docs/${files[lang]}`, import.meta.url), 'utf8');
const docs = Object.fromEntries(langs.map((l) => [l, read(l)])) as Record<Lang, string>;

/** Fenced blocks with their language tag, in order, byte for byte. */
const codeBlocks = (md: string) => [...md.matchAll(/^```[\s\S]*?^```$/gm)].map((m) => m[0]);
/** Outside fenced blocks, so a `#` comment in code is no heading. */
const prose = (md: string) => md.replace(/^```[\s\S]*?^```$/gm, '');
const headingLevels = (md: string) => [...prose(md).matchAll(/^(#{1,6}) /gm)].map((m) => m[1]!.length);
const exampleMarkers = (md: string) => [...md.matchAll(/<!-- example: [^>]*-->/g)].map((m) => m[0]);
/** `| 400 | \`errors.signInvalid\` | …` rows of the error-code table: code and msgId. */
const errorRows = (md: string) => [...md.matchAll(/^\| (\d{3}) \| `([\w.]+)` \|/gm)].map((m) => `${m[1]} ${m[2]}`);
const eventRows = (md: string) => [...md.matchAll(/^\| `((?:order|payout)\.\w+)` \|/gm)].map((m) => m[1]);
const fieldRows = (md: string) => [...md.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);

describe.each(langs.filter((l) => l !== 'en'))('docs/%s translation of merchant-api.md', (lang) => {
  const en = docs.en;
  const doc = docs[lang];

  it('has the same code blocks in the same order, byte-identical', () => {
    expect(codeBlocks(en).length).toBeGreaterThan(3);
    expect(codeBlocks(doc)).toEqual(codeBlocks(en));
  });

  it('has the same headings, level by level', () => {
    expect(headingLevels(doc)).toEqual(headingLevels(en));
  });

  it('has the same example markers in the same order', () => {
    expect(exampleMarkers(doc)).toEqual(exampleMarkers(en));
  });

  it('has the same error-code rows, payout fields and callback events', () => {
    expect(errorRows(en).length).toBeGreaterThan(10);
    expect(errorRows(doc)).toEqual(errorRows(en));
    expect(fieldRows(doc)).toEqual(fieldRows(en));
    expect(eventRows(doc)).toEqual(eventRows(en));
  });
});

describe('the language line of the merchant API documents', () => {
  it.each(langs)('%s links the other two languages near the top', (lang) => {
    const top = docs[lang].split('\n').slice(0, 4).join('\n');
    for (const other of langs.filter((l) => l !== lang)) expect(top).toContain(`](${files[other]})`);
  });
});
