// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useColumnPrefs } from '../../../../src/components/list/table-columns.ts';
import type { Role } from '../../../../src/contract/index.ts';
import { usePayoutColumns } from '../../../../src/features/payouts/components/payout-columns.tsx';
import { payoutExport } from '../../../../src/features/payouts/export/declaration.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnId, exportColumnsShown, exportHeader } from '../../../../src/lib/sheets/export-decl.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
/** The header row without the time columns' offset, which depends on the machine's zone. */
const header = (role: Role, pool: boolean, shownIds: readonly string[] | undefined) =>
  exportHeader(i18n, exportColumnsShown(payoutExport(role, pool).columns, shownIds)).map((h) =>
    h.replace(/ \(UTC.*\)$/, ''),
  );

/** The payouts' desk table and the person's choices on it, as the page holds them. */
const useDesk = (role: Role, pool: boolean) =>
  useColumnPrefs(1, pool ? '/payProxyOrder/pool' : '/payProxyOrder/list', usePayoutColumns(role, pool));

describe('the payouts’ export follows the desk table (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));
  beforeEach(() => localStorage.clear());

  it.each([
    ['admin', false],
    ['merchant', false],
    ['supplier', false],
    ['customerService', false],
    ['admin', true],
    ['supplier', true],
  ] as const)('has export columns for every table column of %s (pool: %s)', (role, pool) => {
    const { result } = renderHook(() => usePayoutColumns(role, pool), { wrapper });
    const exported = new Set(payoutExport(role, pool).columns.map(exportColumnId));
    expect(result.current.map((c) => c.id).filter((id) => !exported.has(id))).toEqual([]);
  });

  it('writes the shown columns by default, “Card or wallet” as the card, UPI, wallet and USDT amount in its place', () => {
    const { result } = renderHook(() => useDesk('admin', false), { wrapper });
    expect(
      header(
        'admin',
        false,
        result.current.visible.map((c) => c.id),
      ),
    ).toEqual([
      'Order number',
      'Status',
      'Amount',
      'Cardholder name',
      'Card number',
      'UPI',
      'Wallet address',
      'USDT amount',
      'Created',
      'UTR',
    ]);
  });

  it('follows what the person hid, showed and moved, in the table’s order', () => {
    const { result } = renderHook(() => useDesk('supplier', false), { wrapper });
    act(() => result.current.setShown('status', false));
    act(() => result.current.setShown('note', true));
    while (result.current.all[0]?.column.id !== 'payee') act(() => result.current.move('payee', -1));
    const written = header(
      'supplier',
      false,
      result.current.visible.map((c) => c.id),
    );
    expect(written.slice(0, 5)).toEqual(['Card number', 'UPI', 'Wallet address', 'USDT amount', 'Order number']);
    expect(written).not.toContain('Status');
    expect(written).toContain('Hold or gateway');
    expect(written).not.toContain('Fee');
  });

  it('writes the pool’s shown columns, with no UTR (the pool’s table has none)', () => {
    const { result } = renderHook(() => useDesk('admin', true), { wrapper });
    expect(
      header(
        'admin',
        true,
        result.current.visible.map((c) => c.id),
      ),
    ).toEqual([
      'Order number',
      'Status',
      'Amount',
      'Cardholder name',
      'Card number',
      'UPI',
      'Wallet address',
      'USDT amount',
      'Created',
    ]);
  });

  it('on a phone (no table) writes every column the role’s export declares', () => {
    expect(header('merchant', false, undefined)).toEqual(
      payoutExport('merchant', false).columns.map((c) => i18n._(c.label).replace(/ \(UTC.*\)$/, '')),
    );
    expect(header('merchant', false, undefined)).not.toContain('Hold or gateway');
  });
});
