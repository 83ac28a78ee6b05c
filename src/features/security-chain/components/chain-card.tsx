import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { SecurityChainRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { chainLabels as l, stateColors, stateLabels } from '../labels.ts';
import { accountText } from './account-text.ts';
import styles from './security-chain.module.css';

/** One chain: its account, state, size, time span, money, and the gap that ended it; tapping opens its records. */
export const ChainCard = memo(function ChainCard({
  row,
  onOpen,
}: {
  row: SecurityChainRow;
  onOpen: (row: SecurityChainRow) => void;
}) {
  const { t, i18n } = useLingui();
  const state = i18n._(stateLabels[row.state]);
  const gap = row.gapAfter;
  return (
    <article
      className={list.card}
      aria-label={`${accountText(row)} ${state}`}
      data-testid="chain-card"
      data-state={row.state}
    >
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code}>{accountText(row)}</span>
          <Tag color={stateColors[row.state]} data-testid="chain-state">
            {state}
          </Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.size), <span data-testid="chain-size">{row.size}</span>],
            [i18n._(l.supplier), row.supplierName || `#${row.supplierId}`],
            [i18n._(l.firstTime), whenText(i18n, row.firstTime)],
            [i18n._(l.lastTime), whenText(i18n, row.lastTime)],
            [i18n._(l.incomeTotal), formatMoney(i18n, row.incomeTotal)],
            [i18n._(l.balances), `${formatMoney(i18n, row.openingBalance)} → ${formatMoney(i18n, row.closingBalance)}`],
            [i18n._(l.checked), `${row.reliableCount} / ${row.checkedCount}`],
          ]}
        />
        {gap && (
          <p className={styles.gap} data-testid="chain-gap">
            {t({
              id: 'securityChain.texts.gap',
              message: `Gap: ${formatMoney(i18n, gap.missingAmount)} moved without a message between ${whenText(i18n, gap.fromTime)} and ${whenText(i18n, gap.toTime)}`,
            })}
          </p>
        )}
        {row.endedByPause && (
          <p className={styles.note}>
            {t({
              id: 'securityChain.texts.pause',
              message: 'Ended by a pause: the next record came too late to continue it',
            })}
          </p>
        )}
        {row.burst && (
          <p className={styles.gap}>
            {t({ id: 'securityChain.texts.burst', message: 'More messages in one minute than allowed' })}
          </p>
        )}
      </button>
    </article>
  );
});
