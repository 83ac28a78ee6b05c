import { useEffect } from 'react';

/** A key typed here is text, not a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Decision 129: `/` (outside a field) and Ctrl+K or ⌘+K (anywhere) bring up the header search.
 * Not while a dialog is open: the page under it is inert, and a shortcut must not reach past it.
 */
export function useSearchShortcut(onShortcut: () => void) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey) return;
      const command = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !typing(e.target);
      if (!command && !slash) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      e.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}
