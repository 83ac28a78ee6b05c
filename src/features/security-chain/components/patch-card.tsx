import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { memo } from 'react';
import type { SecurityPatchRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { chainLabels as l, limitLabels } from '../labels.ts';
import { accountText } from './account-text.ts';

/** One chain supplement: the order, the gap it repaired and its place against the limit (`limit` when known). */
export const PatchCard = memo(function PatchCard({ row, limit }: { row: SecurityPatchRow; limit: number | null }) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={row.orderCode} data-testid="patch-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{row.orderCode}</span>
          <Tag color={row.withinLimit ? 'success' : 'danger'}>
            {i18n._(row.withinLimit ? limitLabels.within : limitLabels.over)}
          </Tag>
        </div>
        <CardFacts
          items={[
            [i18n._(l.amount), formatMoney(i18n, row.amount)],
            [i18n._(l.account), accountText(row)],
            [i18n._(l.supplier), row.supplierName || '—'],
            [i18n._(l.operator), row.operator || '—'],
            [i18n._(l.supplementTime), whenText(i18n, row.supplementTime)],
            [i18n._(l.utr), row.utr ?? '—'],
            [i18n._(l.gap), `${whenText(i18n, row.gap.fromTime)} – ${whenText(i18n, row.gap.toTime)}`],
            [i18n._(l.missing), formatMoney(i18n, row.gap.missingAmount)],
            [i18n._(l.limit), limit === null ? String(row.indexInGap) : `${row.indexInGap} / ${limit}`],
          ]}
        />
      </div>
    </article>
  );
});
