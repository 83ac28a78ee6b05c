import { useEffect, useRef, type RefObject } from 'react';

/** One of a row's actions on a key (decision 125): a lower-case letter, the action's initial. */
export interface RowAction {
  key: string;
  label: string;
  run: () => void;
}

interface Handlers {
  onMove: (by: 1 | -1) => void;
  onOpen: () => void;
  onSelect: () => void;
  onEscape: () => void;
  onHelp: () => void;
  /** The active row's actions now. */
  actions: readonly RowAction[];
}

/** Typing in a field, or a control that uses the key itself: the table leaves the key alone. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
}

/**
 * The list keys of decision 125, on the whole page while the table shows: j and k (and the arrows
 * when the focus is in the table) move through the rows, Enter opens the row, x ticks it, a
 * letter runs the action it starts, Escape clears the selection, `?` opens the list of keys.
 * Nothing happens while a sheet or dialog is open (the page behind is inert then, decision 101),
 * while a field has the focus, or with Ctrl, Alt or Meta (the header's own shortcuts).
 */
export function useTableKeys(table: RefObject<HTMLElement | null>, handlers: Handlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (document.getElementById('root')?.inert || typing(e.target)) return;
      const h = latest.current;
      const inTable = e.target instanceof Node && (table.current?.contains(e.target) ?? false);
      const onRow = e.target instanceof HTMLTableRowElement;
      const key = e.key;
      let done = true;
      if (key === '?') h.onHelp();
      else if (key === 'j' || (key === 'ArrowDown' && inTable)) h.onMove(1);
      else if (key === 'k' || (key === 'ArrowUp' && inTable)) h.onMove(-1);
      else if (key === 'Enter' && onRow) h.onOpen();
      else if (key === 'x' && inTable) h.onSelect();
      else if (key === 'Escape') {
        // Escape may mean more to whoever else listens (the header's search): it goes on.
        h.onEscape();
        done = false;
      } else if (key.length === 1 && inTable) {
        const action = h.actions.find((a) => a.key === key.toLowerCase());
        if (action) action.run();
        else done = false;
      } else done = false;
      if (done) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [table]);
}
