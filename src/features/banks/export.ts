import { msg } from '@lingui/core/macro';
import type { BankRow } from '../../contract/index.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { bankLabels as l } from './labels.ts';

/**
 * The bank directory's export (decision 126) and desk columns (decision 135): the card's facts and
 * when the bank was added. Country codes as the import files write them, so a file exported can be
 * read back by the import.
 */
export const bankExport: ExportDecl<BankRow> = {
  list: 'banks',
  title: msg({ id: 'banks.titles.export', message: 'Export banks' }),
  columns: [
    { id: 'name', label: l.name, kind: 'text', value: (r) => r.name },
    { id: 'shortCode', label: l.shortCode, kind: 'text', value: (r) => r.shortCode },
    { id: 'ifscPrefix', label: l.ifscPrefix, kind: 'text', value: (r) => r.ifscPrefix },
    { id: 'country', label: l.country, kind: 'text', value: (r) => r.country },
    { id: 'enabled', label: l.enabled, kind: 'label', value: (r) => (r.enabled ? l.yes : l.no) },
    { id: 'updateTime', label: l.updateTime, kind: 'time', value: (r) => r.updateTime },
    { id: 'createTime', label: l.createTime, kind: 'time', value: (r) => r.createTime },
  ],
};
