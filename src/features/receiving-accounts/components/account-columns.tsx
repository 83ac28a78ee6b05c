import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import { resourceTypeDecls, type ResourceRow, type ResourceType } from '../../../contract/index.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { monitorStateColor, monitorStateLabels } from '../../resource-detail/index.ts';
import { accountTitle } from '../account-title.ts';
import { labels as l, stateLabels } from '../labels.ts';
import { ScriptVersion } from './script-version.tsx';

/**
 * One kind's receiving accounts as desk columns (decision 124), the card's fields: the device's
 * state and script version only for the kinds a phone watches, the supplier only for staff.
 */
export function useReceivingColumns(type: ResourceType, showSupplier: boolean): readonly TableColumn<ResourceRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const monitored = resourceTypeDecls[type].monitored;
    const time = (iso: string | null) =>
      iso === null ? (
        '—'
      ) : (
        <time dateTime={iso}>{formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'medium' })}</time>
      );
    const columns: (TableColumn<ResourceRow> | false)[] = [
      {
        id: 'title',
        header: t({ id: 'receivingAccounts.fields.title', message: 'Account' }),
        width: 240,
        cell: (r) => <span data-testid="account-title">{accountTitle(r)}</span>,
      },
      {
        id: 'state',
        header: i18n._(l.state),
        width: 100,
        cell: (r) => (
          <Tag color={r.state === 0 ? 'primary' : 'default'} data-testid="account-state">
            {i18n._(stateLabels[r.state === 0 ? '0' : '1'])}
          </Tag>
        ),
      },
      monitored && {
        id: 'monitor',
        header: i18n._(l.monitorState),
        width: 120,
        cell: (r) => {
          const label = monitorStateLabels[r.monitorState];
          return (
            <Tag color={monitorStateColor(r.monitorState)} data-testid="account-monitor">
              {label ? i18n._(label) : r.monitorState}
            </Tag>
          );
        },
      },
      showSupplier && {
        id: 'supplier',
        header: i18n._(l.supplier),
        width: 140,
        cell: (r) => <span data-testid="account-supplier">{r.supplierName}</span>,
      },
      { id: 'product', header: i18n._(l.product), width: 160, cell: (r) => r.productName },
      {
        id: 'dailyCountLimit',
        header: i18n._(l.dailyCountLimit),
        width: 120,
        numeric: true,
        cell: (r) => (r.dailyCountLimit ? String(r.dailyCountLimit) : '∞'),
      },
      {
        id: 'dailyAmountLimit',
        header: i18n._(l.dailyAmountLimit),
        width: 140,
        numeric: true,
        cell: (r) => (r.dailyAmountLimit ? formatMoney(i18n, r.dailyAmountLimit) : '∞'),
      },
      {
        id: 'maxConcurrent',
        header: i18n._(l.maxConcurrent),
        width: 120,
        numeric: true,
        cell: (r) => String(r.maxConcurrent),
      },
      monitored && { id: 'version', header: i18n._(l.version), width: 120, cell: (r) => <ScriptVersion row={r} /> },
      // The export's other facts, offered so a desk export can still write them (decision 135).
      {
        id: 'minOrderBalance',
        header: i18n._(l.minOrderBalance),
        shown: false,
        width: 140,
        numeric: true,
        cell: (r) => formatMoney(i18n, r.minOrderBalance),
      },
      monitored && {
        id: 'lastSeen',
        header: i18n._(l.lastSeen),
        shown: false,
        width: 160,
        cell: (r) => time(r.monitorLastSeenTime),
      },
      { id: 'createTime', header: i18n._(l.createTime), shown: false, width: 160, cell: (r) => time(r.createTime) },
    ];
    return columns.filter((c): c is TableColumn<ResourceRow> => c !== false);
  }, [i18n, t, type, showSupplier]);
}
