import { describe, expect, it } from 'vitest';
import { PollLog, pollToken } from '../../server/modules/live/diagnostics.ts';

describe('live diagnostics poll log', () => {
  it('counts the polls of the given sessions within the window only', () => {
    const log = new PollLog();
    log.record('a', 1_000);
    log.record('a', 11_000);
    log.record('b', 12_000);
    log.record('c', 13_000);
    expect(log.count(['a', 'b'], 5_000)).toBe(2);
    expect(log.count(['a', 'b'], 0)).toBe(3);
    expect(log.count(['x'], 0)).toBe(0);
  });

  it('forgets sessions that stopped polling five minutes ago', () => {
    const log = new PollLog();
    log.record('gone', 0);
    log.record('here', 299_000);
    log.sweep(301_000);
    expect(log.count(['gone', 'here'], 0)).toBe(1);
  });

  it('reads the token like authenticate does: header first, then cookie', () => {
    expect(pollToken({ token: 'h' }, { token: 'c' })).toBe('h');
    expect(pollToken({}, { token: 'c' })).toBe('c');
    expect(pollToken({}, undefined)).toBeNull();
    expect(pollToken({ token: 'x'.repeat(200) }, undefined)).toBeNull();
  });
});
