// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { recordError, useSessionErrors } from '../../../../src/features/error-log/error-store.ts';

describe('session error store', () => {
  it('groups repeats of one error with a count, latest first', () => {
    recordError('TypeError', 'x is undefined\n at a', 1);
    recordError('TypeError', 'x is undefined\n at b', 2);
    recordError('Error', 'other', 3);
    recordError('TypeError', 'x is undefined', 4);
    const { result } = renderHook(() => useSessionErrors());
    expect(result.current.map((e) => [e.code, e.title, e.count])).toEqual([
      ['TypeError', 'x is undefined', 3],
      ['Error', 'other', 1],
    ]);
  });
});
