// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useColumnPrefs } from '../../../../src/components/list/table-columns.ts';
import type { ManagedRole } from '../../../../src/contract/index.ts';
import { useAccountColumns } from '../../../../src/features/accounts/components/account-columns.tsx';
import { accountExport } from '../../../../src/features/accounts/export.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnId, exportColumnsShown, exportHeader } from '../../../../src/lib/sheets/export-decl.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
/** The header row without the time columns' offset, which depends on the machine's zone. */
const header = (role: ManagedRole, shownIds: readonly string[] | undefined) =>
  exportHeader(i18n, exportColumnsShown(accountExport(role).columns, shownIds)).map((h) =>
    h.replace(/ \(UTC.*\)$/, ''),
  );

describe('the merchants’ and suppliers’ export follows the desk table (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));
  beforeEach(() => localStorage.clear());

  it.each(['merchant', 'supplier'] as const)('has an export column for every %s table column', (role) => {
    const { result } = renderHook(() => useAccountColumns(role), { wrapper });
    const exported = new Set(accountExport(role).columns.map(exportColumnId));
    expect(result.current.map((c) => c.id).filter((id) => !exported.has(id))).toEqual([]);
  });

  it('writes the merchants’ shown columns in the person’s order, hidden ones left out', () => {
    const { result } = renderHook(() => useColumnPrefs(1, '/merchants/list', useAccountColumns('merchant')), {
      wrapper,
    });
    expect(
      header(
        'merchant',
        result.current.visible.map((c) => c.id),
      ),
    ).toEqual([
      'Account',
      'Nickname',
      'State',
      'Balance',
      'Available balance',
      'Accept orders',
      'Failed signatures (24 h)',
    ]);
    act(() => result.current.setShown('nickname', false));
    act(() => result.current.setShown('googleStatus', true));
    const place = (id: string) => result.current.visible.findIndex((c) => c.id === id);
    while (place('failedSigns') > place('acceptOrders')) act(() => result.current.move('failedSigns', -1));
    expect(
      header(
        'merchant',
        result.current.visible.map((c) => c.id),
      ),
    ).toEqual([
      'Account',
      'State',
      'Balance',
      'Available balance',
      'Failed signatures (24 h)',
      'Accept orders',
      'Google verification',
    ]);
  });

  it('on a phone (no table) writes every declared column; suppliers have no failed signatures', () => {
    expect(header('supplier', undefined)).toEqual(
      accountExport('supplier').columns.map((c) => i18n._(c.label).replace(/ \(UTC.*\)$/, '')),
    );
    expect(header('supplier', undefined)).not.toContain('Failed signatures (24 h)');
  });
});
