import { rowChunk, withSheetWorker } from '../../../lib/sheets/worker-client.ts';

/**
 * Builds the CSV the server reads (UTF-8 with BOM, formula cells escaped) in the sheet worker and
 * gives the file back instead of downloading it.
 */
export function buildCsvFile(header: string[], rows: string[][]): Promise<Blob> {
  return withSheetWorker(async (api) => {
    const id = await api.startExport('csv', header);
    try {
      for (let i = 0; i < rows.length; i += rowChunk) await api.addExportRows(id, rows.slice(i, i + rowChunk));
      return await api.finishExport(id);
    } catch (err) {
      void api.dropExport(id);
      throw err;
    }
  });
}
