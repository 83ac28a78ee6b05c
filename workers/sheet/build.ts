import Papa from 'papaparse';
import writeXlsxFile, { type Row as XlsxRow } from 'write-excel-file/universal';

export type SheetFormat = 'csv' | 'xlsx';
export type SheetCell = string | number | null;

export interface BuildSheetInput {
  format: SheetFormat;
  header: string[];
  rows: SheetCell[][];
  /** Excel number formats by column ('0.00' for amounts); CSV writes the number as it is. */
  formats?: (string | null)[];
}

export type Progress = (done: number, total: number) => void;

export const sheetMimeTypes: Record<SheetFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows handled between two progress reports: often enough for a bar, rare enough to cost nothing. */
const progressStep = 2_000;

/**
 * A text cell starting with ; = + - @ can run as a formula when a spreadsheet opens a CSV (OWASP
 * CSV injection; `;` where it is the list separator), so it is prefixed with an apostrophe
 * (papaparse escapeFormulae, text cells only: numbers are written as numbers). Spreadsheets skip
 * leading white space (space, tab, CR, no-break and other Unicode spaces, invisible format
 * characters) and read the full-width ＝ ＋ － ＠ (and the small ﹢ ﹣) as the ASCII ones, so a cell
 * starting with any of those is escaped too (decision 109). A minus sign is left alone when only a
 * plain decimal follows: the exports write amounts as decimal text, "-12.50" is a number literal no
 * spreadsheet runs, and it must stay a readable, summable amount.
 */
const formulaStart = /^[\s\p{Cf};=+@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63]|^-(?!\d+(\.\d+)?$)/u;

/** Excel reads a CSV as the local code page unless it starts with a byte order mark. */
const utf8Bom = '\uFEFF';

function buildCsv({ header, rows }: BuildSheetInput, onProgress?: Progress): Blob {
  const parts: string[] = [utf8Bom + Papa.unparse([header], { escapeFormulae: formulaStart })];
  for (let start = 0; start < rows.length; start += progressStep) {
    const chunk = rows.slice(start, start + progressStep);
    parts.push('\r\n', Papa.unparse(chunk, { escapeFormulae: formulaStart }));
    onProgress?.(Math.min(start + progressStep, rows.length), rows.length);
  }
  return new Blob(parts, { type: sheetMimeTypes.csv });
}

async function buildXlsx({ header, rows, formats }: BuildSheetInput, onProgress?: Progress): Promise<Blob> {
  const data: XlsxRow[] = [header.map((title) => ({ value: title, fontWeight: 'bold' as const }))];
  const formatted = formats?.some((f) => f !== null) === true;
  for (const [i, row] of rows.entries()) {
    // write-excel-file takes null for an empty cell; a string stays text even when it looks numeric
    // (card numbers must not turn into 6.2E+15). An amount is a number with its decimals shown.
    data.push(
      formatted
        ? row.map((cell, c) => {
            const format = formats?.[c];
            return typeof cell === 'number' && format ? { value: cell, format } : cell;
          })
        : row.map((cell) => cell),
    );
    if ((i + 1) % progressStep === 0) onProgress?.(i + 1, rows.length);
  }
  const blob = await writeXlsxFile(data, { sheet: 'Sheet1', stickyRowsCount: 1 }).toBlob();
  onProgress?.(rows.length, rows.length);
  return blob;
}

/** The file for a table: a header row and data rows, as CSV (UTF-8 with BOM) or .xlsx. */
export async function buildSheet(input: BuildSheetInput, onProgress?: Progress): Promise<Blob> {
  if (input.rows.length === 0) onProgress?.(0, 0);
  return input.format === 'csv' ? buildCsv(input, onProgress) : buildXlsx(input, onProgress);
}
