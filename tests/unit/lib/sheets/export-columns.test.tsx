// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useExportTableColumns } from '../../../../src/components/list/desk-columns.tsx';
import { useColumnPrefs } from '../../../../src/components/list/table-columns.ts';
import type { BankStatementRow } from '../../../../src/contract/index.ts';
import { statementColumnOptions } from '../../../../src/features/bank-statements/components/statement-columns.tsx';
import { statementExport } from '../../../../src/features/bank-statements/export/declaration.ts';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnsShown, exportHeader } from '../../../../src/lib/sheets/export-decl.ts';

const decl = statementExport(false);
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
/** The header row without the time column's offset, which depends on the machine's zone. */
const header = (shownIds: readonly string[] | undefined) =>
  exportHeader(i18n, exportColumnsShown(decl.columns, shownIds)).map((h) => h.replace(/ \(UTC.*\)$/, ''));

/** The SMS records' desk columns and the person's choices on them, as the page holds them. */
function useDesk() {
  const columns = useExportTableColumns<BankStatementRow>(decl.columns, statementColumnOptions.staff);
  return useColumnPrefs(1, '/bankStatement/list', columns);
}

describe('export writes the desk table’s shown columns (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));
  beforeEach(() => localStorage.clear());

  it('on a phone (no table) writes every column the page declares, in its order', () => {
    expect(header(undefined)).toEqual([
      'Received',
      'Supplier',
      'Receiving account',
      'Direction',
      'Amount',
      'UTR',
      'Payer name',
      'Card in the message',
      'Sender',
      'Matched order',
      'Matched at',
      'Matched by',
    ]);
  });

  it('on the desk writes the columns shown by default, the hidden ones left out', () => {
    const { result } = renderHook(useDesk, { wrapper });
    expect(header(result.current.visible.map((c) => c.id))).toEqual([
      'Received',
      'Supplier',
      'Receiving account',
      'Direction',
      'Amount',
      'UTR',
      'Payer name',
      'Matched order',
    ]);
  });

  it('follows what the person hid, showed and moved, in the table’s order', () => {
    const { result } = renderHook(useDesk, { wrapper });
    act(() => result.current.setShown('supplier', false));
    act(() => result.current.setShown('payerName', false));
    act(() => result.current.setShown('sender', true));
    act(() => result.current.move('amount', -1));
    act(() => result.current.move('amount', -1));
    expect(header(result.current.visible.map((c) => c.id))).toEqual([
      'Received',
      'Amount',
      'Receiving account',
      'Direction',
      'UTR',
      'Sender',
      'Matched order',
    ]);
  });

  it('leaves out a shown column that has nothing to write (the row’s buttons)', () => {
    expect(header(['amount', 'actions', 'utr'])).toEqual(['Amount', 'UTR']);
  });
});
