import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SheetIssue } from '../../contract/api/sheet-rows.ts';
import { sheetIssueText } from '../../lib/sheets/labels.ts';
import { FilePick } from './file-pick.tsx';
import styles from './upload.module.css';

interface Props {
  accept: string;
  label: string;
  /** The state of `useParsedFile`: what was chosen, why it was refused, or that reading failed. */
  parsed: { parsing: boolean; file: { fileName: string } | null; fileError: SheetIssue | null; failure: Error | null };
  onFile: (file: File) => void;
  /** More buttons on the picker's row (the payout template download). */
  children?: ReactNode;
}

/** The upload screens' file choice: the picker, then the chosen file's name or why it cannot be used. */
export function FilePickBlock({ accept, label, parsed, onFile, children }: Props) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.row}>
        <FilePick accept={accept} label={label} loading={parsed.parsing} onFile={onFile} />
        {children}
      </div>
      {parsed.file && <span className={styles.fileName}>{parsed.file.fileName}</span>}
      {parsed.fileError && (
        <div role="alert" className={styles.failed} data-testid="upload-file-error">
          {sheetIssueText(parsed.fileError)}
        </div>
      )}
      {parsed.failure && (
        <div role="alert" className={styles.failed}>
          {t({ id: 'payoutUpload.errors.readFailed', message: 'File read error: choose the file again' })}
        </div>
      )}
    </>
  );
}
