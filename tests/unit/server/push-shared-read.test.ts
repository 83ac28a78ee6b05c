import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedRead } from '../../../server/modules/push/notify.ts';

describe('the subscriptions read shared by the orders of a moment', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('reads once for every order created within the window, after the window', async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads, 50);
    const asked = [read(), read(), read()];
    expect(reads).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('starts a new read for an order that comes once the previous read has started', async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads, 50);
    const first = read();
    await vi.advanceTimersByTimeAsync(50);
    const second = read();
    await vi.advanceTimersByTimeAsync(50);
    expect([await first, await second]).toEqual([1, 2]);
  });

  it('fails the orders that shared a failed read and reads afresh for the next', async () => {
    let reads = 0;
    const read = sharedRead(async () => {
      reads += 1;
      if (reads === 1) throw new Error('database away');
      return reads;
    }, 50);
    const failed = Promise.allSettled([read(), read()]);
    await vi.advanceTimersByTimeAsync(50);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const next = read();
    await vi.advanceTimersByTimeAsync(50);
    expect(await next).toBe(2);
  });
});
