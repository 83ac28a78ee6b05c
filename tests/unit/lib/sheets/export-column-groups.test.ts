// @vitest-environment happy-dom
import type { MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../../src/lib/i18n/i18n.ts';
import { exportColumnsShown, exportHeader, type ExportColumn } from '../../../../src/lib/sheets/export-decl.ts';

interface Row {
  code: string;
  card: string;
  wallet: string;
  amount: number;
}

// Labels the catalogs need not know: the header is their message.
const label = (id: string): MessageDescriptor => ({ id: `test.${id}`, message: id });
const columns: readonly ExportColumn<Row>[] = [
  { id: 'code', label: label('code'), kind: 'text', value: (r) => r.code },
  { id: 'payee', label: label('card'), kind: 'text', value: (r) => r.card },
  { id: 'amount', label: label('amount'), kind: 'amount', value: (r) => r.amount },
  { id: 'payee', label: label('wallet'), kind: 'text', value: (r) => r.wallet },
];
const written = (shownIds: readonly string[] | undefined) => exportHeader(i18n, exportColumnsShown(columns, shownIds));

describe('a table column standing for a group of export columns (decision 135)', () => {
  beforeAll(() => activateLanguage('en-US'));

  it('writes the group together where the table column shows, in the group’s declared order', () => {
    expect(written(['payee', 'code', 'amount'])).toEqual(['card', 'wallet', 'code', 'amount']);
    expect(written(['code', 'amount', 'payee'])).toEqual(['code', 'amount', 'card', 'wallet']);
  });

  it('leaves the whole group out when its table column is hidden', () => {
    expect(written(['amount', 'code'])).toEqual(['amount', 'code']);
  });

  it('on a phone (no table) writes the declared columns where they are declared', () => {
    expect(written(undefined)).toEqual(['code', 'card', 'amount', 'wallet']);
  });
});
