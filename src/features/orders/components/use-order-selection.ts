import { useCallback, useState } from 'react';
import type { OrderRow } from '../../../contract/index.ts';
import type { useConfirmActions } from './use-confirm-actions.ts';

/**
 * The orders ticked for a bulk action: on a phone in a selecting mode for the bulk unlock, on a
 * desk in the table's checkbox column for the unlock and the callback re-send (decision 124). An
 * action that worked clears the selection and ends the mode.
 */
export function useOrderSelection(
  confirm: ReturnType<typeof useConfirmActions>,
  resendMany: (codes: readonly string[]) => Promise<boolean>,
) {
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
  const onSelectMany = useCallback((list: readonly OrderRow[], on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const o of list) {
        if (on) next.add(o.orderCode);
        else next.delete(o.orderCode);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const done = (ok: boolean) => {
    if (ok) {
      setSelecting(false);
      setSelected(new Set());
    }
  };
  /** Unlocks the selected orders, or those of `codes` (the locked ones of a desk selection). */
  const unlockSelected = (codes: readonly string[] = [...selected]) => void confirm.unlockMany([...codes]).then(done);
  const resendSelected = (codes: readonly string[]) => void resendMany(codes).then(done);
  return { selecting, selected, toggleSelecting, onSelect, onSelectMany, clear, unlockSelected, resendSelected };
}
