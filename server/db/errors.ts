/**
 * What kind of failure an error from the database (or Redis) driver is. A lost or refused connection
 * is temporary: the request fails with 503 and Retry-After and the pool opens a new connection for
 * the next one (docs/operations.md "When the database goes away"). Drizzle wraps driver errors
 * (`cause`), so the whole chain is looked at.
 */
export type StoreFailure = 'unavailable' | 'storageFull';

// admin_shutdown, crash_shutdown, cannot_connect_now, connection exceptions (class 08), too_many_connections.
const unavailableSqlStates = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '53300',
]);
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const unavailableMessages = [
  // node-postgres
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Client was closed and is not queryable/i,
  // ioredis with a fast-failing client (server/lib/redis.ts)
  /Stream isn't writeable/i,
  /Command timed out/i,
  /Connection is closed/i,
  /Reached the max retries per request limit/i,
];

function* chain(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let e = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    yield e;
    if (e instanceof AggregateError) for (const inner of e.errors) yield inner;
    e = (e as { cause?: unknown }).cause;
  }
}

export function storeFailure(err: unknown): StoreFailure | null {
  for (const e of chain(err)) {
    const code = (e as { code?: unknown }).code;
    const message = e instanceof Error ? e.message : '';
    // disk_full, or the file system's ENOSPC under PGlite: the transaction was rolled back.
    if (code === '53100' || code === 'ENOSPC' || /No space left on device|could not extend file/i.test(message))
      return 'storageFull';
    if (typeof code === 'string' && (unavailableSqlStates.has(code) || unavailableErrnos.has(code)))
      return 'unavailable';
    if (unavailableMessages.some((m) => m.test(message))) return 'unavailable';
  }
  return null;
}
