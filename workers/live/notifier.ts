import { constants } from '../../src/contract/constants.ts';
import type { LastOrder } from '../../src/contract/index.ts';
import type { Notice } from './protocol.ts';

export interface NoticeSink {
  /** The notice changed (raised, moved to a newer order, or reset to null). */
  change(notice: Notice | null): void;
  /** One firing: show it for 5 s with the sound (spec 9). */
  fire(notice: Notice): void;
}

/**
 * The order notifier of spec 4: remembers the last order code seen; a newer one raises a notice
 * that fires at once and every 5 s until reset. The first order the poll finds is the starting
 * point, not news; a pushed order is always news. An order older than the last seen one (a late
 * push) changes nothing.
 */
export class OrderNotifier {
  private lastCode: string | null = null;
  private lastTime = '';
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
    if (!order || order.orderCode === this.lastCode) return;
    if (this.lastCode !== null && order.createTime < this.lastTime) return;
    const first = this.lastCode === null;
    this.lastCode = order.orderCode;
    this.lastTime = order.createTime;
    if (first && !how.pushed) return;
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
