import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo, type ReactNode } from 'react';
import { resourceTypeDecls, type ResourceRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { formatMoney } from '../../../lib/money.ts';
import { monitorStateColor, monitorStateLabels } from '../../resource-detail/index.ts';
import { accountTitle } from '../account-title.ts';
import { labels as l, stateLabels } from '../labels.ts';
import { ScriptVersion } from './script-version.tsx';

interface Props {
  row: ResourceRow;
  showSupplier: boolean;
  onOpen: (row: ResourceRow) => void;
}

/** One account: who and where, on or off, its device's state, its limits; tapping opens the detail dialog. */
export const AccountCard = memo(function AccountCard({ row, showSupplier, onOpen }: Props) {
  const { i18n } = useLingui();
  const monitored = resourceTypeDecls[row.type].monitored;
  const monitorLabel = monitorStateLabels[row.monitorState];
  const facts: [string, ReactNode][] = [
    ...(showSupplier
      ? [[i18n._(l.supplier), <span data-testid="account-supplier">{row.supplierName}</span>] as [string, ReactNode]]
      : []),
    [i18n._(l.product), row.productName],
    [i18n._(l.dailyCountLimit), row.dailyCountLimit || '∞'],
    [i18n._(l.dailyAmountLimit), row.dailyAmountLimit ? formatMoney(i18n, row.dailyAmountLimit) : '∞'],
    [i18n._(l.maxConcurrent), row.maxConcurrent],
    ...(monitored ? [[i18n._(l.version), <ScriptVersion row={row} />] as [string, ReactNode]] : []),
  ];
  return (
    <article className={list.card} aria-label={accountTitle(row)} data-testid="account-card">
      <button type="button" className={list.cardMain} onClick={() => onOpen(row)}>
        <div className={list.cardHead}>
          <span className={list.code} data-testid="account-title">
            {accountTitle(row)}
          </span>
          <Tag color={row.state === 0 ? 'primary' : 'default'} data-testid="account-state">
            {i18n._(stateLabels[row.state === 0 ? '0' : '1'])}
          </Tag>
          {monitored && (
            <Tag color={monitorStateColor(row.monitorState)} data-testid="account-monitor">
              {monitorLabel ? i18n._(monitorLabel) : row.monitorState}
            </Tag>
          )}
        </div>
        <CardFacts items={facts} />
      </button>
    </article>
  );
});
