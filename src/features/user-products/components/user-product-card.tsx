import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { memo } from 'react';
import type { UserProductRow } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import list from '../../../components/list/list.module.css';
import { formatMoney } from '../../../lib/money.ts';
import { editLabel, enabledLabels, productLabels as l } from '../labels.ts';
import { rateText } from '../rate-text.ts';

/** Whether the user may use the product, as the card and the desk table tag it. */
export function ProductStateTag({ row }: { row: UserProductRow }) {
  const { i18n } = useLingui();
  return (
    <Tag color={row.enabled ? 'success' : 'default'} data-testid="user-product-state">
      {i18n._(row.enabled ? enabledLabels.on : enabledLabels.off)}
    </Tag>
  );
}

/** One user's fees for one product; an admin edits them from the card. */
export const UserProductCard = memo(function UserProductCard({
  row,
  onEdit,
}: {
  row: UserProductRow;
  onEdit?: (row: UserProductRow) => void;
}) {
  const { i18n } = useLingui();
  return (
    <article className={list.card} aria-label={`${row.userAccount} ${row.productId}`} data-testid="user-product-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code} data-testid="user-product-user">
            {row.userAccount}
          </span>
          <ProductStateTag row={row} />
        </div>
        <CardFacts
          items={[
            [
              i18n._(l.product),
              <span data-testid="user-product-product">{`${row.productId} ${row.productName}`}</span>,
            ],
            [i18n._(l.user), `${row.userNickname} · ${i18n._(roleLabels[row.userRole])}`],
            [i18n._(l.rate), <span data-testid="user-product-rate">{rateText(i18n, row.rate)}</span>],
            [i18n._(l.fixedFee), <span data-testid="user-product-fee">{formatMoney(i18n, row.fixedFee)}</span>],
          ]}
        />
      </div>
      {onEdit && (
        <div className={list.cardActions}>
          <Button size="middle" color="primary" fill="outline" className={list.button} onClick={() => onEdit(row)}>
            {i18n._(editLabel)}
          </Button>
        </div>
      )}
    </article>
  );
});
