import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { PickField } from '../../../components/filters/pick-field.tsx';
import { useOwnerOptions } from '../api/bot.ts';
import { useRecentRelays, useRelayPairs } from '../api/relay.ts';
import { relayKindLabels, relayLabels as l } from '../labels.ts';
import styles from './bot-pages.module.css';

const groupName = (title: string, chatId: number) => title || String(chatId);

/**
 * /systemManager/tgBotGroup (+ /customerService): which merchant group's proofs went to which
 * supplier group (counts, last relay), and the recent relays with their order. Only reads; the
 * merchant and supplier filters live in the address so a filtered view can be shared.
 */
export function RelayPairsPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const supplierId = params.get('supplierId') ?? '';
  const owners = useOwnerOptions(true);
  const pairs = useRelayPairs(merchantId, supplierId);
  const relays = useRecentRelays(merchantId, supplierId);
  const optionsOf = (role: 'merchant' | 'supplier') =>
    (owners.data ?? [])
      .filter((o) => o.role === role)
      .map((o) => ({ value: String(o.value), label: `${o.label} (${o.account})` }));
  const setFilter = (key: 'merchantId' | 'supplierId', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className={list.page}>
      <section className={styles.section} aria-label={t({ id: 'relayBot.texts.filters', message: 'Filters' })}>
        <label htmlFor="relay-merchant">{i18n._(l.merchant)}</label>
        <PickField
          id="relay-merchant"
          label={i18n._(l.merchant)}
          options={optionsOf('merchant')}
          value={merchantId}
          onChange={(v) => setFilter('merchantId', v)}
        />
        <label htmlFor="relay-supplier">{i18n._(l.supplier)}</label>
        <PickField
          id="relay-supplier"
          label={i18n._(l.supplier)}
          options={optionsOf('supplier')}
          value={supplierId}
          onChange={(v) => setFilter('supplierId', v)}
        />
      </section>

      <section className={styles.section} aria-labelledby="relay-pairs-title">
        <h2 id="relay-pairs-title" className={styles.heading}>
          {t({ id: 'relayBot.texts.pairsTitle', message: 'Group pairs' })}
        </h2>
        {pairs.error && <LoadError error={pairs.error} onRetry={() => void pairs.refetch()} />}
        {pairs.data?.length === 0 && (
          <p className={styles.note}>
            {t({ id: 'relayBot.texts.noPairs', message: 'No proof has been relayed yet.' })}
          </p>
        )}
        {pairs.data?.map((p) => (
          <article
            key={`${p.merchantChatId}:${p.supplierChatId}:${p.supplierId ?? ''}`}
            className={list.card}
            data-testid="relay-pair"
          >
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>
                  {groupName(p.merchantChatTitle, p.merchantChatId)} →{' '}
                  {groupName(p.supplierChatTitle, p.supplierChatId)}
                </span>
              </div>
              <CardFacts
                items={[
                  [i18n._(l.merchant), p.merchantName || '—'],
                  [i18n._(l.supplier), p.supplierName || '—'],
                  [i18n._(l.proofs), String(p.proofCount)],
                  [i18n._(l.replies), String(p.replyCount)],
                  [i18n._(l.lastRelay), whenText(i18n, p.lastTime)],
                ]}
              />
            </div>
          </article>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="relay-recent-title">
        <h2 id="relay-recent-title" className={styles.heading}>
          {t({ id: 'relayBot.texts.recentTitle', message: 'Recent relays' })}
        </h2>
        {relays.error && <LoadError error={relays.error} onRetry={() => void relays.refetch()} />}
        {relays.data?.map((r) => (
          <article key={r.id} className={list.card} data-testid="relay-row">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{r.orderCode || '—'}</span>
                <Tag color={r.kind === 'proof' ? 'primary' : 'success'}>{i18n._(relayKindLabels[r.kind])}</Tag>
              </div>
              <CardFacts
                items={[
                  [i18n._(l.from), groupName(r.sourceTitle, r.sourceChatId)],
                  [i18n._(l.to), groupName(r.targetTitle, r.targetChatId)],
                  [i18n._(l.merchant), r.merchantName || '—'],
                  [i18n._(l.supplier), r.supplierName || '—'],
                  [i18n._(l.time), whenText(i18n, r.createTime)],
                ]}
              />
            </div>
          </article>
        ))}
      </section>
    </div>
  );
}
