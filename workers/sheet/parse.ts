import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';
import {
  checkSheetRow,
  maxSheetRows,
  sheetColumns,
  type SheetColumn,
  type SheetIssue,
  type SheetKind,
  type SheetRowIssue,
  type SheetRowTypes,
} from '../../src/contract/api/sheet-rows.ts';

export interface ParseSheetOptions<K extends SheetKind = SheetKind> {
  kind: K;
  /** Data rows allowed in one file; more refuses the whole file (default 500, product 9). */
  maxRows?: number;
  /** The template takes CSV only (batch orders always do: the server reads CSV). */
  csvOnly?: boolean;
  /** false when the template does not support detail upload: every file is refused. */
  detailUpload?: boolean;
  /** Name to judge the type by when the input is a Blob without one. */
  fileName?: string;
}

export interface ParsedSheetRow<T> {
  /** Row number as a spreadsheet program shows it: the header row is 1. */
  line: number;
  /** The row's cells by column key, as text (what the person sees and may fix). */
  cells: Record<string, string>;
  /** The checked row, or null when it has errors. */
  data: T | null;
  errors: SheetRowIssue[];
}

export interface ParseResult<T = SheetRowTypes[SheetKind]> {
  /** Why the whole file is refused; rows is then empty. */
  fileError: SheetIssue | null;
  format: 'csv' | 'xlsx' | null;
  /** Keys of the columns found, in the file's order. */
  columns: string[];
  rows: ParsedSheetRow<T>[];
  invalidCount: number;
}

type Grid = string[][];
type Format = 'csv' | 'xlsx';

class FileProblem extends Error {
  constructor(readonly issue: SheetIssue) {
    super(issue.id);
  }
}
const refuse = (id: SheetIssue['id'], values?: SheetIssue['values']): never => {
  throw new FileProblem(values ? { id, values } : { id });
};

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The format a file claims by its name, else by its MIME type; null when it claims nothing. */
function claimedFormat(file: Blob, fileName: string | undefined): Format | null {
  const name = fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : '');
  if (name !== '') {
    const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
    if (ext === 'csv') return 'csv';
    if (ext === 'xlsx') return 'xlsx';
    // .xls (the old binary format), .numbers, images…: nothing here can read them.
    return refuse('validation.upload.fileType');
  }
  if (file.type === xlsxMime) return 'xlsx';
  if (/^text\/(csv|plain)/.test(file.type)) return 'csv';
  if (file.type !== '') return refuse('validation.upload.fileType');
  return null;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

async function readXlsx(bytes: Uint8Array<ArrayBuffer>): Promise<Grid> {
  if (!isZip(bytes)) return refuse('validation.upload.parseFailed');
  try {
    // Numbers are kept as written in the file: 0.1 + 0.2 style float noise or a long card number
    // turned into 6.2E+15 would otherwise fail the row for a reason the person cannot see.
    const data = await readSheet(bytes.buffer, { parseNumber: (s: string) => s });
    return data.map((row) => row.map(cellText));
  } catch {
    return refuse('validation.upload.parseFailed');
  }
}

/**
 * UTF-8 first; Excel on Chinese Windows saves "CSV" in GB18030, which a strict UTF-8 decoder
 * rejects, so that is tried next rather than showing mojibake names.
 */
function decodeText(bytes: Uint8Array): string {
  for (const encoding of ['utf-8', 'gb18030']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      // next encoding
    }
  }
  return refuse('validation.upload.parseFailed');
}

function readCsv(bytes: Uint8Array): Grid {
  // A zip (an .xlsx renamed to .csv) or any binary file is not text.
  if (isZip(bytes) || bytes.subarray(0, 4096).includes(0)) return refuse('validation.upload.parseFailed');
  const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: false });
  // An unclosed quote swallows the rest of the file: no row after it can be trusted.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return refuse('validation.upload.parseFailed');
  return parsed.data;
}

