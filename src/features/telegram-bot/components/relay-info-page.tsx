import { useLingui } from '@lingui/react/macro';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { canCall, relayBotCalls as c, settingCalls, type RelayGroupRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { languageNames } from '../../../lib/i18n/language.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useSetBotToken } from '../api/bot.ts';
import { useRelayGroups, useRelayInfo, useSetUnifiedGroup } from '../api/relay.ts';
import { botLabels as l, relayLabels } from '../labels.ts';
import { TokenForm } from './group-forms.tsx';
import styles from './bot-pages.module.css';
import { BotStatusCard } from './bot-status-card.tsx';
import { useOwnerText } from './owner-text.ts';

/**
 * /systemManager/transferBotInfo (+ /customerService): the relay bot's token (set or not), its name
 * from getMe, running state and last error, the two settings that shape what it relays, and the
 * groups it is in with their owner. admin and superAdmin mark the unified supplier query group;
 * superAdmin sets the token. Groups are bound and allowed on the bot pages (shared with the main bot).
 */
export function RelayBotInfoPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canMark = !route.readOnly && canCall(c.setUnifiedGroup.access, role);
  const canSetToken = !route.readOnly && canCall(settingCalls.TransferBotToken.set.access, role);
  const info = useRelayInfo();
  const groups = useRelayGroups();
  const ownerText = useOwnerText();
  const mark = useSetUnifiedGroup();
  const clearToken = useSetBotToken('TransferBotToken');
  const [tokenOpen, setTokenOpen] = useState(false);
  const bot = info.data;
  const onOff = (on: boolean) =>
    on ? t({ id: 'relayBot.texts.on', message: 'On' }) : t({ id: 'relayBot.texts.off', message: 'Off' });

  const askClear = async () => {
    if (
      !(await Dialog.confirm({
        content: t({ id: 'relayBot.texts.clearConfirm', message: 'Remove the token? The relay bot stops.' }),
      }))
    )
      return;
    await clearToken.mutateAsync('');
  };
  const toggle = async (g: RelayGroupRow) => {
    try {
      await mark.mutateAsync({ chatId: g.chatId, unified: !g.unifiedQuery });
    } catch (e) {
      Toast.show({ icon: 'fail', content: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <div className={list.page}>
      <section className={styles.section} aria-labelledby="relay-status-title">
        <h2 id="relay-status-title" className={styles.heading}>
          {t({ id: 'relayBot.texts.botTitle', message: 'Relay bot' })}
        </h2>
        <p className={styles.note}>
          {t({
            id: 'relayBot.texts.intro',
            message:
              "Copies a merchant group's payment proof (a text or photo naming an order) to the group of the supplier holding the order, and the supplier's reply back.",
          })}
        </p>
        {info.error && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
        {bot && (
          <BotStatusCard
            bot={bot}
            testId="relay"
            moreFacts={[
              [i18n._(relayLabels.pictures), onOff(bot.picturesOn)],
              [i18n._(relayLabels.unified), onOff(bot.unifiedOn)],
            ]}
            tokenNote={t({
              id: 'relayBot.texts.tokenBySuperAdmin',
              message:
                'The super administrator sets the relay bot token (TransferBotToken) in the global configuration.',
            })}
            settingsLinkText={t({
              id: 'relayBot.texts.settingsLink',
              message: 'Relay settings in global configuration',
            })}
            canSetToken={canSetToken}
            onSetToken={() => setTokenOpen(true)}
            onClearToken={() => void askClear()}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="relay-groups-title">
        <h2 id="relay-groups-title" className={styles.heading}>
          {t({ id: 'telegramBot.texts.groupsTitle', message: 'Groups' })}
        </h2>
        <p className={styles.note}>
          {t({
            id: 'relayBot.texts.groupsNote',
            message:
              'Owner, whitelist and language are set on the bot settings and group whitelist pages; a group may hold both bots.',
          })}{' '}
          <Link to="/systemManager/botInfo" className={styles.link}>
            {t({ id: 'relayBot.texts.botPageLink', message: 'Bot settings' })}
          </Link>
        </p>
        {groups.error && <LoadError error={groups.error} onRetry={() => void groups.refetch()} />}
        {groups.data?.length === 0 && (
          <p className={styles.note}>
            {t({
              id: 'relayBot.texts.noGroups',
              message: 'The relay bot is in no group yet. Add it to a Telegram group; the group shows here.',
            })}
          </p>
        )}
        {groups.data?.map((g) => (
          <article key={g.chatId} className={list.card} aria-label={g.title} data-testid="relay-group">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{g.title || String(g.chatId)}</span>
                {g.whitelisted ? (
                  <Tag color="success">{i18n._(l.whitelisted)}</Tag>
                ) : (
                  <Tag>{t({ id: 'relayBot.texts.notAllowed', message: 'Not allowed' })}</Tag>
                )}
                {g.unifiedQuery && <Tag color="primary">{i18n._(relayLabels.unifiedGroup)}</Tag>}
              </div>
              <CardFacts
                items={[
                  [i18n._(l.owner), ownerText(g)],
                  [i18n._(l.language), languageNames[g.language]],
                  [i18n._(l.chatId), String(g.chatId)],
                  [i18n._(l.joined), whenText(i18n, g.joinTime)],
                ]}
              />
            </div>
            {canMark && (
              <div className={list.cardActions}>
                <Button
                  size="middle"
                  fill="outline"
                  className={list.button}
                  loading={mark.isPending && mark.variables?.chatId === g.chatId}
                  onClick={() => void toggle(g)}
                >
                  {i18n._(g.unifiedQuery ? relayLabels.unmark : relayLabels.mark)}
                </Button>
              </div>
            )}
          </article>
        ))}
      </section>
      {canSetToken && <TokenForm open={tokenOpen} onClose={() => setTokenOpen(false)} setting="TransferBotToken" />}
    </div>
  );
}
