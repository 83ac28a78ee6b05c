import type { WebRecordKind, WebRecordRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { matchedLabels } from '../../bank-statements/index.ts';
import { recordAmount } from '../amount.ts';

const cells: DeskColumnOptions<WebRecordRow>['cells'] = {
  amount: (r, i18n) => <span data-testid="record-amount">{recordAmount(i18n, r)}</span>,
  matchedOrder: (r, i18n) => <span data-testid="record-matched">{r.matchedOrderCode ?? i18n._(matchedLabels.no)}</span>,
};
const widths = { received: 170, supplier: 140, account: 170, amount: 130, utr: 150, payerName: 140, matchedOrder: 200 };
const later = ['matchedTime', 'matchedBy'];
const options = (kind: WebRecordKind, staff: boolean): DeskColumnOptions<WebRecordRow> => ({
  cells,
  widths,
  hidden: [...later, ...(kind === 'usdt' ? ['toAddress'] : ['content']), ...(staff ? [] : ['supplier'])],
});

/**
 * The web, WeChat and USDT records' desk columns (decisions 124, 135), read off the kind's export:
 * the card's facts shown, the rest offered hidden; staff see the supplier. One constant a kind and
 * audience, as the columns are memoised on it.
 */
export const recordColumnOptions: Record<
  WebRecordKind,
  Record<'staff' | 'supplier', DeskColumnOptions<WebRecordRow>>
> = {
  web: { staff: options('web', true), supplier: options('web', false) },
  wechat: { staff: options('wechat', true), supplier: options('wechat', false) },
  usdt: { staff: options('usdt', true), supplier: options('usdt', false) },
};
