import { useState } from 'react';
import type { TableSelection } from '../../../components/list/table-view.tsx';
import type { PayoutRow } from '../../../contract/index.ts';

/** The pool payouts ticked in the desk table for a bulk claim (decision 124). */
export function usePoolSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const set = (rows: readonly PayoutRow[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of rows) {
        if (on) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });
  const clear = () => setSelected(new Set());
  const table: TableSelection<PayoutRow> = {
    selected,
    canSelect: () => true,
    onToggle: (r, on) => set([r], on),
    onToggleAll: set,
    onClear: clear,
  };
  return { selected, clear, table };
}
