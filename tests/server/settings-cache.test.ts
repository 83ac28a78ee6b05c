import { describe, expect, it } from 'vitest';
import { cachedSetting, forgetCachedSettings } from '../../server/modules/system-config/cache.ts';

/** A stored value the test changes, and how many times it was read. */
function store(initial: unknown) {
  const s = { value: initial, reads: 0 };
  const read = async () => {
    s.reads += 1;
    return s.value;
  };
  return { s, read };
}

describe('the instance settings cache (decision 123)', () => {
  it('reads a setting once for many uses within its second', async () => {
    const db = {};
    const { s, read } = store(true);
    for (let i = 0; i < 50; i++) expect(await cachedSetting(db, 'EnableService', read)).toBe(true);
    expect(s.reads).toBe(1);
  });

  it('reads again after a write forgets the cached values', async () => {
    const db = {};
    const { s, read } = store(true);
    await cachedSetting(db, 'EnableService', read);
    s.value = false;
    forgetCachedSettings();
    expect(await cachedSetting(db, 'EnableService', read)).toBe(false);
    expect(s.reads).toBe(2);
  });

  it('does not keep a value read while a write landed', async () => {
    const db = {};
    const s = { value: 'old', reads: 0 };
    const slowRead = async () => {
      s.reads += 1;
      const seen = s.value;
      // The write lands between the read and its caching.
      s.value = 'new';
      forgetCachedSettings();
      return seen;
    };
    expect(await cachedSetting(db, 'SysFlag', slowRead)).toBe('old');
    expect(await cachedSetting(db, 'SysFlag', async () => s.value)).toBe('new');
  });

  it('keeps each database apart', async () => {
    const a = store('A');
    const b = store('B');
    expect(await cachedSetting({}, 'SysFlag', a.read)).toBe('A');
    expect(await cachedSetting({}, 'SysFlag', b.read)).toBe('B');
  });
});
