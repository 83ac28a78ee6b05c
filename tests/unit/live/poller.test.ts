import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPoller, pollsLastOrder } from '../../../workers/live/poller.ts';

describe('new-order poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not run for merchants', async () => {
    const fetchLast = vi.fn(async () => ({ code: 200, data: null }));
    const p = new OrderPoller({ role: 'merchant', fetchLast, onOrder: vi.fn(), onExpired: vi.fn() });
    expect(p.start()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchLast).not.toHaveBeenCalled();
    expect(pollsLastOrder('merchant')).toBe(false);
    expect(pollsLastOrder('supplier')).toBe(true);
  });

  it('asks at once and then every 10 s, passing the order on', async () => {
    const last = { orderCode: 'C1', createTime: '2026-11-21T10:00:00.000Z' };
    const fetchLast = vi.fn(async () => ({ code: 200, data: last }));
    const onOrder = vi.fn();
    const p = new OrderPoller({ role: 'admin', fetchLast, onOrder, onExpired: vi.fn() });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchLast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLast).toHaveBeenCalledTimes(2);
    expect(onOrder).toHaveBeenLastCalledWith(last);
    p.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchLast).toHaveBeenCalledTimes(2);
  });

  it('stops and reports the end of the session on 1003', async () => {
    const fetchLast = vi.fn(async () => ({ code: 1003, data: null }));
    const onExpired = vi.fn();
    new OrderPoller({ role: 'supplier', fetchLast, onOrder: vi.fn(), onExpired }).start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(fetchLast).toHaveBeenCalledTimes(1);
  });
});
