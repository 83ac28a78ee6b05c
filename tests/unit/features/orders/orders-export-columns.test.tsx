// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useColumnPrefs } from '../../../../src/components/list/table-columns.ts';
import type { Role } from '../../../../src/contract/index.ts';
import { useOrderColumns } from '../../../../src/features/orders/components/order-columns.tsx';
import { orderExport } from '../../../../src/features/orders/export/declaration.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnId, exportColumnsShown, exportHeader } from '../../../../src/lib/sheets/export-decl.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
/** The header row without the time columns' offset, which depends on the machine's zone. */
const header = (role: Role, shownIds: readonly string[] | undefined) =>
  exportHeader(i18n, exportColumnsShown(orderExport(role).columns, shownIds)).map((h) => h.replace(/ \(UTC.*\)$/, ''));

/** The collection orders' desk table and the person's choices on it, as the page holds them. */
const useDesk = (role: Role) => useColumnPrefs(1, '/order/list', useOrderColumns(role));

describe('the collection orders’ export follows the desk table (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));
  beforeEach(() => localStorage.clear());

  it.each(['admin', 'merchant', 'supplier'] as const)(
    'has an export column for every table column of %s with something to write',
    (role) => {
      const { result } = renderHook(() => useOrderColumns(role), { wrapper });
      const exported = new Set(orderExport(role).columns.map(exportColumnId));
      // The mark is a tag the table draws; the export has no column for it.
      expect(result.current.map((c) => c.id).filter((id) => id !== 'mark' && !exported.has(id))).toEqual([]);
    },
  );

  it('writes the shown columns in the order the person moved them to, hidden ones left out', () => {
    const { result } = renderHook(() => useDesk('admin'), { wrapper });
    act(() => result.current.setShown('amount', false));
    while (result.current.all[0]?.column.id !== 'createTime') act(() => result.current.move('createTime', -1));
    const shown = result.current.visible.map((c) => c.id);
    expect(shown[0]).toBe('createTime');
    expect(shown).not.toContain('amount');
    const written = header('admin', shown);
    expect(written[0]).toBe('Created');
    expect(written).not.toContain('Amount');
    expect(written).toContain('Order number');
  });

  it('on a phone (no table) writes every column the role’s export declares', () => {
    expect(header('merchant', undefined)).toEqual(
      orderExport('merchant').columns.map((c) => i18n._(c.label).replace(/ \(UTC.*\)$/, '')),
    );
  });
});
