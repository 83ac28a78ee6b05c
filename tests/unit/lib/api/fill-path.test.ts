import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../../src/lib/api/client.ts';

describe('fillPath', () => {
  it('puts path parameters into the path and leaves the rest for the body', () => {
    expect(fillPath('/v1.0/order-query/:id/query-status', { id: 42, note: 'x' })).toEqual({
      path: '/v1.0/order-query/42/query-status',
      rest: { note: 'x' },
    });
  });
  it('escapes a parameter so it cannot add path segments', () => {
    expect(fillPath('/v1.0/a/:code', { code: '../b?c' }).path).toBe('/v1.0/a/..%2Fb%3Fc');
  });
  it('leaves a path without parameters and its input as they are', () => {
    const input = { orderCode: 'C1' };
    expect(fillPath('/v1.0/order/callback', input)).toEqual({ path: '/v1.0/order/callback', rest: input });
  });
  it('refuses a missing or empty parameter instead of calling another route', () => {
    expect(() => fillPath('/v1.0/order-query/:id/query-status', {})).toThrow(':id');
    expect(() => fillPath('/v1.0/order-query/:id/query-status', { id: '' })).toThrow(':id');
  });
});
