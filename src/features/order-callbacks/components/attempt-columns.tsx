import { msg } from '@lingui/core/macro';
import { outboundFailureKind, type CallbackAttemptRow } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { failureTexts } from '../../../lib/i18n/outbound-failure-text.ts';
import { DeliveredTag } from './delivered-tag.tsx';

const noAnswer = msg({ id: 'orderCallbacks.texts.noAnswer', message: 'No answer' });

const cells: DeskColumnOptions<CallbackAttemptRow>['cells'] = {
  delivered: (r) => <DeliveredTag success={r.success} />,
  responseStatus: (r, i18n) => (r.responseStatus === null ? i18n._(noAnswer) : String(r.responseStatus)),
  duration: (r, i18n) => i18n.number(r.durationMs, { style: 'unit', unit: 'millisecond' }),
  error: (r, i18n) => (r.error ? i18n._(failureTexts[outboundFailureKind(r.error)]) : '—'),
};
const widths = {
  orderCode: 200,
  createTime: 170,
  merchantOrderNo: 180,
  merchant: 140,
  eventType: 150,
  attempt: 90,
  trigger: 110,
  delivered: 130,
  responseStatus: 120,
  duration: 110,
  httpMethod: 110,
  operator: 130,
};
const later = ['httpMethod', 'url', 'operator', 'error'];

/**
 * The callback attempts' desk columns (decisions 124, 135), read off the export: the card's facts
 * shown, the URL, method, operator and error offered hidden; a merchant's log has no merchant column.
 */
export const attemptColumnOptions: Record<'staff' | 'merchant', DeskColumnOptions<CallbackAttemptRow>> = {
  staff: { cells, widths, hidden: later },
  merchant: { cells, widths, hidden: [...later, 'merchant'] },
};
