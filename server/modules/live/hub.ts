import { canCall, orderCalls, type LivePush } from '../../../src/contract/index.ts';
import type { AuthUser } from '../../http/context.ts';
import type { LiveEvent } from './bus.ts';

/** One open websocket of a signed-in user. */
export interface LiveConnection {
  user: AuthUser;
  sessionId: number;
  send(message: LivePush): void;
  /** Tells the client its session is over (code 1003) and closes. */
  expire(): void;
}

type OrderEvent = Extract<LiveEvent, { type: 'orderCreated' }>;

/**
 * Who hears of a new order: the same people who may read it (server/modules/orders/scope.ts):
 * order staff all orders, a supplier the orders it got, an agent its team's too, a merchant its own.
 */
export function maySeeOrder(user: AuthUser, e: OrderEvent): boolean {
  if (user.role === 'merchant') return e.merchantId === user.id;
  if (user.role === 'supplier')
    return e.supplierId === user.id || (user.isAgent && e.supplierParentId === user.id && e.supplierId !== null);
  return canCall(orderCalls.getLastOrder.access, user.role);
}

/** The sockets of this instance, and what each event means for them. */
export class LiveHub {
  private readonly connections = new Set<LiveConnection>();

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  connectionsOf(userId: number): number {
    let n = 0;
    for (const c of this.connections) if (c.user.id === userId) n++;
    return n;
  }

  deliver(event: LiveEvent): void {
    for (const c of [...this.connections]) {
      switch (event.type) {
        case 'orderCreated':
          if (maySeeOrder(c.user, event)) {
            c.send({
              commandType: 'newOrder',
              code: 200,
              data: { orderCode: event.orderCode, createTime: event.createTime },
              msg: 'success',
            });
          }
          break;
        case 'sessionEnded':
          if (c.sessionId === event.sessionId) c.expire();
          break;
        case 'userSessionsEnded':
          if (c.user.id === event.userId) c.expire();
          break;
      }
    }
  }
}
