import { fireEvent, screen, within } from '@testing-library/react';

/** The desk table's column headers in order, as a person reads them. */
export function tableHeaders(): string[] {
  return within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
}

/** Hides a column through the toolbar's Columns sheet (decision 124), as a person does. */
export async function hideColumn(header: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  const sheet = await screen.findByTestId('columns-sheet');
  fireEvent.click(within(sheet).getByRole('checkbox', { name: header }));
  fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
}

/** Starts a CSV export from the toolbar (decision 126). */
export async function exportCsv() {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByText('CSV file'));
}

/** A header row without the time columns' offset, which depends on the machine's zone. */
export const withoutOffsets = (header: readonly string[]) => header.map((h) => h.replace(/ \(UTC.*\)$/, ''));

/** Whether the list call at `path` was read `pageNum` rows a page (GET: the query is the body). */
export const readAtPageSize = (calls: readonly { path: string; body: unknown }[], path: string, pageNum: number) =>
  calls.some((c) => c.path.endsWith(path) && (c.body as Partial<Record<string, string>>).pageNum === String(pageNum));
