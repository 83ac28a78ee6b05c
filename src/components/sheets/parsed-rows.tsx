import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Tag } from 'antd-mobile';
import { useState } from 'react';
import { z } from 'zod';
import {
  sheetColumns,
  sheetRowInput,
  sheetRowSchemas,
  type SheetKind,
  type SheetRowTypes,
} from '../../contract/api/sheet-rows.ts';
import { CardFacts } from '../list/card-facts.tsx';
import { FormSheet, type FormField, type Values } from '../forms/form-sheet.tsx';
import { sheetColumnLabels, sheetIssueText } from '../../lib/sheets/labels.ts';
import type { ParsedSheetRow } from '../../lib/sheets/parse.ts';
import { dropRow, fixRow } from '../../lib/sheets/row-edits.ts';
import styles from './parsed-rows.module.css';

/** Cards drawn at once; an upload holds at most 500 rows, so this is only a guard. */
const shownMax = 200;
const fixFailure = msg({ id: 'sheets.errors.fixFailed', message: 'The row could not be updated' });

interface Props<K extends SheetKind> {
  kind: K;
  rows: ParsedSheetRow<SheetRowTypes[K]>[];
  onChange: (rows: ParsedSheetRow<SheetRowTypes[K]>[]) => void;
}

/**
 * The rows of a parsed upload: each invalid row with its row number and reasons, to be fixed
 * (checked again at once) or dropped before the upload is submitted.
 */
export function ParsedRows<K extends SheetKind>({ kind, rows, onChange }: Props<K>) {
  const { t, i18n } = useLingui();
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  const [onlyInvalid, setOnlyInvalid] = useState(true);
  const [editing, setEditing] = useState<ParsedSheetRow<SheetRowTypes[K]> | null>(null);
  const filtered = onlyInvalid && invalid > 0 ? rows.filter((r) => r.errors.length > 0) : rows;
  const shown = filtered.slice(0, shownMax);
  const keys = columnKeys(kind, rows);
  const label = (key: string) => i18n._(columnDescriptor(key));
  const total = rows.length;
  // Lingui names a placeholder after a plain variable only, so each count gets one.
  const rowTitle = (line: number) => t({ id: 'sheets.texts.rowNumber', message: `Row ${line}` });
  const fixTitle = (line: number) => t({ id: 'sheets.texts.fixTitle', message: `Fix row ${line}` });
  const moreText = (count: number) => t({ id: 'sheets.texts.moreRows', message: `${count} more rows not shown` });

  return (
    <section aria-label={t({ id: 'sheets.texts.parsedRows', message: 'Rows of the file' })}>
      <div className={styles.summary}>
        <span data-testid="sheet-summary">
          {t({ id: 'sheets.texts.summary', message: `${total} rows, ${invalid} with errors` })}
        </span>
        {invalid > 0 && (
          <Checkbox checked={onlyInvalid} onChange={setOnlyInvalid}>
            {t({ id: 'sheets.texts.onlyInvalid', message: 'Only rows with errors' })}
          </Checkbox>
        )}
      </div>
      <ul className={styles.rows}>
        {shown.map((row) => (
          <li
            key={row.line}
            className={`${styles.card} ${row.errors.length > 0 ? styles.invalid : ''}`}
            data-testid="sheet-row"
          >
            <div className={styles.head}>
              <span>{rowTitle(row.line)}</span>
              {row.errors.length > 0 ? (
                <Tag color="danger">{t({ id: 'sheets.texts.invalid', message: 'Error' })}</Tag>
              ) : (
                <Tag color="success">{t({ id: 'sheets.texts.valid', message: 'OK' })}</Tag>
              )}
            </div>
            <CardFacts items={keys.map((key) => [label(key), row.cells[key] || '—'] as const)} />
            {row.errors.length > 0 && (
              <ul className={styles.errors} data-testid="sheet-row-errors">
                {row.errors.map((e) => (
                  <li key={`${e.field ?? ''}:${e.id}`}>
                    {issueLine(e.field ? label(e.field) : '', sheetIssueText(e))}
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              {row.errors.length > 0 && (
                <Button size="middle" onClick={() => setEditing(row)}>
                  {t({ id: 'sheets.actions.fixRow', message: 'Fix' })}
                </Button>
              )}
              <Button size="middle" color="danger" fill="outline" onClick={() => onChange(dropRow(rows, row.line))}>
                {t({ id: 'sheets.actions.dropRow', message: 'Drop row' })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {filtered.length > shown.length && <p className={styles.more}>{moreText(filtered.length - shown.length)}</p>}
      <FormSheet
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? fixTitle(editing.line) : ''}
        fields={keys.map((key): FormField => ({
          name: key,
          label: columnDescriptor(key),
          kind: 'text',
          maxLength: 1024,
        }))}
        initial={editing?.cells ?? {}}
        schema={rowSchema(kind)}
        toInput={(v: Values) => v}
        submitText={t({ id: 'common.buttons.save', message: 'Save' })}
        failure={fixFailure}
        onSubmit={async (values) => {
          if (editing) onChange(fixRow(kind, rows, editing.line, values as Values));
          setEditing(null);
        }}
      />
    </section>
  );
}

/** Most field messages already begin with the field's name ("Amount: at most 2 decimal places"). */
function issueLine(column: string, text: string): string {
  return column === '' || text.startsWith(column) ? text : `${column}: ${text}`;
}

/** A column's title; a column the app has no title for (an order's extra pair) shows its own name. */
function columnDescriptor(key: string): MessageDescriptor {
  return sheetColumnLabels[key] ?? { id: key, message: key };
}

/** The row rule on the form's text values, empty order cells dropped as the server does. */
function rowSchema(kind: SheetKind): z.ZodType {
  return z.preprocess((v) => sheetRowInput(kind, v as Values), sheetRowSchemas[kind]);
}

/** The kind's columns the file has, in the kind's order, then any other (an order's extra pairs). */
function columnKeys(kind: SheetKind, rows: readonly ParsedSheetRow<unknown>[]): string[] {
  const present = new Set(rows.flatMap((r) => Object.keys(r.cells)));
  const known = sheetColumns[kind].map((c) => c.key);
  return [...known.filter((k) => present.has(k)), ...[...present].filter((k) => !known.includes(k))];
}
