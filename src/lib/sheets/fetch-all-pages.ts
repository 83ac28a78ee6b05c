import type { Page } from '../../contract/index.ts';
import type { ExportPageFetch } from './export-decl.ts';

/** Rows a request when exporting: the largest page most list calls allow. */
export const exportPageSize = 500;

/**
 * Every page under the filters, one after another (decision 126): a keyset list from the cursor the
 * page before named, until one names none; any other list by page number, until a short page or
 * the first page's total. Never more than one request in flight, and none after `signal` aborts
 * (it throws an AbortError then). `total` is the first page's: rows written while exporting do not
 * make it chase a moving end; `capped` says the list counted only so far (orders past 10,000).
 */
export async function* pagesOf<T>(
  fetchPage: ExportPageFetch<T>,
  signal: AbortSignal,
): AsyncGenerator<{ rows: T[]; total: number; capped: boolean }> {
  let fetched = 0;
  let total = Infinity;
  let capped = false;
  let cursor: string | null = null;
  for (let pageIndex = 1; ;) {
    signal.throwIfAborted();
    const page: Page<T> & { nextCursor?: string | null; totalCapped?: boolean } = await fetchPage(
      { cursor, pageIndex: cursor === null ? pageIndex : 1 },
      signal,
    );
    signal.throwIfAborted();
    const keyset = page.nextCursor !== undefined;
    if (fetched === 0) {
      total = page.total;
      capped = page.totalCapped === true;
    }
    // A keyset list reads to its last row; a numbered one stops at the count it started with.
    const rows = keyset ? page.list : page.list.slice(0, Math.max(0, total - fetched));
    fetched += rows.length;
    yield { rows, total: Math.max(total, fetched), capped };
    if (keyset) {
      if (!page.nextCursor || page.list.length === 0) return;
      cursor = page.nextCursor;
    } else {
      if (page.list.length < page.pageNum || page.list.length === 0 || fetched >= total) return;
      pageIndex += 1;
    }
  }
}
