import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { call, namesAWrite } from '../../../src/contract/index.ts';
import { everyCall } from '../../../src/contract/every-call.ts';

/** Decision 041: a call that changes anything is POST, never GET (a cross-site link sends GET). */
describe('the contract rule: no write is GET', () => {
  it('refuses to define a GET call named as a write', () => {
    for (const path of [
      '/v1.0/admin/deleteUser',
      '/v1.0/admin/resetPayPassword',
      '/v1.0/monitorLog/clear',
      '/v1.0/system-config/setSysFlag',
    ]) {
      expect(() => call<null>()({ method: 'GET', path, input: z.object({}), access: ['superAdmin'] })).toThrow(
        /must be POST/,
      );
      expect(call<null>()({ method: 'POST', path, input: z.object({}), access: ['superAdmin'] }).method).toBe('POST');
    }
  });

  it('reads a verb only at the start of the last segment and as a whole word', () => {
    expect(namesAWrite('/v1.0/orderAnalysis/frozenIpList')).toBe(false);
    expect(namesAWrite('/v1.0/system-config/getCanClearMerchantBalance')).toBe(false);
    expect(namesAWrite('/v1.0/push/status')).toBe(false);
    expect(namesAWrite('/v1.0/setting/settings')).toBe(false);
    expect(namesAWrite('/v1.0/message/remove_readed')).toBe(true);
  });

  it('holds over the whole contract: the three GET writes of decision 049 are POST', () => {
    const calls = everyCall();
    expect(calls.length).toBeGreaterThan(200);
    const methodOf = (path: string) => calls.find(({ def }) => def.path === path)?.def.method;
    expect(['/v1.0/admin/deleteUser', '/v1.0/admin/resetPayPassword', '/v1.0/monitorLog/clear'].map(methodOf)).toEqual([
      'POST',
      'POST',
      'POST',
    ]);
    expect(calls.filter(({ def }) => def.method === 'GET' && namesAWrite(def.path))).toEqual([]);
  });
});
