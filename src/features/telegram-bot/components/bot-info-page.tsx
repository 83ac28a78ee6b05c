import { useLingui } from '@lingui/react/macro';
import { Button, Tag, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { canCall, settingCalls, telegramBotCalls as c, type BotGroupRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { languageNames } from '../../../lib/i18n/language.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useBotChange, useBotGroups, useBotInfo, useSetBotToken } from '../api/bot.ts';
import { botActionLabels, botLabels as l } from '../labels.ts';
import { BindGroupForm, LanguageForm, TokenForm } from './group-forms.tsx';
import styles from './bot-pages.module.css';
import { BotStatusCard } from './bot-status-card.tsx';
import { useOwnerText } from './owner-text.ts';

/**
 * /systemManager/botInfo (+ /customerService): the Telegram bot's token (set or not), its name
 * from getMe, its running state and last error, and the groups it is in with their owner and
 * answer language. admin and superAdmin bind groups; superAdmin sets the token.
 */
export function BotInfoPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(c.bindGroup.access, role);
  const canSetToken = !route.readOnly && canCall(settingCalls.BotToken.set.access, role);
  const info = useBotInfo();
  const groups = useBotGroups();
  const ownerText = useOwnerText();
  const unbind = useBotChange('unbindGroup');
  const clearToken = useSetBotToken();
  const [tokenOpen, setTokenOpen] = useState(false);
  const [binding, setBinding] = useState<BotGroupRow | null>(null);
  const [language, setLanguage] = useState<BotGroupRow | null>(null);
  const bot = info.data;

  const askUnbind = async (g: BotGroupRow) => {
    const title = g.title;
    if (
      !(await Dialog.confirm({
        content: t({ id: 'telegramBot.texts.unbindConfirm', message: `Unbind ${title}? The bot stops answering it.` }),
      }))
    )
      return;
    try {
      await unbind.mutateAsync({ chatId: g.chatId });
    } catch (e) {
      Toast.show({ icon: 'fail', content: e instanceof Error ? e.message : String(e) });
    }
  };
  const askClear = async () => {
    if (
      !(await Dialog.confirm({
        content: t({ id: 'telegramBot.texts.clearConfirm', message: 'Remove the token? The bot stops.' }),
      }))
    )
      return;
    await clearToken.mutateAsync('');
  };

  return (
    <div className={list.page}>
      <section className={styles.section} aria-labelledby="bot-status-title">
        <h2 id="bot-status-title" className={styles.heading}>
          {t({ id: 'telegramBot.texts.botTitle', message: 'Bot' })}
        </h2>
        {info.error && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
        {bot && (
          <BotStatusCard
            bot={bot}
            testId="bot"
            tokenNote={t({
              id: 'telegramBot.texts.tokenBySuperAdmin',
              message: 'The super administrator sets the bot token (BotToken) in the global configuration.',
            })}
            settingsLinkText={t({
              id: 'telegramBot.texts.settingsLink',
              message: 'Bot settings in global configuration',
            })}
            canSetToken={canSetToken}
            onSetToken={() => setTokenOpen(true)}
            onClearToken={() => void askClear()}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="bot-groups-title">
        <h2 id="bot-groups-title" className={styles.heading}>
          {t({ id: 'telegramBot.texts.groupsTitle', message: 'Groups' })}
        </h2>
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
          <article key={g.chatId} className={list.card} aria-label={g.title} data-testid="bot-group">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{g.title || String(g.chatId)}</span>
                {g.whitelisted ? <Tag color="success">{i18n._(l.whitelisted)}</Tag> : null}
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
            {canChange && (
              <div className={list.cardActions}>
                <Button size="middle" fill="outline" className={list.button} onClick={() => setBinding(g)}>
                  {i18n._(g.userId === null ? botActionLabels.bind : botActionLabels.rebind)}
                </Button>
                {g.userId !== null && (
                  <Button
                    size="middle"
                    color="danger"
                    fill="outline"
                    className={list.button}
                    onClick={() => void askUnbind(g)}
                  >
                    {i18n._(botActionLabels.unbind)}
                  </Button>
                )}
                <Button size="middle" fill="outline" className={list.button} onClick={() => setLanguage(g)}>
                  {i18n._(botActionLabels.language)}
                </Button>
              </div>
            )}
          </article>
        ))}
      </section>
      {canSetToken && <TokenForm open={tokenOpen} onClose={() => setTokenOpen(false)} />}
      {canChange && <BindGroupForm group={binding} onClose={() => setBinding(null)} />}
      {canChange && <LanguageForm group={language} onClose={() => setLanguage(null)} />}
    </div>
  );
}
