import type { Remote } from 'comlink';
import type { SheetWorkerApi } from '../../../workers/sheet/sheet.worker.ts';

/** Rows per message to the worker (see workers/sheet/sheet.worker.ts). */
export const rowChunk = 1_000;

/** An idle worker is ended after this long: it holds the xlsx libraries and the last file in memory. */
const idleMs = 60_000;

interface Running {
  worker: Worker;
  api: Remote<SheetWorkerApi>;
  /** Rejects when the worker fails to load or dies; Comlink alone would wait for ever. */
  failed: Promise<never>;
}

/** The worker being started or running; a promise so that calls at the same moment share one. */
let current: Promise<Running> | null = null;
let busy = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

async function start(): Promise<Running> {
  // comlink is imported here, not at the top, so a page that only links to an export pays nothing
  // until the first file is built; Vite bundles the worker and its libraries as a separate file.
  const { wrap } = await import('comlink');
  // Set by withSheetWorker before this resumes: the promise this call is.
  const started = current;
  const worker = new Worker(new URL('../../../workers/sheet/sheet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'sheet',
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => {
        reject(new Error(`sheet worker failed: ${event.message || 'could not load'}`));
        // The next call starts a fresh worker.
        worker.terminate();
        if (started === current) current = null;
      },
      { once: true },
    );
  });
  failed.catch(() => undefined);
  return { worker, api: wrap<SheetWorkerApi>(worker), failed };
}

function stop(): void {
  const stopping = current;
  current = null;
  void stopping?.then(
    (r) => r.worker.terminate(),
    () => undefined,
  );
}

/**
 * Runs one task in the sheet worker, starting it on first use and ending it when idle. Tasks may
 * overlap; the worker handles them one after another.
 */
export async function withSheetWorker<T>(task: (api: Remote<SheetWorkerApi>) => Promise<T>): Promise<T> {
  clearTimeout(idleTimer);
  busy += 1;
  try {
    const starting = (current ??= start());
    // A failed start (e.g. offline before the chunk was cached) is not kept: the next call retries.
    starting.catch(() => {
      if (current === starting) current = null;
    });
    const { api, failed } = await starting;
    return await Promise.race([task(api), failed]);
  } finally {
    busy -= 1;
    if (busy === 0) idleTimer = setTimeout(stop, idleMs);
  }
}

/** Wraps a main-thread callback so the worker can call it (progress reports). */
export async function workerCallback<F extends (...args: never[]) => unknown>(fn: F): Promise<F> {
  const { proxy } = await import('comlink');
  return proxy(fn);
}
