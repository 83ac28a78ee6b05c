import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { pickSourcesOf, toSheetFields, type FilterDecl } from '../../../src/components/filters/filter-decl.ts';
import { peopleOptions } from '../../../src/components/filters/pick-sources.ts';

const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
i18n.activate('en-US');

const decls: FilterDecl[] = [
  { key: 'merchantId', kind: 'pick', pick: 'merchant', label: msg({ id: 't.merchant', message: 'Merchant' }) },
  { key: 'supplierId', kind: 'pick', pick: 'supplier', label: msg({ id: 't.supplier', message: 'Supplier' }) },
  { key: 'orderCode', kind: 'text', label: msg({ id: 't.code', message: 'Order code' }) },
];

describe('pick filters of the shared filter sheet', () => {
  it('asks only for the name lists its picks need, once each', () => {
    expect(pickSourcesOf([...decls, decls[0]!])).toEqual(['merchant', 'supplier']);
    expect(pickSourcesOf([decls[2]!])).toEqual([]);
  });

  it('gives each pick the names of its list and says whom it cannot find', () => {
    const merchants = peopleOptions([
      { value: 7, label: 'Merchant 01', account: 'merchant01' },
      { value: 9, label: 'merchant09', account: 'merchant09' },
    ]);
    const fields = toSheetFields(i18n, decls, { merchant: merchants });
    expect(fields[0]).toMatchObject({
      kind: 'pick',
      options: [
        { value: '7', label: 'Merchant 01 (merchant01)' },
        { value: '9', label: 'merchant09' },
      ],
    });
    expect(fields[0]?.noMatch).toMatch(/merchant/i);
    expect(fields[1]).toMatchObject({ kind: 'pick', options: undefined });
    expect(fields[1]?.noMatch).toMatch(/supplier/i);
    expect(fields[2]).toMatchObject({ kind: 'text', noMatch: undefined });
  });
});
