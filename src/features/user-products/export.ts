import { msg } from '@lingui/core/macro';
import type { UserProductRow } from '../../contract/index.ts';
import { roleLabels } from '../../lib/i18n/role-labels.ts';
import type { ExportDecl } from '../../lib/sheets/export-decl.ts';
import { enabledLabels, productLabels as l } from './labels.ts';
import { rateInputText } from './rate-text.ts';

/**
 * The fee settings' export (decision 126) and desk columns (decision 135): the card's facts, each in
 * a column of its own; the rate as the number typed (0.0125), the fixed fee as an amount.
 */
export const userProductExport: ExportDecl<UserProductRow> = {
  list: 'user-products',
  title: msg({ id: 'userProducts.titles.export', message: 'Export user products' }),
  columns: [
    { id: 'user', label: l.user, kind: 'text', value: (r) => r.userAccount },
    { id: 'nickname', label: l.nickname, kind: 'text', value: (r) => r.userNickname },
    { id: 'role', label: l.role, kind: 'label', value: (r) => roleLabels[r.userRole] },
    { id: 'productId', label: l.productId, kind: 'text', value: (r) => r.productId },
    { id: 'productName', label: l.productName, kind: 'text', value: (r) => r.productName },
    // A number, not text, so a spreadsheet computes with it; the string keeps its 4 decimals exact.
    { id: 'rate', label: l.rate, kind: 'text', value: (r) => Number(rateInputText(r.rate)) },
    { id: 'fixedFee', label: l.fixedFee, kind: 'amount', value: (r) => r.fixedFee },
    {
      id: 'enabled',
      label: l.enabled,
      kind: 'label',
      value: (r) => (r.enabled ? enabledLabels.on : enabledLabels.off),
    },
    { id: 'updatedAt', label: l.updatedAt, kind: 'time', value: (r) => r.updatedAt },
  ],
};
