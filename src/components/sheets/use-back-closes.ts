import { useEffect, useRef } from 'react';
import { openOverlay } from '../../lib/overlays/back-stack.ts';

/** While `open`, the phone's Back calls `close` (src/lib/overlays/back-stack.ts). No `close`: Back is left alone. */
export function useBackCloses(open: boolean, close: (() => void) | undefined) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const closable = close !== undefined;
  useEffect(() => {
    if (!open || !closable) return;
    return openOverlay(() => closeRef.current?.());
  }, [open, closable]);
}
