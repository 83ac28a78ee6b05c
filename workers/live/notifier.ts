import { constants } from '../../src/contract/constants.ts';
import type { LastOrder } from '../../src/contract/index.ts';
import type { Notice } from './protocol.ts';

export interface NoticeSink {
  /** The notice changed (raised, moved to a newer order, or reset to null). */
  change(notice: Notice | null): void;
  /** One firing: show it for 5 s with the sound (product 9). */
  fire(notice: Notice): void;
}

/** Order codes remembered as already announced: far more than a burst between two polls. */
const rememberedCodes = 1_000;

/**
 * The order notifier of product 4: remembers the last order code seen; a newer one raises a notice
 * that fires at once and every 5 s until reset. The first order the poll finds is the starting
 * point, not news; a pushed order is always news.
 *
 * The poll (newest order only) may overtake the pushes of a burst: it answers order 7 while the
 * pushes of 3 to 6 are still on their way. Those orders were never announced, so a pushed order
 * that is new to the notifier fires once even when it is older than the newest one, leaving the
 * running notice on the newest. Only an order from before the starting point, or one already
 * announced, changes nothing.
 */
export class OrderNotifier {
  private lastCode: string | null = null;
  private lastTime = '';
  /** The starting point's time (the first poll): orders created before it are not news. */
  private since: string | null = null;
  private readonly seen = new Set<string>();
  private current: Notice | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly sink: NoticeSink,
    private readonly repeatMs: number = constants.noticeRepeatMs,
  ) {}

  get notice(): Notice | null {
    return this.current;
  }

  get lastSeen(): string | null {
    return this.lastCode;
  }

  observe(order: LastOrder | null, how: { pushed: boolean }): void {
    if (!order || this.seen.has(order.orderCode)) return;
    const first = this.lastCode === null;
    if (this.since !== null && order.createTime < this.since) return;
    if (!first && order.createTime < this.lastTime) {
      // A polled order older than the newest is stale; a pushed one is news that came late.
      if (!how.pushed) return;
      this.remember(order.orderCode);
      this.sink.fire({ orderCode: order.orderCode, createTime: order.createTime, repeat: 0 });
      return;
    }
    this.remember(order.orderCode);
    this.lastCode = order.orderCode;
    this.lastTime = order.createTime;
    if (first && !how.pushed) {
      this.since = order.createTime;
      return;
    }
    this.raise(order);
  }

  reset(): void {
    this.stopTimer();
    if (!this.current) return;
    this.current = null;
    this.sink.change(null);
  }

  dispose(): void {
    this.stopTimer();
    this.current = null;
  }

  private remember(code: string): void {
    this.seen.add(code);
    // A Set iterates in insertion order: the first is the oldest remembered.
    if (this.seen.size > rememberedCodes) this.seen.delete(this.seen.values().next().value!);
  }

  private raise(order: LastOrder): void {
    this.stopTimer();
    this.current = { orderCode: order.orderCode, createTime: order.createTime, repeat: 0 };
    this.sink.change(this.current);
    this.sink.fire(this.current);
    this.timer = setInterval(() => {
      if (!this.current) return;
      this.current = { ...this.current, repeat: this.current.repeat + 1 };
      this.sink.fire(this.current);
    }, this.repeatMs);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
