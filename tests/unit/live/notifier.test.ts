import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderNotifier } from '../../../workers/live/notifier.ts';
import type { Notice } from '../../../workers/live/protocol.ts';

const order = (code: string, minute: number) => ({ orderCode: code, createTime: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z` });

function setup() {
  const fired: Notice[] = [];
  const changes: Array<Notice | null> = [];
  const n = new OrderNotifier({ fire: (x) => fired.push(x), change: (x) => changes.push(x) });
  return { n, fired, changes };
}

describe('order notifier', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the first polled order as the starting point, not as news', () => {
    const { n, fired } = setup();
    n.observe(order('C1', 1), { pushed: false });
    expect(n.lastSeen).toBe('C1');
    expect(fired).toEqual([]);
    expect(n.notice).toBeNull();
  });

  it('fires a new order at once and every 5 s until reset', () => {
    const { n, fired, changes } = setup();
    n.observe(order('C1', 1), { pushed: false });
    n.observe(order('C2', 2), { pushed: false });
    expect(fired.map((f) => [f.orderCode, f.repeat])).toEqual([['C2', 0]]);
    vi.advanceTimersByTime(4_999);
    expect(fired).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5_000);
    expect(fired.map((f) => f.repeat)).toEqual([0, 1, 2]);
    n.reset();
    expect(changes.at(-1)).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(fired).toHaveLength(3);
  });

  it('does not fire again for the same order or for an older one', () => {
    const { n, fired } = setup();
    n.observe(order('C1', 1), { pushed: false });
    n.observe(order('C3', 3), { pushed: true });
    n.reset();
    n.observe(order('C3', 3), { pushed: false });
    n.observe(order('C2', 2), { pushed: true });
    expect(fired.map((f) => f.orderCode)).toEqual(['C3']);
  });

  it('raises a pushed order even before the first poll', () => {
    const { n, fired } = setup();
    n.observe(order('C9', 9), { pushed: true });
    expect(fired.map((f) => f.orderCode)).toEqual(['C9']);
    expect(n.notice?.orderCode).toBe('C9');
  });

  it('moves a running notice to a newer order and keeps repeating', () => {
    const { n, fired } = setup();
    n.observe(order('C1', 1), { pushed: true });
    vi.advanceTimersByTime(3_000);
    n.observe(order('C2', 2), { pushed: true });
    vi.advanceTimersByTime(5_000);
    expect(fired.map((f) => [f.orderCode, f.repeat])).toEqual([['C1', 0], ['C2', 0], ['C2', 1]]);
  });
});
