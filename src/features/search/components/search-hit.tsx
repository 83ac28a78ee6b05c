import { useLingui } from '@lingui/react/macro';
import {
  OrderStatus,
  type OrderStatusName,
  type SearchAccountHit,
  type SearchOrderHit,
} from '../../../contract/index.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import { payoutStatusLabel } from '../../../lib/i18n/payout-status-labels.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { SearchItem } from '../links.ts';
import { matchLabels } from '../labels.ts';
import styles from './search.module.css';

const orderStatusNames = new Map(
  Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]),
);

/** The number that matched, when it is not the code already shown first. */
function matchedNumber(hit: SearchOrderHit): string | null {
  if (hit.match === 'orderCode') return null;
  return hit.match === 'mchOrderNo' ? hit.mchOrderNo : null;
}

/**
 * One result's text, which is also the option's accessible name: the record first, then what
 * matched and where it opens.
 */
export function SearchHitText({ item }: { item: SearchItem }) {
  const { i18n } = useLingui();
  const page = i18n._(item.page);
  if (item.kind === 'orders' || item.kind === 'payouts') {
    const { hit } = item;
    const name = orderStatusNames.get(hit.status);
    const label = item.kind === 'orders' ? name && orderStatusLabels[name] : payoutStatusLabel(hit.status);
    const status = label ? i18n._(label) : '';
    const number = matchedNumber(hit);
    return (
      <>
        <span className={styles.primary}>
          <span className={styles.code}>{hit.orderCode}</span>
          <span>{formatMoney(i18n, hit.amount)}</span>
        </span>
        <span className={styles.secondary}>
          {i18n._(matchLabels[hit.match])}
          {number ? ` ${number}` : ''}
          {status ? ` · ${status}` : ''}
          {` · ${page}`}
        </span>
      </>
    );
  }
  if (item.kind === 'receivingAccounts') {
    const { hit } = item;
    return (
      <>
        <span className={styles.primary}>
          <span>{hit.accountName || hit.number}</span>
        </span>
        <span className={styles.secondary}>
          {i18n._(matchLabels[hit.match])} <span className={styles.code}>{hit.number}</span>
          {` · ${page}`}
        </span>
      </>
    );
  }
  const hit = item.hit as SearchAccountHit;
  return (
    <>
      <span className={styles.primary}>
        <span>{hit.nickname}</span>
        <span className={styles.code}>{hit.account}</span>
      </span>
      <span className={styles.secondary}>
        {i18n._(roleLabels[hit.role])}
        {` · ${page}`}
      </span>
    </>
  );
}
