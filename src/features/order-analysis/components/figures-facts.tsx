import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { OrderAnalysisFigures } from '../../../contract/index.ts';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { analysisLabels as l } from '../labels.ts';

/** The figures a payer IP or name card shows, as CardFacts items. */
export function figureFacts(i18n: I18n, f: OrderAnalysisFigures): [string, ReactNode][] {
  return [
    [i18n._(l.orderCount), <span data-testid="analysis-orders">{f.orderCount}</span>],
    [i18n._(l.successCount), f.successCount],
    [i18n._(l.successRate), i18n.number(f.successRate, { style: 'percent', maximumFractionDigits: 1 })],
    [i18n._(l.amount), formatMoney(i18n, f.amount)],
    [i18n._(l.successAmount), formatMoney(i18n, f.successAmount)],
    [i18n._(l.merchantCount), f.merchantCount],
    [i18n._(l.lastOrderTime), whenText(i18n, f.lastOrderTime)],
  ];
}