const isBlank = (row: readonly string[]) => row.every((c) => c.trim() === '');
const normalize = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Column key of each header cell (null: not a known column). */
function mapHeader(kind: SheetKind, header: readonly string[]): (string | null)[] {
  const columns = sheetColumns[kind];
  const byTitle = new Map<string, SheetColumn>();
  for (const c of columns) for (const t of c.titles) if (!byTitle.has(normalize(t))) byTitle.set(normalize(t), c);
  const seen = new Set<string>();
  const keys = header.map((cell) => {
    const title = cell.trim();
    if (title === '') return null;
    // The server matches batch order columns by exact (trimmed) title and keeps unknown columns
    // as the channel's extra pairs; the app must accept the same files and no others.
    const key = kind === 'order' ? title : (byTitle.get(normalize(title))?.key ?? null);
    if (key === null || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
  const missing = columns.find((c) => c.required && !seen.has(c.key));
  if (missing) refuse('validation.upload.columns', { column: missing.key });
  return keys;
}

function gridToResult<K extends SheetKind>(
  grid: Grid,
  format: Format,
  opts: ParseSheetOptions<K>,
): ParseResult<SheetRowTypes[K]> {
  const headerIndex = grid.findIndex((row) => !isBlank(row));
  if (headerIndex === -1) return refuse('validation.upload.tableEmpty');
  const header = grid[headerIndex] ?? [];
  const data: { line: number; row: string[] }[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const row = grid[i] ?? [];
    if (!isBlank(row)) data.push({ line: i + 1, row });
  }
  if (data.length === 0) return refuse('validation.upload.tableEmpty');
  const max = opts.maxRows ?? maxSheetRows;
  if (data.length > max) return refuse('validation.upload.tooMany', { max });

  const keys = mapHeader(opts.kind, header);
  let width = header.length;
  while (width > 0 && (header[width - 1] ?? '').trim() === '') width--;

  let invalidCount = 0;
  const rows = data.map(({ line, row }): ParsedSheetRow<SheetRowTypes[K]> => {
    const cells: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (key !== null) cells[key] = (row[i] ?? '').trim();
    });
    let cellCount = row.length;
    while (cellCount > width && (row[cellCount - 1] ?? '').trim() === '') cellCount--;
    // A CSV line with missing or extra separators has its values under the wrong titles.
    if (cellCount !== width) {
      invalidCount++;
      return {
        line,
        cells,
        data: null,
        errors: [{ id: 'validation.upload.rowInvalid', values: { cells: cellCount, columns: width }, field: null }],
      };
    }
    const checked = checkSheetRow(opts.kind, cells);
    if (checked.ok) return { line, cells, data: checked.data, errors: [] };
    invalidCount++;
    return { line, cells, data: null, errors: checked.errors };
  });
  return { fileError: null, format, columns: keys.filter((k): k is string => k !== null), rows, invalidCount };
}

/**
 * Reads an uploaded CSV or .xlsx file (first sheet) and checks every row against the rules of its
 * kind. A problem with the whole file (type, reading, format, columns, empty, too many rows, the
 * template's limits) is answered as fileError with no rows; otherwise every data row comes back
 * with its line number and either its checked data or its errors.
 */
export async function parseSheetFile<K extends SheetKind>(
  file: Blob,
  opts: ParseSheetOptions<K>,
): Promise<ParseResult<SheetRowTypes[K]>> {
  let format: Format | null = null;
  try {
    if (opts.detailUpload === false) refuse('validation.upload.detailUnsupported');
    format = claimedFormat(file, opts.fileName);
    const csvOnly = opts.csvOnly === true || opts.kind === 'order';
    if (csvOnly && format === 'xlsx') refuse('validation.upload.csvOnly');
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return refuse('validation.upload.readFailed');
    }
    format ??= isZip(bytes) ? 'xlsx' : 'csv';
    if (csvOnly && format === 'xlsx') refuse('validation.upload.csvOnly');
    const grid = format === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
    return gridToResult(grid, format, opts);
  } catch (err) {
    if (!(err instanceof FileProblem)) throw err;
    return { fileError: err.issue, format, columns: [], rows: [], invalidCount: 0 };
  }
}
