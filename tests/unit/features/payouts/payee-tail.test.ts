import { describe, expect, it } from 'vitest';
import { payeeTail } from '../../../../src/features/payouts/payee-tail.ts';

describe('the payee on a payout card', () => {
  it('shows only the last 4 digits of a card number', () => {
    expect(payeeTail({ cardNumber: '50100123456789', walletAddress: '' })).toBe('••6789');
  });
  it('shortens a wallet address to its ends', () => {
    expect(payeeTail({ cardNumber: '', walletAddress: 'TXYZabcdefghijklmnopqrstuvwxyz1234' })).toBe('TXYZab…1234');
  });
  it('says nothing is there when neither is', () => {
    expect(payeeTail({ cardNumber: '', walletAddress: '' })).toBe('—');
  });
});
