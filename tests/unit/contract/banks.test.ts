import { describe, expect, it } from 'vitest';
import { bankNameKey, bankOfBranch, ifscFitsBank } from '../../../src/contract/index.ts';
import { checkSheetRow } from '../../../src/contract/api/sheet-rows.ts';

describe('bank directory rules shared by the app, the sheet worker and the server', () => {
  it('takes an IFSC of one of the bank prefixes, refuses another, and lets an unlisted bank through', () => {
    expect(ifscFitsBank('HDFC0001234', ['HDFC'])).toBe(true);
    expect(ifscFitsBank('ICIC0001234', ['HDFC'])).toBe(false);
    expect(ifscFitsBank('ICIC0001234', [])).toBe(true);
    // A non-Indian bank code is not an IFSC prefix: nothing to check against.
    expect(ifscFitsBank('ICIC0001234', ['MPESA', ''])).toBe(true);
  });

  it('reads the bank out of "bank, branch" and compares names without case or extra spaces', () => {
    expect(bankOfBranch('HDFC Bank, Pune')).toBe('HDFC Bank');
    expect(bankOfBranch('HDFC Bank')).toBe('HDFC Bank');
    expect(bankNameKey('  hdfc   BANK ')).toBe(bankNameKey('HDFC Bank'));
  });

  it('checks an import line as the worker does: the bad column named, codes upper-cased', () => {
    expect(
      checkSheetRow('bank', { name: 'Saraswat Bank', shortCode: 'saraswat', ifscPrefix: 'srcb', country: 'in' }),
    ).toEqual({
      ok: true,
      data: { name: 'Saraswat Bank', shortCode: 'SARASWAT', ifscPrefix: 'SRCB', country: 'IN' },
    });
    const bad = (cells: Record<string, string>) => {
      const r = checkSheetRow('bank', cells);
      return r.ok ? null : r.errors.map((e) => [e.field, e.id]);
    };
    expect(bad({ name: 'Three', shortCode: 'T', ifscPrefix: 'ABC', country: 'IN' })).toEqual([
      ['ifscPrefix', 'validation.ifscPrefix.format'],
    ]);
    expect(bad({ name: 'N'.repeat(129), shortCode: 'T', ifscPrefix: 'ABCD', country: 'IN' })).toEqual([
      ['name', 'validation.bankName.length'],
    ]);
    expect(bad({ name: 'Atlantis', shortCode: 'T', ifscPrefix: '', country: 'ZZ' })).toEqual([
      ['country', 'validation.bankCountry.unknown'],
    ]);
    expect(bad({ name: 'M-Pesa', shortCode: 'MPESA', ifscPrefix: '', country: 'KE' })).toBeNull();
  });
});
