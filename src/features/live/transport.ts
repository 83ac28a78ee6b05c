import type { TabToWorker, WorkerToTab } from '../../../workers/live/protocol.ts';

/** How this tab reaches the live worker. */
export interface LiveTransport {
  kind: 'shared' | 'leader' | 'dedicated';
  send(message: TabToWorker): void;
  close(): void;
}

type Listener = (message: WorkerToTab) => void;

const lockName = 'bo-live-leader';
const channelName = 'bo-live';

type ChannelMessage =
  { kind: 'toWorker'; message: TabToWorker } | { kind: 'toTabs'; message: WorkerToTab } | { kind: 'leader' };

/** One SharedWorker for all tabs of the origin. */
function sharedTransport(listener: Listener): LiveTransport {
  const worker = new SharedWorker(new URL('../../../workers/live/live.shared-worker.ts', import.meta.url), {
    type: 'module',
    name: 'live',
  });
  const port = worker.port;
  port.onmessage = (e: MessageEvent<WorkerToTab>) => listener(e.data);
  port.start();
  return {
    kind: 'shared',
    send: (message) => port.postMessage(message),
    close: () => {
      port.postMessage({ type: 'bye' } satisfies TabToWorker);
      port.close();
    },
  };
}

/**
 * No SharedWorker (Chrome for Android before 148): the tab holding an exclusive Web Lock runs the
 * core in a dedicated worker and relays over a BroadcastChannel; the others wait for the lock, so
 * when the leader closes, the browser hands it to one of them, which starts its own worker.
 */
function leaderTransport(listener: Listener): LiveTransport {
  const channel = new BroadcastChannel(channelName);
  const abort = new AbortController();
  let worker: Worker | null = null;
  let release: (() => void) | null = null;
  let lastStart: TabToWorker | null = null;
  let closed = false;

  const toWorker = (message: TabToWorker) => {
    if (worker) worker.postMessage(message);
    else channel.postMessage({ kind: 'toWorker', message } satisfies ChannelMessage);
  };

  channel.onmessage = (e: MessageEvent<ChannelMessage>) => {
    const d = e.data;
    if (d.kind === 'toWorker' && worker) {
      // The leader's worker sees every tab as one: a follower leaving is not everyone leaving.
      if (d.message.type !== 'bye') worker.postMessage(d.message);
    } else if (d.kind === 'toTabs' && !worker) {
      listener(d.message);
    } else if (d.kind === 'leader' && !worker && lastStart) {
      // A new leader knows nothing yet: tell it who is signed in.
      channel.postMessage({ kind: 'toWorker', message: lastStart } satisfies ChannelMessage);
    }
  };

  navigator.locks
    .request(lockName, { signal: abort.signal }, () => {
      if (closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        release = resolve;
        const w = new Worker(new URL('../../../workers/live/live.worker.ts', import.meta.url), {
          type: 'module',
          name: 'live',
        });
        w.onmessage = (e: MessageEvent<WorkerToTab>) => {
          listener(e.data);
          // The system notification is shown once, by the leader; everything else every tab sees.
          if (e.data.type !== 'notify')
            channel.postMessage({ kind: 'toTabs', message: e.data } satisfies ChannelMessage);
        };
        worker = w;
        if (lastStart) w.postMessage(lastStart);
        channel.postMessage({ kind: 'leader' } satisfies ChannelMessage);
      });
    })
    .catch(() => {
      // Aborted because this tab closed before it became the leader.
    });

  return {
    kind: 'leader',
    send: (message) => {
      if (message.type === 'start') lastStart = message;
      if (message.type === 'stop') lastStart = null;
      toWorker(message);
    },
    close: () => {
      closed = true;
      abort.abort();
      worker?.terminate();
      worker = null;
      release?.();
      channel.close();
    },
  };
}

/** Neither SharedWorker nor Web Locks: each tab has its own worker. */
function dedicatedTransport(listener: Listener): LiveTransport {
  const worker = new Worker(new URL('../../../workers/live/live.worker.ts', import.meta.url), {
    type: 'module',
    name: 'live',
  });
  worker.onmessage = (e: MessageEvent<WorkerToTab>) => listener(e.data);
  return { kind: 'dedicated', send: (m) => worker.postMessage(m), close: () => worker.terminate() };
}

export function openTransport(listener: Listener): LiveTransport {
  if (typeof SharedWorker !== 'undefined') {
    try {
      return sharedTransport(listener);
    } catch {
      // Blocked (some privacy modes): fall back to a leader.
    }
  }
  if (typeof navigator.locks?.request === 'function' && typeof BroadcastChannel !== 'undefined')
    return leaderTransport(listener);
  return dedicatedTransport(listener);
}
