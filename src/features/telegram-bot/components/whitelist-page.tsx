import { useLingui } from '@lingui/react/macro';
import { Button, Tag, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { canCall, telegramBotCalls as c, type BotGroupRow, type BotUserRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useBotChange, useBotGroups, useBotUsers } from '../api/bot.ts';
import { botActionLabels, botLabels as l } from '../labels.ts';
import { useOwnerText } from './owner-text.ts';
import { AddUserForm, EditUserForm } from './user-forms.tsx';
import styles from './bot-pages.module.css';

const failText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * /systemManager/tgWhiteList (+ /readonly, /customerService): the groups the bot answers (a
 * group's whitelist flag) and the Telegram users it answers, some linked to staff accounts.
 * Anyone else gets no answer at all. admin and superAdmin change it; the variants only read.
 */
export function BotWhitelistPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(c.setGroupWhitelisted.access, role);
  const groups = useBotGroups();
  const users = useBotUsers();
  const ownerText = useOwnerText();
  const whitelist = useBotChange('setGroupWhitelisted');
  const remove = useBotChange('deleteUser');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BotUserRow | null>(null);

  const toggle = async (g: BotGroupRow) => {
    try {
      await whitelist.mutateAsync({ chatId: g.chatId, whitelisted: !g.whitelisted });
    } catch (e) {
      Toast.show({ icon: 'fail', content: failText(e) });
    }
  };
  const askRemove = async (u: BotUserRow) => {
    const name = u.name;
    if (
      !(await Dialog.confirm({
        content: t({
          id: 'telegramBot.texts.removeUserConfirm',
          message: `Remove ${name}? The bot stops answering this user's staff commands.`,
        }),
      }))
    )
      return;
    try {
      await remove.mutateAsync({ id: u.id });
    } catch (e) {
      Toast.show({ icon: 'fail', content: failText(e) });
    }
  };

  return (
    <div className={list.page}>
      <section className={styles.section} aria-labelledby="wl-groups-title">
        <h2 id="wl-groups-title" className={styles.heading}>
          {t({ id: 'telegramBot.texts.whitelistGroupsTitle', message: 'Groups' })}
        </h2>
        <p className={styles.note}>
          {t({
            id: 'telegramBot.texts.whitelistGroupsIntro',
            message:
              'The bot answers only allowed groups that belong to a merchant or supplier (bound on the bot settings page).',
          })}
        </p>
        {groups.error && <LoadError error={groups.error} onRetry={() => void groups.refetch()} />}
        {groups.data?.length === 0 && (
          <p className={styles.note}>
            {t({
              id: 'telegramBot.texts.noGroups',
              message: 'The bot is in no group yet. Add it to a Telegram group; the group shows here.',
            })}
          </p>
        )}
        {groups.data?.map((g) => (
          <article key={g.chatId} className={list.card} aria-label={g.title} data-testid="whitelist-group">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{g.title || String(g.chatId)}</span>
                <Tag color={g.whitelisted ? 'success' : 'default'}>
                  {g.whitelisted
                    ? t({ id: 'telegramBot.texts.allowed', message: 'Allowed' })
                    : t({ id: 'telegramBot.texts.notAllowed', message: 'Not allowed' })}
                </Tag>
              </div>
              <CardFacts
                items={[
                  [i18n._(l.owner), ownerText(g)],
                  [i18n._(l.chatId), String(g.chatId)],
                ]}
              />
            </div>
            {canChange && (
              <div className={list.cardActions}>
                <Button
                  size="middle"
                  color={g.whitelisted ? 'danger' : 'primary'}
                  fill="outline"
                  className={list.button}
                  loading={whitelist.isPending && whitelist.variables?.chatId === g.chatId}
                  onClick={() => void toggle(g)}
                >
                  {i18n._(g.whitelisted ? botActionLabels.unwhitelist : botActionLabels.whitelist)}
                </Button>
              </div>
            )}
          </article>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="wl-users-title">
        <h2 id="wl-users-title" className={styles.heading}>
          {t({ id: 'telegramBot.texts.whitelistUsersTitle', message: 'Users' })}
        </h2>
        {canChange && (
          <Button size="middle" color="primary" className={list.button} onClick={() => setAdding(true)}>
            {i18n._(botActionLabels.addUser)}
          </Button>
        )}
        {users.error && <LoadError error={users.error} onRetry={() => void users.refetch()} />}
        {users.data?.length === 0 && (
          <p className={styles.note}>
            {t({ id: 'telegramBot.texts.noUsers', message: 'No Telegram users on the whitelist' })}
          </p>
        )}
        {users.data?.map((u) => (
          <article key={u.id} className={list.card} aria-label={u.name} data-testid="whitelist-user">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{u.name}</span>
                {u.staffAccount ? <Tag color="primary">{u.staffAccount}</Tag> : null}
              </div>
              <CardFacts
                items={[
                  [i18n._(l.tgUserId), String(u.tgUserId)],
                  [i18n._(l.remark), u.remark || '—'],
                  [i18n._(l.staff), u.staffAccount || '—'],
                  [t({ id: 'telegramBot.labels.updated', message: 'Updated' }), whenText(i18n, u.updateTime)],
                ]}
              />
            </div>
            {canChange && (
              <div className={list.cardActions}>
                <Button size="middle" fill="outline" className={list.button} onClick={() => setEditing(u)}>
                  {i18n._(botActionLabels.editUser)}
                </Button>
                <Button
                  size="middle"
                  color="danger"
                  fill="outline"
                  className={list.button}
                  onClick={() => void askRemove(u)}
                >
                  {i18n._(botActionLabels.removeUser)}
                </Button>
              </div>
            )}
          </article>
        ))}
      </section>
      {canChange && <AddUserForm open={adding} onClose={() => setAdding(false)} />}
      {canChange && <EditUserForm user={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
