import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushTimedOut, pushTimeoutMs, withinPushTimeout } from '../../../../src/features/push/push-browser.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the push switch', () => {
  it('gives up after 15 s when the push service never answers, and aborts the step', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | null = null;
    const result = withinPushTimeout((signal) => {
      seen = signal;
      return new Promise<never>(() => undefined);
    });
    const settled = result.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(pushTimeoutMs - 1);
    expect(seen!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBeInstanceOf(PushTimedOut);
    expect(seen!.aborted).toBe(true);
    expect(pushTimeoutMs).toBe(15_000);
  });

  it('answers with the step when it finishes in time, and passes its own failure on', async () => {
    await expect(withinPushTimeout(() => Promise.resolve('on'), 1_000)).resolves.toBe('on');
    await expect(withinPushTimeout(() => Promise.reject(new Error('blocked')), 1_000)).rejects.toThrow('blocked');
  });
});
