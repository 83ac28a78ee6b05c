import { msg } from '@lingui/core/macro';
import type { BotFundRecordRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { botFundLabels as l, stateLabels } from './labels.ts';

/**
 * The bot bookkeeping's export (decision 126) and desk columns (decision 135): a report a line, the
 * reported amount signed (a settlement negative) with its currency apart, so a spreadsheet sums it.
 */
export const botFundExport: ExportDecl<BotFundRecordRow> = {
  list: 'bot-fund-records',
  title: msg({ id: 'botFundRecords.titles.export', message: 'Export bot bookkeeping' }),
  columns: [
    { id: 'time', label: l.time, kind: 'time', value: (r) => r.createTime },
    { id: 'state', label: l.state, kind: 'label', value: (r) => stateLabels[r.state] },
    { id: 'user', label: l.user, kind: 'text', value: (r) => `${r.userAccount} (${r.userName})` },
    { id: 'reported', label: l.reported, kind: 'amount', value: (r) => r.amount },
    { id: 'currency', label: l.currency, kind: 'text', value: (r) => r.currency },
    { id: 'text', label: l.text, kind: 'text', value: (r) => r.text },
    { id: 'group', label: l.group, kind: 'text', value: (r) => r.groupTitle || String(r.chatId) },
    { id: 'from', label: l.from, kind: 'text', value: (r) => r.fromName },
    { id: 'applied', label: l.applied, kind: 'amount', value: (r) => r.appliedAmount },
    { id: 'decidedBy', label: l.decidedBy, kind: 'text', value: (r) => r.decidedBy },
    { id: 'decidedTime', label: l.decidedTime, kind: 'time', value: (r) => r.decidedTime },
    { id: 'remark', label: l.remark, kind: 'text', value: (r) => r.remark },
  ],
};
