import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) => readFileSync(new URL(`../../../src/${path}`, import.meta.url), 'utf8');
/** The declarations of one rule, by its exact selector. */
const rule = (text: string, selector: string) =>
  text.match(new RegExp(`(?:^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`))?.[1] ?? '';

describe('text wraps between words', () => {
  it('never breaks a sheet intro (the pay-script description) or a detail value in the middle of a word', () => {
    const list = css('components/list/list.module.css');
    for (const selector of ['.sheetIntro', '.detailRow dd']) {
      const decls = rule(list, selector);
      expect(decls, selector).toContain('overflow-wrap: anywhere');
      expect(decls, selector).not.toContain('break-all');
    }
  });

  it('wraps a long menu title instead of cutting it with an ellipsis', () => {
    const label = rule(css('app/layout/menu-tree.module.css'), '.label');
    expect(label).not.toContain('ellipsis');
    expect(label).not.toContain('nowrap');
  });
});
