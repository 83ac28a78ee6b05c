// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useColumnPrefs } from '../../../../src/components/list/table-columns.ts';
import type { ResourceType } from '../../../../src/contract/index.ts';
import { useReceivingColumns } from '../../../../src/features/receiving-accounts/components/account-columns.tsx';
import { accountExport } from '../../../../src/features/receiving-accounts/export.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnId, exportColumnsShown, exportHeader } from '../../../../src/lib/sheets/export-decl.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
/** The header row without the time columns' offset, which depends on the machine's zone. */
const header = (type: ResourceType, shownIds: readonly string[] | undefined) =>
  exportHeader(i18n, exportColumnsShown(accountExport(type).columns, shownIds)).map((h) =>
    h.replace(/ \(UTC.*\)$/, ''),
  );

describe('the receiving accounts’ export follows the desk table (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));
  beforeEach(() => localStorage.clear());

  it.each([
    ['internationalCardToCard', true],
    ['internationalCardToCard', false],
    ['uSDTPayProxy', true],
    ['alipay', false],
  ] as const)('has export columns for every %s table column (supplier shown: %s)', (type, showSupplier) => {
    const { result } = renderHook(() => useReceivingColumns(type, showSupplier), { wrapper });
    const exported = new Set(accountExport(type).columns.map(exportColumnId));
    expect(result.current.map((c) => c.id).filter((id) => !exported.has(id))).toEqual([]);
  });

  it('writes the shown columns, “Account” as the bank, holder, card, IFSC, UPI and wallet, in the person’s order', () => {
    const { result } = renderHook(
      () =>
        useColumnPrefs(1, '/internationalCardToCard/list-admin', useReceivingColumns('internationalCardToCard', true)),
      { wrapper },
    );
    act(() => result.current.setShown('monitor', false));
    act(() => result.current.setShown('createTime', true));
    act(() => result.current.move('product', -1));
    expect(
      header(
        'internationalCardToCard',
        result.current.visible.map((c) => c.id),
      ),
    ).toEqual([
      'Bank name',
      'Account name',
      'Card number',
      'IFSC',
      'UPI account',
      'Wallet nickname',
      'Wallet address',
      'State',
      'Product',
      'Supplier',
      'Daily count limit',
      'Daily amount limit',
      'Max concurrent orders',
      'Version',
      'Newest version',
      'Created',
    ]);
  });

  it('on a phone (no table) writes every declared column; the device’s only where a phone watches', () => {
    expect(header('uSDTPayProxy', undefined)).toEqual(
      accountExport('uSDTPayProxy').columns.map((c) => i18n._(c.label).replace(/ \(UTC.*\)$/, '')),
    );
    expect(header('uSDTPayProxy', undefined)).not.toContain('Monitor status');
    expect(header('alipay', undefined)).toContain('Monitor status');
  });
});
