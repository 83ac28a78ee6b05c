import { describe, expect, it } from 'vitest';
import { constants } from '../../../../src/contract/index.ts';
import { showsBackToTop } from '../../../../src/app/layout/back-to-top-rule.ts';

describe('back to top', () => {
  it('shows once the content scrolled past 100 px (product 9)', () => {
    expect(constants.backToTopAt).toBe(100);
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(100)).toBe(false);
    expect(showsBackToTop(101)).toBe(true);
  });
});
