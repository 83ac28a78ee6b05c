import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { CenterPopup, Popup } from '../sheets/overlays.ts';
import type { ReactNode } from 'react';
import { useIsWide } from '../use-is-wide.ts';
import styles from './list.module.css';

interface Props {
  open: boolean;
  /** The accessible name of the sheet (the row it shows). */
  label: string;
  testId?: string;
  onClose: () => void;
  /** Buttons beside Close. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One row in full: a bottom sheet on a phone, a dialog on a desktop, with a Close button. */
export function DetailSheet({ open, label, testId, onClose, actions, children }: Props) {
  const { t } = useLingui();
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={wide ? styles.dialog : styles.sheet}
      label={label}
    >
      {open && (
        <article className={styles.detail} aria-label={label} data-testid={testId}>
          {children}
          <div className={styles.sheetButtons}>
            {actions}
            <Button block size="large" onClick={onClose} className={styles.button}>
              {t({ id: 'common.buttons.close', message: 'Close' })}
            </Button>
          </div>
        </article>
      )}
    </Shell>
  );
}

/** Label and value pairs, one a line. */
export function FactList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.detailList}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
