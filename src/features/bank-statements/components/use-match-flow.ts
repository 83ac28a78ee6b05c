import { useState } from 'react';

/**
 * The state of a list whose rows can be matched to an order by hand (SMS, web and USDT records):
 * the row opened in the detail sheet, read from the list so the sheet shows the match once the
 * list refetched, and the row being matched (the sheet closes while its match form is open).
 */
export function useMatchFlow<R extends { id: number }>(rows: readonly R[]) {
  const [openedId, setOpenedId] = useState<number | null>(null);
  const [matching, setMatching] = useState<R | null>(null);
  const opened = openedId === null ? null : (rows.find((r) => r.id === openedId) ?? null);
  return {
    sheetRow: matching ? null : opened,
    matching,
    open: (row: R) => setOpenedId(row.id),
    closeSheet: () => setOpenedId(null),
    startMatch: (row: R) => setMatching(row),
    endMatch: () => setMatching(null),
  };
}
