/**
 * Runs `run` in a moment the page is idle (at the latest after `timeout` ms), so work that can wait
 * never lengthens a frame or the first render's task. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
