import { useLingui } from '@lingui/react/macro';
import { DetailSheet } from './detail-sheet.tsx';
import styles from './table-view.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The page's row actions by key. */
  actions: readonly { key: string; label: string }[];
}

/** The `?` sheet (decision 125): every key of the list page, in the reader's language. */
export function ShortcutsSheet({ open, onClose, actions }: Props) {
  const { t } = useLingui();
  const title = t({ id: 'table.titles.shortcuts', message: 'Keyboard shortcuts' });
  const keys: [string, string][] = [
    ['j  ↓', t({ id: 'table.keys.next', message: 'Next row' })],
    ['k  ↑', t({ id: 'table.keys.previous', message: 'Previous row' })],
    ['Enter', t({ id: 'table.keys.open', message: 'Open the row' })],
    ['x', t({ id: 'table.keys.select', message: 'Select or clear the row' })],
    ...actions.map((a): [string, string] => [a.key, a.label]),
    ['Esc', t({ id: 'table.keys.escape', message: 'Close the sheet, or clear the selection' })],
    ['?', t({ id: 'table.keys.help', message: 'This list of keys' })],
  ];
  return (
    <DetailSheet open={open} label={title} testId="shortcuts-sheet" onClose={onClose}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <dl className={styles.keys}>
        {keys.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </DetailSheet>
  );
}
