import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, describeError } from '../../../../src/features/error-log/error-reporter.ts';

function setup(perMinute = 10) {
  let t = 1_000_000;
  const send = vi.fn(async () => null);
  const report = createErrorReporter({ send, now: () => t, perMinute });
  return { send, report, advance: (ms: number) => (t += ms) };
}

describe('error reporter', () => {
  it('sends an error once and skips identical repeats for ten minutes', () => {
    const { send, report, advance } = setup();
    const e = { code: 'TypeError', mes: 'x is undefined', url: 'http://localhost/home' };
    expect(report(e)).toBe(true);
    expect(report(e)).toBe(false);
    advance(9 * 60_000);
    expect(report({ ...e, url: 'http://localhost/other' })).toBe(false);
    advance(60_000);
    expect(report(e)).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends at most ten reports a minute, then again once the minute has passed', () => {
    const { send, report, advance } = setup();
    for (let i = 0; i < 25; i++) report({ code: 'Error', mes: `error ${i}`, url: '' });
    expect(send).toHaveBeenCalledTimes(10);
    advance(30_000);
    expect(report({ code: 'Error', mes: 'later', url: '' })).toBe(false);
    advance(30_000);
    expect(report({ code: 'Error', mes: 'later', url: '' })).toBe(true);
    expect(send).toHaveBeenCalledTimes(11);
  });

  it('clips fields to what the server accepts and never throws when sending fails', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const report = createErrorReporter({ send });
    expect(report({ code: 'E'.repeat(100), mes: 'm'.repeat(5000), url: '' })).toBe(true);
    const sent = (send.mock.calls[0] as unknown as [{ code: string; mes: string }])[0];
    expect(sent.code).toHaveLength(64);
    expect(sent.mes).toHaveLength(4000);
    await Promise.resolve();
  });

  it('describes errors, API errors, strings and other values', () => {
    const err = new TypeError('boom');
    expect(describeError(err, '')).toMatchObject({ code: 'TypeError' });
    expect(describeError(err, '').mes).toContain('boom');
    expect(describeError(Object.assign(new Error('denied'), { code: 403 }), '').code).toBe('403');
    expect(describeError('plain text', '')).toEqual({ code: '', mes: 'plain text' });
    expect(describeError({ a: 1 }, '')).toEqual({ code: '', mes: '{"a":1}' });
    expect(describeError(undefined, 'fallback')).toEqual({ code: '', mes: 'fallback' });
  });
});
