// @vitest-environment happy-dom
// The state antd-mobile's own components read (the module `reduceMotion` belongs to).
import { isMotionReduced, restoreMotion } from 'antd-mobile/cjs/utils/reduce-and-restore-motion';
import { afterEach, describe, expect, it } from 'vitest';
import { followReducedMotion } from '../../../src/app/motion.ts';

/** A media list whose answer the test changes, as the system setting would. */
function fakeMedia(matches: boolean) {
  const listeners: (() => void)[] = [];
  const list = {
    matches,
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
  };
  return {
    source: (query: string) => {
      expect(query).toBe('(prefers-reduced-motion: reduce)');
      return list as unknown as MediaQueryList;
    },
    set(value: boolean) {
      list.matches = value;
      for (const l of listeners) l();
    },
  };
}

describe('reduced motion', () => {
  afterEach(() => restoreMotion());

  it('skips the sheets\u2019 springs while the system asks for reduced motion, and plays them again when it no longer does', () => {
    const media = fakeMedia(true);
    followReducedMotion(media.source);
    expect(isMotionReduced()).toBe(true);
    media.set(false);
    expect(isMotionReduced()).toBe(false);
    media.set(true);
    expect(isMotionReduced()).toBe(true);
  });

  it('keeps the springs when the system does not ask', () => {
    followReducedMotion(fakeMedia(false).source);
    expect(isMotionReduced()).toBe(false);
  });
});
