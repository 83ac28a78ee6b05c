import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments cite what a clone of this repository holds: a decision record (`decision 027`), a
// product section (`product 7.9`, docs/product.md) or a file under docs/. Never an issue number or
// a document that is not in the repository (docs/decisions/001-toolchain-and-dependencies.md).
const root = fileURLToPath(new URL('../../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files', 'src', 'server', 'workers', 'tests', 'e2e', 'scripts', 'bench'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|js|mjs|sql|sh|css|html)$/.test(f) && !f.startsWith('src/locales/'));
const records = new Set(readdirSync(`${root}docs/decisions`).map((name) => name.slice(0, 3)));
const productHeadings = new Set(
  [...readFileSync(`${root}docs/product.md`, 'utf8').matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]!),
);

/** Every citation of one kind in the tracked code, as `file: text`. */
function citations(pattern: RegExp, ok: (match: RegExpMatchArray) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const file of tracked) {
    if (file === 'tests/unit/lint/citations.test.ts') continue;
    for (const match of readFileSync(`${root}${file}`, 'utf8').matchAll(pattern)) {
      if (!ok(match)) found.push(`${file}: ${match[0]}`);
    }
  }
  return found;
}

describe('citations in code', () => {
  it('never cites an issue number or a document a clone does not have', () => {
    expect(citations(/\b[Ii]ssues? [0-9]+|ARCHITECTURE(?:\.md)?\b|docs\/decisions\.md/g)).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    expect(citations(/\b[Dd]ecisions? (\d{3})\b/g, (m) => records.has(m[1]!))).toEqual([]);
  });

  // Sections are numbered 1 to 99; "product 1045" is a product's id, not a section.
  it('cites only product sections that docs/product.md has', () => {
    expect(citations(/\b[Pp]roduct (\d{1,2}(?:\.\d+)*)\b(?!\d)/g, (m) => productHeadings.has(m[1]!))).toEqual([]);
  });

  it('cites only docs files that exist', () => {
    expect(citations(/\bdocs\/[\w./-]+\.(?:md|json)\b/g, (m) => existsSync(`${root}${m[0]}`))).toEqual([]);
  });

  it('finds a made-up citation of each kind', () => {
    const text = ['see', 'issue', '12, decision 999, product 42.7 and docs/nothing-here.md'].join(' ');
    expect(text.match(/\b[Ii]ssues? [0-9]+/g)).toHaveLength(1);
    expect(records.has('999')).toBe(false);
    expect(productHeadings.has('42.7')).toBe(false);
    expect(existsSync(`${root}docs/nothing-here.md`)).toBe(false);
  });
});
