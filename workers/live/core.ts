import type { LastOrder } from '../../src/contract/index.ts';
import { LiveConnection, type SocketLike } from './connection.ts';
import { OrderNotifier } from './notifier.ts';
import { OrderPoller } from './poller.ts';
import type { LiveSession, LiveState, Notice, TabToWorker, WorkerToTab } from './protocol.ts';

/** A tab as the worker sees it. */
export interface TabPort {
  post(message: WorkerToTab): void;
}

export interface CoreDeps {
  createSocket(url: string): SocketLike;
  fetchLastOrder(session: LiveSession): Promise<{ code: number; data: LastOrder | null }>;
  /** A one-time websocket ticket (live/ticket); null when the session is over (code 1003). */
  fetchTicket(session: LiveSession): Promise<string | null>;
}

interface Running {
  session: LiveSession;
  connection: LiveConnection;
  poller: OrderPoller;
  notifier: OrderNotifier;
}

/**
 * Everything the live worker does for the tabs attached to it, the same in a SharedWorker and in
 * the leader tab's dedicated worker: one websocket and one poll for the signed-in user, one
 * notifier whose notice every tab shows, and the system notification handed to one tab only.
 */
export class LiveCore {
  private readonly tabs: TabPort[] = [];
  private running: Running | null = null;
  private state: LiveState = 'uninitialized';

  constructor(private readonly deps: CoreDeps) {}

  attach(tab: TabPort): void {
    if (!this.tabs.includes(tab)) this.tabs.push(tab);
    tab.post({ type: 'state', state: this.state });
    tab.post({ type: 'notice', notice: this.running?.notifier.notice ?? null });
  }

  detach(tab: TabPort): void {
    const i = this.tabs.indexOf(tab);
    if (i >= 0) this.tabs.splice(i, 1);
    // The last tab gone: nobody to alert. A SharedWorker ends by itself soon after.
    if (this.tabs.length === 0) this.halt('closed');
  }

  get tabCount(): number {
    return this.tabs.length;
  }

  handle(tab: TabPort, message: TabToWorker): void {
    switch (message.type) {
      case 'start':
        this.attach(tab);
        this.start(message.session);
        break;
      case 'stop':
        this.halt('closed');
        break;
      case 'reset':
        this.running?.notifier.reset();
        break;
      case 'bye':
        this.detach(tab);
        break;
    }
  }

  private broadcast(message: WorkerToTab): void {
    for (const tab of this.tabs) tab.post(message);
  }

  private start(session: LiveSession): void {
    const same = this.running?.session;
    if (same && same.signIn === session.signIn && same.wsUrl === session.wsUrl && same.apiBase === session.apiBase)
      return;
    this.halt('uninitialized');
    const notices = session.role !== 'merchant';
    const notifier = new OrderNotifier({
      change: (notice: Notice | null) => this.broadcast({ type: 'notice', notice }),
      fire: (notice: Notice) => {
        this.broadcast({ type: 'alert', notice });
        // The most recently attached tab is the most likely to be alive; the tag makes a second copy harmless.
        this.tabs.at(-1)?.post({ type: 'notify', notice });
      },
    });
    const expired = () => {
      this.halt('closed');
      this.broadcast({ type: 'expired', signIn: session.signIn });
    };
    let opened = false;
    const connection = new LiveConnection({
      url: session.wsUrl,
      fetchTicket: () => this.deps.fetchTicket(session),
      createSocket: this.deps.createSocket,
      onState: (state) => {
        this.state = state;
        this.broadcast({ type: 'state', state });
        if (state !== 'connected') return;
        // A socket that opens again missed what was pushed while it was down.
        if (opened) poller.pollNow();
        opened = true;
      },
      onKey: (key) => this.broadcast({ type: 'heartbeatKey', key }),
      onPush: (push) => {
        if (push.commandType !== 'newOrder') return;
        this.broadcast({ type: 'newOrder', order: push.data });
        if (notices) notifier.observe(push.data, { pushed: true });
      },
      onExpired: expired,
    });
    const poller = new OrderPoller({
      role: session.role,
      fetchLast: () => this.deps.fetchLastOrder(session),
      onOrder: (order) => notifier.observe(order, { pushed: false }),
      onExpired: expired,
    });
    this.running = { session, connection, poller, notifier };
    connection.start();
    poller.start();
  }

  private halt(state: LiveState): void {
    const r = this.running;
    if (!r) return;
    this.running = null;
    r.poller.stop();
    r.notifier.dispose();
    r.connection.stop();
    this.state = state;
    this.broadcast({ type: 'state', state });
    this.broadcast({ type: 'notice', notice: null });
  }
}
