/**
 * Browser notices that reach `window.onerror` / `unhandledrejection` but are no fault of the app
 * (decision 116). Each entry says why it is harmless; keep the list short and exact.
 */
const noise: { pattern: RegExp; why: string }[] = [
  {
    // Chromium and Firefox: a ResizeObserver callback changed layout, so delivery waits a frame.
    // Nothing is lost; the event even carries `error === null`.
    pattern: /^(uncaught )?(error: )?resizeobserver loop (completed with undelivered notifications|limit exceeded)/i,
    why: 'layout notice, nothing lost',
  },
];

/** True when the message is one of the harmless browser notices above. */
export function isBrowserNoise(message: string): boolean {
  return noise.some((n) => n.pattern.test(message.trim()));
}

/**
 * True for a rejection nobody needs to hear of: an AbortError is a request cancelled on purpose (the
 * person navigated away, a newer query replaced it).
 */
export function isQuietRejection(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}
