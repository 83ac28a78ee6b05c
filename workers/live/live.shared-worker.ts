/// <reference lib="webworker" />
import { LiveCore, type TabPort } from './core.ts';
import { browserDeps } from './platform.ts';
import type { TabToWorker } from './protocol.ts';

declare const self: SharedWorkerGlobalScope;

/** One worker for every tab of the origin (decision 027): one websocket and one poll in all. */
const core = new LiveCore(browserDeps);

self.onconnect = (event: MessageEvent) => {
  const port = event.ports[0];
  if (!port) return;
  const tab: TabPort = { post: (m) => port.postMessage(m) };
  port.onmessage = (e: MessageEvent<TabToWorker>) => core.handle(tab, e.data);
  port.start();
};
