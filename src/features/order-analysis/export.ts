import { msg } from '@lingui/core/macro';
import type { FrozenIpRow, IpAnalysisRow, OrderAnalysisFigures, PayerAnalysisRow } from '../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../lib/sheets/export-decl.ts';
import { analysisLabels as l, stateLabels, yesNoLabels } from './labels.ts';

/** The figures of a payer IP or name, as the card lists them. */
const figureColumns = <T extends OrderAnalysisFigures>(): ExportColumn<T>[] => [
  { id: 'orderCount', label: l.orderCount, kind: 'text', value: (r) => r.orderCount },
  { id: 'successCount', label: l.successCount, kind: 'text', value: (r) => r.successCount },
  {
    id: 'successRate',
    label: l.successRate,
    kind: 'text',
    // A share as a number (1/12 is 0.0833), which a spreadsheet can average or format as a percent;
    // the table draws it as the card does (analysis-columns.ts).
    value: (r) => Math.round(r.successRate * 10_000) / 10_000,
  },
  { id: 'amount', label: l.amount, kind: 'amount', value: (r) => r.amount },
  { id: 'successAmount', label: l.successAmount, kind: 'amount', value: (r) => r.successAmount },
  { id: 'merchantCount', label: l.merchantCount, kind: 'text', value: (r) => r.merchantCount },
  { id: 'lastOrderTime', label: l.lastOrderTime, kind: 'time', value: (r) => r.lastOrderTime },
];

/** The IP analysis's export (decision 126) and desk columns (decision 135): an IP a line, its marks. */
export const ipExport: ExportDecl<IpAnalysisRow> = {
  list: 'ip-analysis',
  title: msg({ id: 'orderAnalysis.titles.exportIps', message: 'Export IP analysis' }),
  columns: [
    { id: 'ip', label: l.ip, kind: 'text', value: (r) => r.ip },
    {
      id: 'abnormal',
      label: stateLabels.abnormal,
      kind: 'label',
      value: (r) => yesNoLabels[r.abnormal ? 'yes' : 'no'],
    },
    { id: 'frozen', label: stateLabels.frozen, kind: 'label', value: (r) => yesNoLabels[r.frozen ? 'yes' : 'no'] },
    ...figureColumns<IpAnalysisRow>(),
  ],
};

/** The order analysis's export: a payer name a line. */
export const payerExport: ExportDecl<PayerAnalysisRow> = {
  list: 'payer-analysis',
  title: msg({ id: 'orderAnalysis.titles.exportPayers', message: 'Export order analysis' }),
  columns: [
    { id: 'userName', label: l.userName, kind: 'text', value: (r) => r.userName },
    ...figureColumns<PayerAnalysisRow>(),
  ],
};

/** The abnormal (frozen) IPs' export. */
export const frozenExport: ExportDecl<FrozenIpRow> = {
  list: 'frozen-ips',
  title: msg({ id: 'orderAnalysis.titles.exportFrozen', message: 'Export abnormal IPs' }),
  columns: [
    { id: 'ip', label: l.ip, kind: 'text', value: (r) => r.ip },
    { id: 'reason', label: l.reason, kind: 'text', value: (r) => r.reason },
    { id: 'frozenBy', label: l.frozenBy, kind: 'text', value: (r) => r.frozenBy },
    { id: 'frozenTime', label: l.frozenTime, kind: 'time', value: (r) => r.frozenTime },
  ],
};
