import { describe, expect, it } from 'vitest';
import { prettyJson } from '../../../../src/features/order-callbacks/pretty-json.ts';

describe('callback bodies', () => {
  it('lays out a JSON body one field a line', () => {
    expect(prettyJson('{"mchId":7,"amount":12345}')).toBe('{\n  "mchId": 7,\n  "amount": 12345\n}');
  });

  it('keeps a merchant answer that is not JSON as it came', () => {
    expect(prettyJson('success')).toBe('success');
    expect(prettyJson('{broken')).toBe('{broken');
  });
});
