import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DetailSheet } from './detail-sheet.tsx';
import type { ColumnPrefs } from './table-columns.ts';
import styles from './table-view.module.css';

/**
 * The desk table's column button and sheet (decision 124): each column shown or hidden and moved
 * earlier or later, kept for this person and page.
 */
export function ColumnsButton<T>({ prefs }: { prefs: ColumnPrefs<T> }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const title = t({ id: 'table.titles.columns', message: 'Columns' });
  const shownCount = prefs.all.filter((c) => c.shown).length;
  return (
    <>
      <Button fill="outline" className={styles.barButton} onClick={() => setOpen(true)}>
        {title}
      </Button>
      <DetailSheet
        open={open}
        label={title}
        testId="columns-sheet"
        onClose={() => setOpen(false)}
        actions={
          <Button block size="large" className={styles.barButton} onClick={prefs.reset}>
            {t({ id: 'table.buttons.resetColumns', message: 'Default columns' })}
          </Button>
        }
      >
        <h2 className={styles.sheetTitle}>{title}</h2>
        <ul className={styles.columnList}>
          {prefs.all.map(({ column, shown }, i) => (
            <li key={column.id}>
              <label>
                <input
                  type="checkbox"
                  checked={shown}
                  // The last column shown stays: a table of no columns shows nothing to open.
                  disabled={shown && shownCount === 1}
                  onChange={(e) => prefs.setShown(column.id, e.target.checked)}
                />
                {column.header}
              </label>
              <button
                type="button"
                className={styles.moveButton}
                disabled={i === 0}
                onClick={() => prefs.move(column.id, -1)}
                aria-label={t({ id: 'table.buttons.moveUp', message: `Move ${column.header} earlier` })}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.moveButton}
                disabled={i === prefs.all.length - 1}
                onClick={() => prefs.move(column.id, 1)}
                aria-label={t({ id: 'table.buttons.moveDown', message: `Move ${column.header} later` })}
              >
                ↓
              </button>
            </li>
          ))}
        </ul>
      </DetailSheet>
    </>
  );
}
