import { useCallback, useState } from 'react';
import type { OrderRow } from '../../../contract/index.ts';
import type { useConfirmActions } from './use-confirm-actions.ts';

/** Bulk unlock: the selecting mode, the orders ticked, and the unlock that ends it when it worked. */
export function useOrderSelection(confirm: ReturnType<typeof useConfirmActions>) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggleSelecting = () => {
    setSelecting((v) => !v);
    setSelected(new Set());
  };
  const onSelect = useCallback((o: OrderRow, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(o.orderCode);
      else next.delete(o.orderCode);
      return next;
    });
  }, []);
  const unlockSelected = () =>
    void confirm.unlockMany([...selected]).then((ok) => {
      if (ok) {
        setSelecting(false);
        setSelected(new Set());
      }
    });
  return { selecting, selected, toggleSelecting, onSelect, unlockSelected };
}
