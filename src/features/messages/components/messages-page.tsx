import { useLingui } from '@lingui/react/macro';
import { Badge, PullToRefresh, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import type { MessageLists, MessageRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMoveMessage } from '../api/move-message.ts';
import type { Folder } from '../message-moves.ts';
import { MessageList } from './message-list.tsx';
import { MessageSheet } from './message-sheet.tsx';
import styles from './messages-page.module.css';

const folders: Folder[] = ['unread', 'readed', 'trash'];

const folderOf = (lists: MessageLists | undefined, msgId: number): Folder | null =>
  (lists && folders.find((f) => lists[f].some((m) => m.msg_id === msgId))) ?? null;

/** message_page (product 2.7, 4, 7.3): unread, read and trash; opening an unread one marks it read. */
export function MessagesPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const messages = useMessages();
  const markRead = useMoveMessage('markRead');
  const remove = useMoveMessage('remove');
  const restore = useMoveMessage('restore');
  const [tab, setTab] = useState<Folder>('unread');
  const [opened, setOpened] = useState<MessageRow | null>(null);
  const lists = messages.data;
  const canAct = !route.readOnly;

  const open = (row: MessageRow) => {
    setOpened(row);
    if (canAct && folderOf(lists, row.msg_id) === 'unread') markRead.run(row.msg_id);
  };
  const act = (row: MessageRow) => {
    const folder = folderOf(lists, row.msg_id);
    if (folder === 'readed') remove.run(row.msg_id);
    if (folder === 'trash') restore.run(row.msg_id);
    setOpened(null);
  };
  const titles: Record<Folder, string> = {
    unread: t({ id: 'messages.tabs.unread', message: 'Unread' }),
    readed: t({ id: 'messages.tabs.readed', message: 'Read' }),
    trash: t({ id: 'messages.tabs.trash', message: 'Trash' }),
  };
  const moveError = markRead.error ?? remove.error ?? restore.error;

  return (
    <div className={styles.page}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Folder)} className={styles.tabs}>
        {folders.map((f) => (
          <Tabs.Tab
            key={f}
            title={
              <span className={styles.tabTitle}>
                {titles[f]}
                {lists && (
                  <Badge
                    content={String(lists[f].length)}
                    color={
                      f === 'unread' && lists.unread.length > 0 ? 'var(--adm-color-danger)' : 'var(--adm-color-weak)'
                    }
                    className={styles.tabCount}
                  />
                )}
              </span>
            }
          />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={() => messages.refetch().then(() => undefined)}>
        <div className={styles.body}>
          {moveError && <ErrorAlert error={moveError} />}
          {messages.isPending && <Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />}
          {messages.isError && !lists && (
            <LoadError error={messages.error} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
          )}
          {lists && <MessageList folder={tab} rows={lists[tab]} onOpen={open} onAction={canAct ? act : undefined} />}
        </div>
      </PullToRefresh>
      <MessageSheet
        row={opened}
        folder={opened ? folderOf(lists, opened.msg_id) : null}
        onClose={() => setOpened(null)}
        onAction={canAct ? act : undefined}
      />
    </div>
  );
}
