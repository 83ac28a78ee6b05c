import { useCallback, useMemo, useState } from 'react';

/** A list's select mode: on or off, and which rows are chosen (cleared whenever the mode changes). */
export function useSelection<K>() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<K>>(new Set());
  const start = useCallback(() => {
    setActive(true);
    setSelected(new Set());
  }, []);
  const stop = useCallback(() => {
    setActive(false);
    setSelected(new Set());
  }, []);
  const toggle = useCallback((key: K, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return useMemo(() => ({ active, selected, start, stop, toggle }), [active, selected, start, stop, toggle]);
}
