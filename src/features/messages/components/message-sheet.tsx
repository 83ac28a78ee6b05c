import { useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from 'antd-mobile';
import { CenterPopup, Popup } from '../../../components/sheets/overlays.ts';
import { LoadError } from '../../../components/load-error.tsx';
import type { MessageRow } from '../../../contract/index.ts';
import { useMessageContent } from '../api/get-message-content.ts';
import type { Folder } from '../message-moves.ts';
import styles from './messages-page.module.css';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';

interface Props {
  row: MessageRow | null;
  /** Where the message is now (it moves to readed once opened). */
  folder: Folder | null;
  onClose: () => void;
  onAction?: (row: MessageRow) => void;
}

/** A message opened: a bottom sheet on a phone, a centred dialog on a desktop. */
export function MessageSheet({ row, folder, onClose, onAction }: Props) {
  const { t, i18n } = useLingui();
  const wide = useIsWide();
  const content = useMessageContent(row?.msg_id ?? null);
  const Shell = wide ? CenterPopup : Popup;
  const action =
    folder === 'readed'
      ? t({ id: 'messages.buttons.remove', message: 'Remove' })
      : folder === 'trash'
        ? t({ id: 'messages.buttons.restore', message: 'Restore' })
        : null;

  return (
    <Shell
      visible={row !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={wide ? styles.dialog : styles.sheet}
    >
      {row && (
        <article className={styles.reader} aria-labelledby="message-title">
          <h2 id="message-title" className={styles.readerTitle}>
            {row.title}
          </h2>
          <time className={styles.time} dateTime={row.create_time}>
            {formatTime(i18n, row.create_time, { dateStyle: 'long', timeStyle: 'short' })}
          </time>
          <div className={styles.readerBody} data-testid="message-content">
            {content.isPending && <Skeleton.Paragraph lineCount={4} animated />}
            {content.isError && (
              <LoadError error={content.error} onRetry={() => void content.refetch()} retrying={content.isFetching} />
            )}
            {content.isSuccess && content.data.content}
          </div>
          <div className={styles.readerActions}>
            {onAction && action && (
              <Button
                block
                size="large"
                fill="outline"
                color={folder === 'readed' ? 'danger' : 'primary'}
                onClick={() => onAction(row)}
              >
                {action}
              </Button>
            )}
            <Button block size="large" color="primary" onClick={onClose}>
              {t({ id: 'common.buttons.close', message: 'Close' })}
            </Button>
          </div>
        </article>
      )}
    </Shell>
  );
}
