import type { FastifyInstance } from 'fastify';
import { pushCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import type { Events } from '../../lib/events.ts';
import { registerCall } from '../../http/route.ts';
import { busFor } from '../live/index.ts';
import { pushNewOrder, sharedSubscriptionRead } from './notify.ts';
import {
  dropSessionSubscriptions,
  dropUserSubscriptions,
  pushStatus,
  subscribe,
  unsubscribe,
} from './subscriptions.ts';
import { outboundTransport } from './transport.ts';
import { loadVapidKeys } from './vapid.ts';

export interface PushSettings {
  /** Per push service request; a hung push service costs this much, and only in the background. */
  timeoutMs: number;
  /** Accept http:// endpoints (a local fake push service in tests); browsers only give https. */
  allowHttpEndpoints: boolean;
}

const defaults: PushSettings = { timeoutMs: 10_000, allowHttpEndpoints: false };

/** How long a new order waits for others to share its read of the subscriptions (ms). */
const subscriptionReadWindowMs = 50;

/** Per app instance, keyed like the live bus by its events object, so tests can swap the push service. */
const settings = new WeakMap<Events, PushSettings>();

export function configurePush(events: Events, patch: Partial<PushSettings>): void {
  settings.set(events, { ...settingsFor(events), ...patch });
}

const settingsFor = (events: Events): PushSettings => settings.get(events) ?? defaults;

/**
 * Web Push (decision 033): the calls that keep a user's subscriptions, and a listener on the
 * live bus that pushes each new order to the subscribed users who may see it. Registered after
 * the live routes, which attach the bus.
 */
export async function pushRoutes(app: FastifyInstance, s: Services): Promise<void> {
  const vapid = await loadVapidKeys(s.db);
  registerCall(app, s, c.publicKey, () => ({ publicKey: vapid.publicKey }));
  registerCall(app, s, c.subscribe, (i, ctx) => subscribe(ctx, i, settingsFor(s.events).allowHttpEndpoints));
  registerCall(app, s, c.unsubscribe, (i, ctx) => unsubscribe(ctx, i.endpoint));
  registerCall(app, s, c.status, (_i, ctx) => pushStatus(ctx, true));

  // The app's own events fire once, on the instance that ended the session: one delete.
  const dropFailed = (err: unknown) => app.log.warn({ err }, 'push: drop subscriptions');
  const offSessions = [
    s.events.on('sessionEnded', ({ sessionId, reason }) => {
      if (reason !== 'expired') void dropSessionSubscriptions(s.db, sessionId).catch(dropFailed);
    }),
    s.events.on('userSessionsEnded', ({ userId }) => void dropUserSubscriptions(s.db, userId).catch(dropFailed)),
  ];
  app.addHook('onClose', async () => {
    for (const f of offSessions) f();
  });

  const bus = busFor(s.events);
  if (!bus) {
    app.log.warn('push: no live bus, new orders are not pushed');
    return;
  }
  const pending = new Set<Promise<void>>();
  const transport = outboundTransport(s.outbound);
  const subscriptions = sharedSubscriptionRead(s.db, subscriptionReadWindowMs);
  const off = bus.subscribe((event) => {
    if (event.type !== 'orderCreated') return;
    const { timeoutMs } = settingsFor(s.events);
    const job = pushNewOrder({ db: s.db, subscriptions, vapid, transport, timeoutMs, log: app.log }, event)
      .catch((err: unknown) => app.log.warn({ err }, 'push new order'))
      .finally(() => pending.delete(job));
    pending.add(job);
  });
  app.addHook('onClose', async () => {
    off();
    // Pushes under way finish (each is bounded by its timeout) before the database closes.
    await Promise.allSettled([...pending]);
  });
}
