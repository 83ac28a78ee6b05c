import { Tag } from 'antd-mobile';
import type { BotFundRecordRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { stateColors, stateLabels } from '../labels.ts';

/**
 * The bot bookkeeping's desk columns (decision 135): every fact of the card shown, its state as the
 * card's tag; the message, which the card quotes whole, cut to its column (whole on hover).
 */
export const botFundColumnOptions: DeskColumnOptions<BotFundRecordRow> = {
  widths: {
    time: 170,
    state: 110,
    user: 200,
    reported: 130,
    currency: 100,
    text: 220,
    group: 180,
    from: 130,
    applied: 130,
    decidedBy: 130,
    decidedTime: 170,
    remark: 200,
  },
  cells: {
    state: (r, i18n) => (
      <Tag color={stateColors[r.state]} data-testid="bot-fund-record-state">
        {i18n._(stateLabels[r.state])}
      </Tag>
    ),
  },
};
