/** Reads until `ok` holds (a bot or job acting in the background), or fails after `timeoutMs` naming the last value. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 8000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}
