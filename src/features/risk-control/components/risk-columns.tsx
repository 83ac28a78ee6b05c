import { Tag } from 'antd-mobile';
import type { RiskBlacklistRow, RiskDetectionRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { detectionStateName } from '../export.ts';
import { detectionStateColors, detectionStateLabels, entryKindLabels } from '../labels.ts';

/** The blacklist's desk columns (decision 135): every fact of the card, shown; the value wide enough for a wallet. */
export const entryColumnOptions: DeskColumnOptions<RiskBlacklistRow> = {
  widths: { value: 260, kind: 190, remark: 240, createdBy: 140, createTime: 170 },
  cells: {
    kind: (r, i18n) => <Tag color="danger">{i18n._(entryKindLabels[r.kind])}</Tag>,
  },
};

/**
 * The held payouts' desk columns (decision 135): the card's facts shown, its state as the card's
 * tag; the merchant's order number and the fee offered hidden.
 */
export const detectionColumnOptions: DeskColumnOptions<RiskDetectionRow> = {
  hidden: ['mchOrderNo', 'fee'],
  widths: {
    orderCode: 200,
    state: 110,
    amount: 130,
    merchant: 150,
    payee: 160,
    account: 200,
    payoutStatus: 170,
    heldAt: 170,
    reason: 280,
    decidedBy: 130,
    decidedTime: 170,
    remark: 200,
    mchOrderNo: 200,
    fee: 110,
  },
  cells: {
    state: (r, i18n) => {
      const state = detectionStateName(r);
      return (
        <Tag color={detectionStateColors[state]} data-testid="risk-detection-state">
          {i18n._(detectionStateLabels[state])}
        </Tag>
      );
    },
  },
};
