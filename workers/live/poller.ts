import { canCall } from '../../src/contract/call.ts';
import { constants } from '../../src/contract/constants.ts';
import { Code } from '../../src/contract/envelope.ts';
import type { LastOrder, Role } from '../../src/contract/index.ts';
import { workerCalls } from '../../src/contract/worker-calls.ts';

/** Merchants get no new-order notice (product 6); the poll's call refuses them anyway. */
export function pollsLastOrder(role: Role): boolean {
  return canCall(workerCalls.lastOrder.access, role);
}

export interface PollerOptions {
  role: Role;
  /** One call of getLastOrder: the envelope's code and data. */
  fetchLast(): Promise<{ code: number; data: LastOrder | null }>;
  onOrder(order: LastOrder | null): void;
  onExpired(): void;
  intervalMs?: number;
}

/** The new-order poll of product 7.7 and 9: at once, then every 10 s, one call at a time. */
export class OrderPoller {
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy = false;

  constructor(private readonly o: PollerOptions) {}

  /** False when the role does not poll. */
  start(): boolean {
    if (!pollsLastOrder(this.o.role)) return false;
    if (this.timer) return true;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.o.intervalMs ?? constants.orderPollMs);
    return true;
  }

  /**
   * One poll now, beside the schedule: after a reconnect the pushes sent while the socket was down
   * are gone, and the newest order should not wait up to 10 s for its notice.
   */
  pollNow(): void {
    if (this.timer) void this.tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const answer = await this.o.fetchLast();
      if (!this.timer) return;
      if (answer.code === Code.sessionExpired) {
        this.stop();
        this.o.onExpired();
      } else if (answer.code === Code.ok) {
        this.o.onOrder(answer.data);
      }
    } catch {
      // Offline or the server is down: the next tick tries again.
    } finally {
      this.busy = false;
    }
  }
}
