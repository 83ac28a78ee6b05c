/// <reference lib="webworker" />
import { LiveCore, type TabPort } from './core.ts';
import { browserDeps } from './platform.ts';
import type { TabToWorker } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

/**
 * The same core in a dedicated worker, run by the leader tab where SharedWorker is missing; the
 * leader relays the other tabs' messages (src/features/live/leader-transport.ts).
 */
const core = new LiveCore(browserDeps);
const tab: TabPort = { post: (m) => self.postMessage(m) };

self.onmessage = (e: MessageEvent<TabToWorker>) => core.handle(tab, e.data);
