import { Tag } from 'antd-mobile';
import type { DynamicPayRecordRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { outcomeLabels } from '../labels.ts';

/**
 * The dynamic pay records' desk columns (decision 135): the card's facts and its error shown, the
 * result as the card's tag; the product id offered hidden.
 */
export const recordColumnOptions: DeskColumnOptions<DynamicPayRecordRow> = {
  hidden: ['productId'],
  widths: {
    runTime: 170,
    product: 160,
    outcome: 120,
    runKind: 110,
    orderCode: 200,
    version: 130,
    duration: 120,
    runBy: 130,
    error: 280,
    productId: 110,
  },
  cells: {
    outcome: (r, i18n) => (
      <Tag color={r.ok ? 'success' : 'danger'} data-testid="dynamic-pay-outcome">
        {i18n._(outcomeLabels[r.ok ? 'ok' : 'failed'])}
      </Tag>
    ),
  },
};
