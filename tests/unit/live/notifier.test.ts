import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderNotifier } from '../../../workers/live/notifier.ts';
import type { Notice } from '../../../workers/live/protocol.ts';

const order = (code: string, minute: number) => ({
  orderCode: code,
  createTime: `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

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

  it('does not fire again for an order it announced, nor for an order from before the starting point', () => {
    const { n, fired } = setup();
    n.observe(order('C1', 1), { pushed: false });
    n.observe(order('C3', 3), { pushed: true });
    n.reset();
    n.observe(order('C3', 3), { pushed: false });
    n.observe(order('C3', 3), { pushed: true });
    n.observe(order('C0', 0), { pushed: true });
    n.observe(order('C1', 1), { pushed: true });
    expect(fired.map((f) => f.orderCode)).toEqual(['C3']);
  });

  it('announces once each order whose push comes after a poll that already found a newer one', () => {
    const { n, fired, changes } = setup();
    n.observe(order('C1', 1), { pushed: false });
    n.observe(order('C2', 2), { pushed: true });
    // The poll overtakes the pushes of C3 to C5.
    n.observe(order('C6', 6), { pushed: false });
    for (const [code, minute] of [
      ['C3', 3],
      ['C4', 4],
      ['C5', 5],
      ['C6', 6],
    ] as const)
      n.observe(order(code, minute), { pushed: true });
    expect(fired.map((f) => [f.orderCode, f.repeat])).toEqual([
      ['C2', 0],
      ['C6', 0],
      ['C3', 0],
      ['C4', 0],
      ['C5', 0],
    ]);
    // The running notice stays on the newest order, and only it repeats.
    expect(n.notice?.orderCode).toBe('C6');
    expect(changes.at(-1)?.orderCode).toBe('C6');
    vi.advanceTimersByTime(5_000);
    expect(fired.at(-1)).toMatchObject({ orderCode: 'C6', repeat: 1 });
  });

  it('ignores a polled order older than the newest it knows', () => {
    const { n, fired } = setup();
    n.observe(order('C1', 1), { pushed: false });
    n.observe(order('C5', 5), { pushed: true });
    n.observe(order('C4', 4), { pushed: false });
    expect(fired.map((f) => f.orderCode)).toEqual(['C5']);
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
    expect(fired.map((f) => [f.orderCode, f.repeat])).toEqual([
      ['C1', 0],
      ['C2', 0],
      ['C2', 1],
    ]);
  });
});
