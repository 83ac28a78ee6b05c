// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecordRow } from '../../../../src/contract/index.ts';
import { auditExport } from '../../../../src/features/audit-log/export/to-sheet.ts';
import { exportCells } from '../../../../src/lib/sheets/export-decl.ts';
import { changeText } from '../../../../src/features/audit-log/values.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';

const row = (over: Partial<AuditRecordRow>): AuditRecordRow =>
  ({
    id: 1,
    createdTime: '2026-11-28T18:16:05.311Z',
    operatorAccount: 'admin0001',
    operatorRole: 'admin',
    ip: '127.0.0.1',
    action: 'order.reject',
    targetType: 'order',
    targetId: 'C1',
    targetRole: '',
    changes: [],
    ...over,
  }) as AuditRecordRow;

describe('audit record fields in the words of the app', () => {
  beforeAll(() => activateLanguage('en-US'));

  it('names an order status and an IP rule scope as the screens do, never the stored number or key', () => {
    const order = row({ changes: [{ field: 'status', before: 1, after: 8 }] });
    expect(changeText(i18n, order, 'status', 1)).toEqual({ label: 'Status', value: 'Allocated' });
    expect(changeText(i18n, order, 'status', 8).value).toBe('Rejected');
    const rule = row({ targetType: 'ipRule' });
    expect(changeText(i18n, rule, 'scope', 'account')).toEqual({ label: 'Applies to', value: 'Staff account' });
    expect(changeText(i18n, rule, 'account', 'admin0002')).toEqual({ label: 'Account', value: 'admin0002' });
    expect(changeText(i18n, row({ targetType: 'payout' }), 'status', 3).value).toBe('Payment Completed');
    expect(changeText(i18n, row({ targetType: 'user' }), 'role', 'supplier').value).toBe('Supplier');
    expect(changeText(i18n, row({}), 'someNewField', { a: 1 })).toEqual({ label: 'Some new field', value: '{"a":1}' });
  });

  it('exports the same words', () => {
    const cells = exportCells(i18n, auditExport.columns, row({ changes: [{ field: 'status', before: 1, after: 8 }] }));
    expect(cells.slice(-2)).toEqual(['Status: Allocated', 'Status: Rejected']);
  });
});
