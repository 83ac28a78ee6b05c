import type { I18n } from '@lingui/core';
import type { FrozenIpRow, IpAnalysisRow, OrderAnalysisFigures, PayerAnalysisRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';

const figureWidths = {
  orderCount: 100,
  successCount: 100,
  successRate: 120,
  amount: 140,
  successAmount: 140,
  merchantCount: 110,
  lastOrderTime: 170,
};

/** The success rate as the card shows it (8.3%); the export writes the share as a number. */
const figureCells = {
  successRate: (r: OrderAnalysisFigures, i18n: I18n) =>
    i18n.number(r.successRate, { style: 'percent', maximumFractionDigits: 1 }),
};

/** The IP analysis's desk columns (decision 135): the card's marks and figures, all shown. */
export const ipColumnOptions: DeskColumnOptions<IpAnalysisRow> = {
  widths: { ip: 180, abnormal: 110, frozen: 100, ...figureWidths },
  cells: figureCells,
};

/** The order analysis's desk columns: the payer name and its figures, all shown. */
export const payerColumnOptions: DeskColumnOptions<PayerAnalysisRow> = {
  widths: { userName: 200, ...figureWidths },
  cells: figureCells,
};

/** The abnormal IPs' desk columns: the card's facts, all shown; the reason takes what is left. */
export const frozenColumnOptions: DeskColumnOptions<FrozenIpRow> = {
  widths: { ip: 180, frozenBy: 140, frozenTime: 170 },
};
