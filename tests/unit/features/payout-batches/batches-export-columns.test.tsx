// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useColumnPrefs } from '../../../../src/components/list/table-columns.ts';
import { useBatchColumns } from '../../../../src/features/payout-batches/components/batch-columns.tsx';
import { batchExport } from '../../../../src/features/payout-batches/export.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnId, exportColumnsShown, exportHeader } from '../../../../src/lib/sheets/export-decl.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
/** The header row without the time columns' offset, which depends on the machine's zone. */
const header = (shownIds: readonly string[] | undefined) =>
  exportHeader(i18n, exportColumnsShown(batchExport.columns, shownIds)).map((h) => h.replace(/ \(UTC.*\)$/, ''));

describe('the payout batches’ export follows the desk table (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));
  beforeEach(() => localStorage.clear());

  it.each(['admin', 'supplier'] as const)('has export columns for every table column of %s', (role) => {
    const { result } = renderHook(() => useBatchColumns(role), { wrapper });
    const exported = new Set(batchExport.columns.map(exportColumnId));
    expect(result.current.map((c) => c.id).filter((id) => !exported.has(id))).toEqual([]);
  });

  it('writes the shown columns, a two-figure column as its two figures, in the person’s order', () => {
    const { result } = renderHook(() => useColumnPrefs(1, '/payoutBatch/list', useBatchColumns('admin')), {
      wrapper,
    });
    expect(header(result.current.visible.map((c) => c.id))).toEqual([
      'Batch number',
      'Status',
      'Total amount',
      'Template',
      'Allocated orders',
      'Max orders',
      'Exception orders',
      'Exception amount',
      'File name',
      'Created',
    ]);
    act(() => result.current.setShown('template', false));
    act(() => result.current.setShown('amountLimit', true));
    const place = (id: string) => result.current.visible.findIndex((c) => c.id === id);
    while (place('createTime') > place('fileName')) act(() => result.current.move('createTime', -1));
    const written = header(result.current.visible.map((c) => c.id));
    expect(written).not.toContain('Template');
    expect(written).toContain('Amount limit');
    expect(written.slice(-2)).toEqual(['Created', 'File name']);
  });

  it('on a phone (no table) writes every declared column', () => {
    expect(header(undefined)).toEqual(batchExport.columns.map((c) => i18n._(c.label).replace(/ \(UTC.*\)$/, '')));
  });
});
