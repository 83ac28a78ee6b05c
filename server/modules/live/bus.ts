import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { constants } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import type { Events } from '../../lib/events.ts';
import type { OrderRecord } from '../../db/schema.ts';
import { redisOptions } from '../../lib/redis.ts';
import { parentOf } from './repository.ts';

/** What the live websocket reacts to; plain data, so it crosses Redis as JSON. */
export type LiveEvent =
  | {
      type: 'orderCreated';
      orderCode: string;
      createTime: string;
      merchantId: number;
      supplierId: number | null;
      /** The supplier's agent, who sees its team's orders. */
      supplierParentId: number | null;
    }
  | { type: 'sessionEnded'; sessionId: number; userId: number }
  | { type: 'userSessionsEnded'; userId: number }
  /** The IP whitelist changed: every instance reads it again (ip-rules). */
  | { type: 'ipRulesChanged' }
  /** A system setting was saved: what acts on it at once (the Telegram bot's token) reads it again. */
  | { type: 'settingChanged'; key: string };

export interface LiveBus {
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** One instance: events go straight to this instance's sockets. */
export function localBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => void emitter.emit('event', event),
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

const channel = 'bo:live';

/**
 * Several instances behind a load balancer: every event goes through one Redis channel, and each
 * instance, the publishing one included, delivers it to its own sockets. So an event is
 * delivered once per instance whether it arose here or elsewhere.
 */
export async function redisBus(url: string, onError: (e: unknown) => void): Promise<LiveBus> {
  const pub = new Redis(url, redisOptions);
  // The subscriber waits for messages: no command timeout. It resubscribes on each reconnect here,
  // not through ioredis's own resubscribe, whose promise nobody awaits: when Redis drops again
  // right after the reconnect, that rejection would go unhandled instead of to onError.
  const sub = new Redis(url, { ...redisOptions, commandTimeout: undefined, autoResubscribe: false });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  const local = localBus();
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    try {
      local.publish(JSON.parse(text) as LiveEvent);
    } catch (e) {
      onError(e);
    }
  });
  // Subscribed before the app answers anything, so no event of this instance is missed.
  await sub.subscribe(channel);
  sub.on('ready', () => void sub.subscribe(channel).catch(onError));
  return {
    // Redis away: this instance's own sockets still hear the event (docs/operations.md "When Redis
    // goes away"); the other instances' clients find it by their poll.
    publish: (event) =>
      void pub.publish(channel, JSON.stringify(event)).catch((e: unknown) => {
        onError(e);
        local.publish(event);
      }),
    subscribe: local.subscribe,
    close: async () => {
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
}

/** The bus of each app instance, keyed by its events object (the one thing every handler context carries). */
const buses = new WeakMap<Events, LiveBus>();

export function attachBus(events: Events, bus: LiveBus): void {
  buses.set(events, bus);
}

export function detachBus(events: Events): void {
  buses.delete(events);
}

/** The bus of an app instance, for other modules that react to its events (push). */
export function busFor(events: Events): LiveBus | undefined {
  return buses.get(events);
}

/**
 * Announces a committed order to the users who may see it. Called after the create transaction;
 * it never throws, so an alert that cannot be sent never fails the order. Allocation-failed orders
 * (id 10) are left out, as in the order list and getLastOrder.
 */
export function publishOrderCreated(
  svc: Pick<Services, 'db' | 'events'>,
  order: OrderRecord,
  knownSupplierParentId?: number | null,
): void {
  const bus = buses.get(svc.events);
  if (!bus || order.status === constants.hiddenOrderStatusId) return;
  void (async () => {
    // The create statement answers the agent itself (one round trip less per create).
    let supplierParentId: number | null = knownSupplierParentId ?? null;
    if (knownSupplierParentId === undefined && order.supplierId !== null) {
      supplierParentId = await parentOf(svc.db, order.supplierId);
    }
    bus.publish({
      type: 'orderCreated',
      orderCode: order.orderCode,
      createTime: order.createdAt.toISOString(),
      merchantId: order.merchantId,
      supplierId: order.supplierId,
      supplierParentId,
    });
  })().catch(() => {
    // The poll (every 10 s) still finds the order; a lost push only delays the alert.
  });
}
