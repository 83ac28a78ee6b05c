import { describe, expect, it } from 'vitest';
import { amountPlaces, checkAmount } from '../../../../src/features/order-test/amount.ts';
import { channelFieldsFor, channelFieldNames } from '../../../../src/features/order-test/channel-fields.ts';

describe('the API test amount', () => {
  it('turns major units into the minor units the create call takes', () => {
    expect(checkAmount('123.45', 3024)).toEqual({ ok: true, wire: '12345' });
    expect(checkAmount(' 100 ', 3024)).toEqual({ ok: true, wire: '10000' });
    expect(checkAmount('0.01', 3024)).toEqual({ ok: true, wire: '1' });
  });

  it('scales product 1045 by 10000 (product 7.5), with up to 4 decimals', () => {
    expect(amountPlaces(1045)).toBe(4);
    expect(checkAmount('1.2345', 1045)).toEqual({ ok: true, wire: '12345' });
    expect(checkAmount('3', 1045)).toEqual({ ok: true, wire: '30000' });
    expect(checkAmount('1.2345', 3024)).toMatchObject({ ok: false, reason: 'format', places: 2 });
  });

  it('refuses empty, malformed, zero and too large amounts', () => {
    expect(checkAmount('', 3024)).toMatchObject({ ok: false, reason: 'required' });
    expect(checkAmount('1,5', 3024)).toMatchObject({ ok: false, reason: 'format' });
    expect(checkAmount('-1', 3024)).toMatchObject({ ok: false, reason: 'format' });
    expect(checkAmount('0.00', 3024)).toMatchObject({ ok: false, reason: 'zero' });
    expect(checkAmount('1000000000000', 3024)).toMatchObject({
      ok: false,
      reason: 'contract',
      messageId: 'validation.amount.integer',
    });
  });
});

describe('payer fields by channel', () => {
  it('shows the fields of the chosen channel, every field for an unknown one, none before a choice', () => {
    expect(channelFieldsFor('opt')).toEqual(['userName', 'vpa', 'mode']);
    expect(channelFieldsFor('internationalCardToCard')).toEqual(['userName', 'cardNumber', 'ifscCode', 'bankName']);
    expect(channelFieldsFor('somethingNew')).toEqual(channelFieldNames);
    expect(channelFieldsFor(undefined)).toEqual([]);
  });
});
