import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { listViewCalls } from '../../../src/contract/index.ts';
import type { streamExport } from '../../../src/lib/sheets/export.ts';
import type { SheetCell } from '../../../workers/sheet/build.ts';
import { ok } from './render-page.tsx';

/** What each export handed to the sheet worker: its header row (time offsets cut) and its rows. */
export const written: { header: string[]; rows: SheetCell[][] }[] = [];

/**
 * Stands in for src/lib/sheets/export.ts in a page test (no sheet worker in happy-dom):
 * `vi.mock('…/src/lib/sheets/export.ts', async () => (await import('…/support/desk-export.ts')).fakeExport)`.
 * It reads every page the toolbar's export fetches and keeps the header it would write.
 */
export const fakeExport: { streamExport: typeof streamExport } = {
  streamExport: async ({ header, pages }) => {
    const rows: SheetCell[][] = [];
    for await (const page of pages) rows.push(...page);
    written.push({ header: header.map((h) => h.replace(/ \(UTC.*\)$/, '')), rows });
  },
};

/** The export audit (decision 126) answered. */
export const auditExportOk = () => http.post(`*${listViewCalls.auditExport.path}`, () => ok({ ok: true }));

/** Hides a column through the toolbar's Columns sheet, as a person does, and closes the sheet. */
export async function hideColumn(header: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  const sheet = await screen.findByTestId('columns-sheet');
  fireEvent.click(within(sheet).getByRole('checkbox', { name: header }));
  fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
}

/** Exports the list as CSV from the toolbar and answers what the file would hold. */
export async function exportCsv(): Promise<{ header: string[]; rows: SheetCell[][] }> {
  written.length = 0;
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByText('CSV file'));
  await waitFor(() => expect(written).toHaveLength(1));
  return written[0]!;
}

/** Exports the list as CSV from the toolbar and answers the header the file would have. */
export const exportCsvHeader = async () => (await exportCsv()).header;

/** The desk table's column headers in order, as a person reads them. */
export function tableHeaders(): string[] {
  return within(screen.getByTestId('list-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
}

/** Whether the list call at `path` was read `pageNum` rows a page (GET: the query is the body). */
export const readAtPageSize = (calls: readonly { path: string; body: unknown }[], path: string, pageNum: number) =>
  calls.some((c) => c.path.endsWith(path) && (c.body as Partial<Record<string, string>>).pageNum === String(pageNum));
