import type { Page } from '../../contract/index.ts';

/** Rows a request when exporting: the list call's largest page. */
export const exportPageSize = 500;

/**
 * Every row under the filters, page by page, reporting rows fetched of the total after each page.
 * Stops with an AbortError when `signal` aborts. The total is the first page's: rows written while
 * exporting do not make it chase a moving end.
 */
export async function fetchAllPages<T>(
  fetchPage: (pageIndex: number, pageNum: number, signal: AbortSignal) => Promise<Page<T>>,
  signal: AbortSignal,
  onProgress: (fetched: number, total: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  let total = Infinity;
  for (let pageIndex = 1; rows.length < total; pageIndex++) {
    signal.throwIfAborted();
    const page = await fetchPage(pageIndex, exportPageSize, signal);
    if (pageIndex === 1) total = page.total;
    rows.push(...page.list.slice(0, total - rows.length));
    onProgress(rows.length, total);
    if (page.list.length < exportPageSize) break;
  }
  return rows;
}
