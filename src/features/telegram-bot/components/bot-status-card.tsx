import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import type { BotInfo, BotState } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { botActionLabels, botLabels as l, modeLabels, stateLabels } from '../labels.ts';
import styles from './bot-pages.module.css';

const stateColor: Record<BotState, 'success' | 'default' | 'danger'> = {
  running: 'success',
  stopped: 'default',
  error: 'danger',
};

interface Props {
  bot: BotInfo;
  /** Prefix of the card's test ids: `bot` or `relay`. */
  testId: string;
  /** Facts of this bot after the common ones (the relay's two settings). */
  moreFacts?: [string, string][];
  /** Shown while no token is set to a reader who cannot set it. */
  tokenNote: string;
  settingsLinkText: string;
  canSetToken: boolean;
  onSetToken: () => void;
  onClearToken: () => void;
}

/** A bot's state card, the same for the main bot and the relay bot: name, state, facts and the token's buttons. */
export function BotStatusCard({
  bot,
  testId,
  moreFacts = [],
  tokenNote,
  settingsLinkText,
  canSetToken,
  onSetToken,
  onClearToken,
}: Props) {
  const { t, i18n } = useLingui();
  return (
    <article className={list.card} data-testid={`${testId}-status`}>
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code} data-testid={`${testId}-name`}>
            {bot.botName || t({ id: 'telegramBot.texts.noName', message: 'Name not known yet' })}
          </span>
          <Tag color={stateColor[bot.state]} data-testid={`${testId}-state`}>
            {i18n._(stateLabels[bot.state])}
          </Tag>
        </div>
        <CardFacts
          items={[
            [
              i18n._(l.token),
              bot.tokenSet
                ? t({ id: 'telegramBot.texts.tokenSet', message: 'Set' })
                : t({ id: 'telegramBot.texts.tokenNotSet', message: 'Not set' }),
            ],
            [i18n._(l.username), bot.botUsername ? `@${bot.botUsername}` : '—'],
            [i18n._(l.since), whenText(i18n, bot.since)],
            [i18n._(l.mode), i18n._(modeLabels[bot.mode])],
            [i18n._(l.instance), bot.instance || '—'],
            [i18n._(l.lastError), bot.lastError ? `${bot.lastError} (${whenText(i18n, bot.lastErrorAt)})` : '—'],
            ...moreFacts,
          ]}
        />
        {!bot.tokenSet && !canSetToken && <p className={styles.note}>{tokenNote}</p>}
      </div>
      {canSetToken && (
        <div className={list.cardActions}>
          <Button size="middle" color="primary" fill="outline" className={list.button} onClick={onSetToken}>
            {i18n._(botActionLabels.setToken)}
          </Button>
          {bot.tokenSet && (
            <Button size="middle" color="danger" fill="outline" className={list.button} onClick={onClearToken}>
              {i18n._(botActionLabels.clearToken)}
            </Button>
          )}
          <Link to="/systemConfig" className={styles.link}>
            {settingsLinkText}
          </Link>
        </div>
      )}
    </article>
  );
}
