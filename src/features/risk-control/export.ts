import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RiskDetectionState, type RiskBlacklistRow, type RiskDetectionRow } from '../../contract/index.ts';
import type { ExportColumn, ExportDecl } from '../../lib/sheets/export-decl.ts';
import { payoutStatusLabel } from '../payouts/index.ts';
import { detectionStateLabels, entryKindLabels, matchFieldLabels, riskLabels as l } from './labels.ts';

const stateNames = Object.fromEntries(Object.entries(RiskDetectionState).map(([name, id]) => [id, name])) as Record<
  number,
  keyof typeof RiskDetectionState
>;

/** A held payout's state name (pending when the server names one this page does not know). */
export const detectionStateName = (r: RiskDetectionRow) => stateNames[r.state] ?? 'pending';

/** Why a payout is held, as the card says it: "Name: Ravi Kumar (name); …". */
export const detectionReason = (i18n: I18n, r: RiskDetectionRow) =>
  r.matches
    .map((m) => `${i18n._(entryKindLabels[m.kind])}: ${m.value} (${i18n._(matchFieldLabels[m.field])})`)
    .join('; ');

/** The paid account a held payout names: its wallet, UPI or card. */
export const detectionAccount = (r: RiskDetectionRow) => r.walletAddress || r.upi || r.cardNumber;

const entryTail: readonly ExportColumn<RiskBlacklistRow>[] = [
  { id: 'remark', label: l.remark, kind: 'text', value: (r) => r.remark },
  { id: 'createdBy', label: l.createdBy, kind: 'text', value: (r) => r.createdBy },
  { id: 'createTime', label: l.createTime, kind: 'time', value: (r) => r.createTime },
];

/** The risk blacklist's export (decision 126) and desk columns (decision 135): an entry a line. */
export const blacklistExport: ExportDecl<RiskBlacklistRow> = {
  list: 'risk-blacklist',
  title: msg({ id: 'riskControl.titles.exportBlacklist', message: 'Export blacklist entries' }),
  columns: [
    { id: 'value', label: l.value, kind: 'text', value: (r) => r.value },
    { id: 'kind', label: l.kind, kind: 'label', value: (r) => entryKindLabels[r.kind] },
    ...entryTail,
  ],
};

/** The name blacklist's export: its entries are all names, so no kind. */
export const nameBlacklistExport: ExportDecl<RiskBlacklistRow> = {
  list: 'name-blacklist',
  title: msg({ id: 'riskControl.titles.exportNames', message: 'Export blacklisted names' }),
  columns: [{ id: 'value', label: l.name, kind: 'text', value: (r) => r.value }, ...entryTail],
};

/** The held payouts' export (decision 126) and desk columns (decision 135): the card's facts and more. */
export const detectionExport: ExportDecl<RiskDetectionRow> = {
  list: 'risk-detections',
  title: msg({ id: 'riskControl.titles.exportDetections', message: 'Export held payouts' }),
  columns: [
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { id: 'state', label: l.state, kind: 'label', value: (r) => detectionStateLabels[detectionStateName(r)] },
    { id: 'amount', label: l.amount, kind: 'amount', value: (r) => r.amount },
    { id: 'merchant', label: l.merchant, kind: 'text', value: (r) => r.merchantName || String(r.merchantId) },
    { id: 'payee', label: l.payee, kind: 'text', value: (r) => r.name },
    { id: 'account', label: l.account, kind: 'text', value: detectionAccount },
    {
      id: 'payoutStatus',
      label: l.payoutStatus,
      kind: 'label',
      value: (r) => payoutStatusLabel(r.payoutStatus) ?? String(r.payoutStatus),
    },
    { id: 'heldAt', label: l.heldAt, kind: 'time', value: (r) => r.createTime },
    { id: 'reason', label: l.reason, kind: 'text', value: (r, i18n) => detectionReason(i18n, r) },
    { id: 'decidedBy', label: l.decidedBy, kind: 'text', value: (r) => r.decidedBy },
    { id: 'decidedTime', label: l.decidedTime, kind: 'time', value: (r) => r.decidedTime },
    { id: 'remark', label: l.remark, kind: 'text', value: (r) => r.remark },
    { id: 'mchOrderNo', label: l.mchOrderNo, kind: 'text', value: (r) => r.mchOrderNo },
    { id: 'fee', label: l.fee, kind: 'amount', value: (r) => r.fee },
  ],
};
