import { msg } from '@lingui/core/macro';
import type { SecurityChainRow, SecurityPatchRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { accountText } from './components/account-text.ts';
import { chainLabels as l, limitLabels, stateLabels, yesNoLabels } from './labels.ts';

const yesNo = (v: boolean) => yesNoLabels[v ? 'yes' : 'no'];

/**
 * The trusted chains' export (decision 126) and desk columns (decision 135): a chain a line, its
 * balances and the gap that ended it apart, so a spreadsheet sums and sorts them.
 */
export const chainExport: ExportDecl<SecurityChainRow> = {
  list: 'security-chains',
  title: msg({ id: 'securityChain.titles.export', message: 'Export chains' }),
  columns: [
    { id: 'account', label: l.account, kind: 'text', value: accountText },
    { id: 'state', label: l.state, kind: 'label', value: (r) => stateLabels[r.state] },
    { id: 'size', label: l.size, kind: 'text', value: (r) => r.size },
    { id: 'supplier', label: l.supplier, kind: 'text', value: (r) => r.supplierName || `#${r.supplierId}` },
    { id: 'firstTime', label: l.firstTime, kind: 'time', value: (r) => r.firstTime },
    { id: 'lastTime', label: l.lastTime, kind: 'time', value: (r) => r.lastTime },
    { id: 'incomeTotal', label: l.incomeTotal, kind: 'amount', value: (r) => r.incomeTotal },
    { id: 'openingBalance', label: l.openingBalance, kind: 'amount', value: (r) => r.openingBalance },
    { id: 'closingBalance', label: l.closingBalance, kind: 'amount', value: (r) => r.closingBalance },
    { id: 'checked', label: l.checked, kind: 'text', value: (r) => `${r.reliableCount} / ${r.checkedCount}` },
    { id: 'missing', label: l.missing, kind: 'amount', value: (r) => r.gapAfter?.missingAmount },
    { id: 'gapFrom', label: l.gapFrom, kind: 'time', value: (r) => r.gapAfter?.fromTime },
    { id: 'gapUntil', label: l.gapUntil, kind: 'time', value: (r) => r.gapAfter?.toTime },
    { id: 'endedByPause', label: l.endedByPause, kind: 'label', value: (r) => yesNo(r.endedByPause) },
    { id: 'burst', label: l.burst, kind: 'label', value: (r) => yesNo(r.burst) },
    { id: 'resourceId', label: l.resourceId, kind: 'text', value: (r) => r.resourceId },
  ],
};

/** The chain supplements' export: a supplement a line with the gap it repaired. */
export const patchExport: ExportDecl<SecurityPatchRow> = {
  list: 'security-patches',
  title: msg({ id: 'securityChain.titles.exportPatches', message: 'Export chain supplements' }),
  columns: [
    { id: 'orderCode', label: l.orderCode, kind: 'text', value: (r) => r.orderCode },
    {
      id: 'withinLimit',
      label: l.withinLimit,
      kind: 'label',
      value: (r) => (r.withinLimit ? limitLabels.within : limitLabels.over),
    },
    { id: 'amount', label: l.amount, kind: 'amount', value: (r) => r.amount },
    { id: 'account', label: l.account, kind: 'text', value: accountText },
    { id: 'supplier', label: l.supplier, kind: 'text', value: (r) => r.supplierName },
    { id: 'operator', label: l.operator, kind: 'text', value: (r) => r.operator },
    { id: 'supplementTime', label: l.supplementTime, kind: 'time', value: (r) => r.supplementTime },
    { id: 'utr', label: l.utr, kind: 'text', value: (r) => r.utr },
    { id: 'gapFrom', label: l.gapFrom, kind: 'time', value: (r) => r.gap.fromTime },
    { id: 'gapUntil', label: l.gapUntil, kind: 'time', value: (r) => r.gap.toTime },
    { id: 'missing', label: l.missing, kind: 'amount', value: (r) => r.gap.missingAmount },
    { id: 'indexInGap', label: l.limit, kind: 'text', value: (r) => r.indexInGap },
    { id: 'resourceId', label: l.resourceId, kind: 'text', value: (r) => r.resourceId },
  ],
};
