import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database functions, one current definition each: `server/db/functions/<name>.sql` holds a
 * CREATE OR REPLACE of the function `<name>` (docs/decisions/084-sql-functions-in-files.md).
 */
export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));

export interface SqlFunctionFile {
  name: string;
  text: string;
  /** Kept as the function's comment: a start whose file has not changed skips it. */
  stamp: string;
}

export function readSqlFunctions(folder = functionsFolder): SqlFunctionFile[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(folder, f), 'utf8');
      const hash = createHash('sha256').update(text).digest('hex');
      return { name: basename(f, '.sql'), text, stamp: `server/db/functions/${f} sha256:${hash}` };
    });
}

/** What both drivers give: a single parameterised statement, and a script of several. */
export interface SqlRunner {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

/**
 * Applies the function files after the migrations, on every start: one query reads the stamps of
 * the functions there are, and only a file whose stamp differs is run (with its new stamp). The
 * caller holds the migration lock on PostgreSQL, so two instances starting at once apply each
 * file once. Returns the names it applied.
 */
export async function applySqlFunctions(run: SqlRunner, files = readSqlFunctions()): Promise<string[]> {
  const { rows } = await run.query(
    `SELECT p.proname AS name, obj_description(p.oid, 'pg_proc') AS stamp FROM pg_proc p
     JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() AND p.proname = ANY ($1)`,
    [files.map((f) => f.name)],
  );
  const current = new Map((rows as { name: string; stamp: string | null }[]).map((r) => [r.name, r.stamp]));
  const applied: string[] = [];
  for (const file of files) {
    if (current.get(file.name) === file.stamp) continue;
    // The stamp is ours (a path and a hex digest), never input: quoting it as a literal is safe.
    await run.exec(`${file.text}\n;\nCOMMENT ON FUNCTION ${file.name} IS '${file.stamp.replaceAll("'", "''")}';`);
    applied.push(file.name);
  }
  return applied;
}
