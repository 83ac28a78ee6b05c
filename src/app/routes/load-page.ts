import { constants } from '../../contract/constants.ts';
import type { PageComponent, PageRef } from '../../lib/routes/types.ts';

/** Raised when a page's chunk fails or does not arrive in time (product 8: 120 s). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** Keyed by the page's declaration: routes that show one page share its `PageRef` (src/features/<feature>/routes.ts). */
const loaded = new Map<PageRef, PageComponent>();
const pending = new Map<PageRef, Promise<PageComponent>>();
/** Told when a page's chunk arrives: a pane that showed nothing (its load failed, then a retry) shows it. */
const loadListeners = new Set<() => void>();

export function subscribeLoadedPages(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/**
 * Loads a page's chunk once. A failure is not remembered, so a retry imports again (react-router's
 * own `lazy` would keep the failed promise for good).
 */
export function loadPage(ref: PageRef, timeoutMs: number = constants.chunkLoadTimeoutMs): Promise<PageComponent> {
  const done = loaded.get(ref);
  if (done) return Promise.resolve(done);
  let promise = pending.get(ref);
  if (!promise) {
    promise = withTimeout(ref.load(), timeoutMs).then(
      (page) => {
        loaded.set(ref, page);
        pending.delete(ref);
        for (const listener of loadListeners) listener();
        return page;
      },
      (err: unknown) => {
        pending.delete(ref);
        throw new ChunkLoadError(err);
      },
    );
    pending.set(ref, promise);
  }
  return promise;
}

/** The page of a route once `loadPage` finished (route loaders make sure it did before showing). */
export function loadedPage(ref: PageRef): PageComponent | undefined {
  return loaded.get(ref);
}
