/**
 * The phone's Back closes what is open (decision 064). Each open sheet, dialog, drawer or action
 * sheet adds a history entry of the same address (a "guard"); Back leaves that entry, and the
 * popstate that follows closes the top overlay instead of reaching the router, so the page stays.
 *
 * An overlay closed another way (its button, its mask, a submit) leaves its guard entry where it
 * is: taking it off with history.back() would race the navigation a submit often starts (the back
 * would land after it). The next Back from such a spent guard lands on the same address below it,
 * which is skipped with one more step back (as is any other spent guard of the page), so one Back
 * still leaves the page.
 *
 * Our listener runs in the capture phase: at the window, capture listeners run before the
 * router's (bubble) one, so the router never sees the popstates we handle.
 */

interface Overlay {
  /** Its guard entry's mark; a new one when the guard moves to a new page. */
  id: string;
  close: () => void;
  /** A message the person must read (an imperative alert or question) outlives a route change. */
  keepOnRouteChange: boolean;
}

const guardKey = 'boOverlayGuard';
const stack: Overlay[] = [];
let nextId = 1;
/** The current entry is the guard of an overlay no longer open, at this address. */
let spent: { id: string; address: string } | null = null;
let installed = false;

const address = () => `${location.pathname}${location.search}`;
const guardOf = (state: unknown): string | undefined => {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[guardKey] : undefined;
  return typeof value === 'string' ? value : undefined;
};

function onPopState(event: PopStateEvent) {
  const left = spent;
  const landed = guardOf(event.state);
  spent = landed && !stack.some((o) => o.id === landed) ? { id: landed, address: address() } : null;

  const top = stack.at(-1);
  if (top && landed !== top.id) {
    // Back from the open overlay's guard: close it and keep the page.
    stack.pop();
    event.stopImmediatePropagation();
    top.close();
    return;
  }
  if (left && address() === left.address && !(landed && stack.some((o) => o.id === landed))) {
    // Back from a spent guard onto the same page, or onto another spent guard of it (two overlays
    // opened and closed in turn): one more step, until Back reaches where it should go.
    event.stopImmediatePropagation();
    history.back();
  }
}

/** An entry of the same address and the router's state, marked as the guard `id`. */
function pushGuard(id: string) {
  const state: unknown = history.state;
  history.pushState({ ...(typeof state === 'object' && state !== null ? state : {}), [guardKey]: id }, '');
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', onPopState, { capture: true });
}

/**
 * Registers an open overlay: Back calls `close`. The returned release is called when the overlay
 * has closed, however it closed.
 */
export function openOverlay(close: () => void, options: { keepOnRouteChange?: boolean } = {}): () => void {
  install();
  const overlay: Overlay = { id: `g${nextId++}`, close, keepOnRouteChange: options.keepOnRouteChange ?? false };
  stack.push(overlay);
  pushGuard(overlay.id);
  spent = null;
  return () => {
    const at = stack.indexOf(overlay);
    if (at < 0) return;
    stack.splice(at, 1);
    if (guardOf(history.state) === overlay.id) spent = { id: overlay.id, address: address() };
  };
}

/**
 * A route change closes every open sheet; their guard entries stay behind the new page. A message
 * shown as the app navigates (the live connection's "Login expired" on its way to sign-in) stays.
 */
export function closeAllOverlays() {
  const closing = stack.filter((o) => !o.keepOnRouteChange);
  const kept = stack.filter((o) => o.keepOnRouteChange);
  stack.length = 0;
  spent = null;
  for (const overlay of closing.reverse()) overlay.close();
  // A kept message gets a guard on the new page (the navigation may have replaced its old one),
  // so Back still closes it there.
  for (const overlay of kept) {
    overlay.id = `g${nextId++}`;
    stack.push(overlay);
    pushGuard(overlay.id);
  }
}
