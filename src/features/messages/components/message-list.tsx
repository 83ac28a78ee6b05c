import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock } from 'antd-mobile';
import type { MessageRow } from '../../../contract/index.ts';
import type { Folder } from '../message-moves.ts';
import styles from './messages-page.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

interface Props {
  folder: Folder;
  rows: MessageRow[];
  onOpen: (row: MessageRow) => void;
  /** Remove (readed) or restore (trash); absent for unread and on read-only pages. */
  onAction?: (row: MessageRow) => void;
}

/** One tab's messages as cards; the whole card opens the message, the button acts on it. */
export function MessageList({ folder, rows, onOpen, onAction }: Props) {
  const { t, i18n } = useLingui();
  if (rows.length === 0) {
    return (
      <ErrorBlock
        status="empty"
        title={t({ id: 'messages.texts.empty', message: 'No messages here' })}
        description=""
      />
    );
  }
  const actionLabel =
    folder === 'readed'
      ? t({ id: 'messages.buttons.remove', message: 'Remove' })
      : t({ id: 'messages.buttons.restore', message: 'Restore' });
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.msg_id} className={styles.card} data-msg-id={row.msg_id}>
          <button type="button" className={styles.open} onClick={() => onOpen(row)}>
            {folder === 'unread' && (
              <span className={styles.dot} aria-label={t({ id: 'messages.texts.new', message: 'New' })} />
            )}
            <span className={styles.cardText}>
              <span className={folder === 'unread' ? styles.titleUnread : styles.title}>{row.title}</span>
              <time className={styles.time} dateTime={row.create_time}>
                {formatTime(i18n, row.create_time, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </span>
          </button>
          {onAction && folder !== 'unread' && (
            <Button
              size="small"
              fill="outline"
              color={folder === 'readed' ? 'danger' : 'primary'}
              className={styles.action}
              aria-label={`${actionLabel}: ${row.title}`}
              onClick={() => onAction(row)}
            >
              {actionLabel}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
