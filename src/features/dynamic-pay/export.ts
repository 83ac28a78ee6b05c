import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DynamicPayRecordRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { dynamicPayLabels as l, outcomeLabels, runKindLabels } from './labels.ts';

const draft = msg({ id: 'dynamicPay.texts.draft', message: 'Unsaved draft' });

/** The script version a run used: "v3", or the unsaved draft a test ran. */
export const versionText = (i18n: I18n, r: DynamicPayRecordRow) =>
  r.version === null ? i18n._(draft) : `v${r.version}`;

/** The dynamic pay records' export (decision 126) and desk columns (decision 135): a run a line. */
export const recordExport: ExportDecl<DynamicPayRecordRow> = {
  list: 'dynamic-pay-records',
  title: msg({ id: 'dynamicPay.titles.exportRecords', message: 'Export dynamic pay records' }),
  columns: [
    { id: 'runTime', label: l.runTime, kind: 'time', value: (r) => r.createTime },
    { id: 'product', label: l.product, kind: 'text', value: (r) => r.productName },
    { id: 'outcome', label: l.outcome, kind: 'label', value: (r) => outcomeLabels[r.ok ? 'ok' : 'failed'] },
    { id: 'runKind', label: l.runKind, kind: 'label', value: (r) => runKindLabels[r.testRun ? 'test' : 'order'] },
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    { id: 'version', label: l.version, kind: 'text', value: (r, i18n) => versionText(i18n, r) },
    { id: 'duration', label: l.durationMs, kind: 'text', value: (r) => r.durationMs },
    { id: 'runBy', label: l.runBy, kind: 'text', value: (r) => r.runBy },
    { id: 'error', label: l.error, kind: 'text', value: (r) => r.error },
    { id: 'productId', label: l.productId, kind: 'text', value: (r) => r.productId },
  ],
};
