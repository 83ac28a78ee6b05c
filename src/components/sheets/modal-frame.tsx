import { FocusScope } from '@react-aria/focus';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal-frame.module.css';

/** How a sheet or dialog names itself to a screen reader (decision 101). */
export interface ModalA11y {
  /** Its name when no heading inside says it (a heading or antd-mobile's dialog title names it otherwise). */
  label?: string;
  /** `alertdialog` for a question or message that interrupts (confirm, alert). */
  role?: 'dialog' | 'alertdialog';
}

interface FrameProps extends ModalA11y {
  /** Escape calls it; without it Escape does nothing (a dialog that cannot be dismissed). */
  onEscape?: () => void;
  /**
   * Its overlay is animating out: no longer a dialog, nor holding focus or the page inert, so
   * the next dialog (a question the closing action sheet asked) is the only one.
   */
  closing?: boolean;
  children: ReactNode;
}

/** Open frames: the app (#root) is inert while at least one is open. */
let openFrames = 0;

function markPageInert(change: 1 | -1) {
  openFrames += change;
  const root = document.getElementById('root');
  if (root) root.inert = openFrames > 0;
}

const titleSelector = 'h1, h2, h3, [data-dialog-title], .adm-dialog-title';

/**
 * The one modal primitive (decision 101) under every sheet, dialog and action sheet: a
 * `role="dialog"` (or `alertdialog`) with `aria-modal`, named by its label or its first heading,
 * in a react-aria FocusScope that keeps Tab inside and gives focus back to the opener when it
 * closes; Escape closes it; the page behind is inert. Focus moves to the dialog itself, not its
 * first field: on a phone a focused field would pop up the keyboard over the sheet.
 */
export function ModalFrame({ label, role = 'dialog', onEscape, closing = false, children }: FrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const fallbackId = useId();
  const [titleId, setTitleId] = useState<string>();
  // What had focus when the frame opened, read before focus moves in.
  const [opener] = useState(() => document.activeElement);

  // A layout effect, so the page is no longer inert when FocusScope gives focus back on closing.
  useLayoutEffect(() => {
    if (closing) return;
    markPageInert(1);
    return () => markPageInert(-1);
  }, [closing]);

  // Closing (animating out): focus goes back to the opener now, not when the frame unmounts, so a
  // second Escape reaches the sheet under it instead of this frame, which no longer answers it.
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!closing || !frame?.contains(document.activeElement)) return;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  }, [closing, opener]);

  // The title may come a frame later (antd-mobile draws the overlay once it opens): looked for again on each change.
  useLayoutEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const name = () => {
      // antd-mobile's Dialog marks its own box a dialog; the frame is the dialog, and one is enough.
      for (const inner of frame.querySelectorAll('[role="dialog"]')) inner.removeAttribute('role');
      if (label) return;
      const title = frame.querySelector(titleSelector);
      if (!title) return;
      if (!title.id) title.id = `${fallbackId}-title`;
      setTitleId(title.id);
    };
    name();
    const watch = new MutationObserver(name);
    watch.observe(frame, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [label, fallbackId]);

  useEffect(() => {
    const frame = ref.current;
    // A field that took focus itself (autoFocus) keeps it.
    if (frame && !frame.contains(document.activeElement)) frame.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented || !onEscape || closing) return;
    // The innermost open dialog closes, not the sheet under it.
    e.preventDefault();
    e.stopPropagation();
    onEscape();
  };

  return createPortal(
    <FocusScope contain={!closing} restoreFocus>
      <div
        ref={ref}
        role={closing ? undefined : role}
        aria-modal={closing ? undefined : true}
        aria-label={closing ? undefined : label}
        aria-labelledby={label || closing ? undefined : titleId}
        aria-hidden={closing || undefined}
        tabIndex={-1}
        className={closing ? `${styles.frame} ${styles.closing}` : styles.frame}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </FocusScope>,
    document.body,
  );
}

/**
 * Keeps a frame mounted from opening until the overlay's closing animation ends (its `afterClose`,
 * or at the latest `closeWaitMs`), and opens the overlay one frame after mounting so it still
 * animates in. `render` gets the overlay's own `visible` and the `afterClose` to hand it.
 */
export function ModalPresence({
  visible,
  onClosed,
  render,
  ...frame
}: Omit<FrameProps, 'children'> & {
  visible: boolean;
  onClosed?: () => void;
  render: (visible: boolean, afterClose: () => void) => ReactNode;
}) {
  const [shown, setShown] = useState(visible);
  const [inner, setInner] = useState(false);
  if (visible && !shown) setShown(true);

  const finish = () => {
    setShown(false);
    onClosed?.();
  };
  useEffect(() => {
    // One frame late when opening, so the overlay animates in from closed.
    const frame = requestAnimationFrame(() => setInner(visible));
    if (visible) return () => cancelAnimationFrame(frame);
    // A spring that never settles (the tab hidden mid-animation) must not leave the page inert.
    const timer = window.setTimeout(() => {
      setShown(false);
      onClosed?.();
    }, closeWaitMs);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [visible, onClosed]);

  if (!shown) return null;
  return (
    <ModalFrame {...frame} closing={!visible}>
      {render(inner, () => !visible && finish())}
    </ModalFrame>
  );
}

const closeWaitMs = 600;
