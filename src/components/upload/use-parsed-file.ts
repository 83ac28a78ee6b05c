import { useRef, useState } from 'react';
import type { SheetIssue, SheetKind, SheetRowTypes } from '../../contract/api/sheet-rows.ts';
import { parseSheet, type ParsedSheetRow, type ParseSheetOptions } from '../../lib/sheets/parse.ts';

export interface ParsedFile<K extends SheetKind> {
  fileName: string;
  columns: string[];
  rows: ParsedSheetRow<SheetRowTypes[K]>[];
}

/**
 * One chosen file read in the sheet worker: its rows (which the person then fixes or drops), or
 * why the whole file was refused. A newer file replaces an older one still being read.
 */
export function useParsedFile<K extends SheetKind>() {
  const [file, setFile] = useState<ParsedFile<K> | null>(null);
  const [fileError, setFileError] = useState<SheetIssue | null>(null);
  const [parsing, setParsing] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const latest = useRef(0);

  const read = async (chosen: File, opts: ParseSheetOptions<K>) => {
    latest.current += 1;
    const ticket = latest.current;
    setParsing(true);
    setFailure(null);
    setFileError(null);
    setFile(null);
    try {
      const result = await parseSheet(chosen, opts);
      if (ticket !== latest.current) return;
      if (result.fileError) setFileError(result.fileError);
      else setFile({ fileName: chosen.name, columns: result.columns, rows: result.rows });
    } catch (err) {
      // The worker itself failed (not loaded offline, out of memory): not the file's fault.
      setFailure(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setParsing(false);
    }
  };

  const setRows = (rows: ParsedSheetRow<SheetRowTypes[K]>[]) => setFile((f) => (f ? { ...f, rows } : f));
  const clear = () => {
    setFile(null);
    setFileError(null);
    setFailure(null);
  };
  return { file, fileError, parsing, failure, read, setRows, clear };
}
