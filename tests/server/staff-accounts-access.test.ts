import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/**
 * Product 7.2 and 6: every admin call by every role. The writes belong to superAdmin and admin; a
 * refused call changes nothing and leaves no audit record. (admin-users and admin-user-changes test
 * what each call does; this file is the whole role matrix.)
 */
type Headers = Record<string, string>;
type Write = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  input: (victim: { id: number; account: string }) => Record<string, unknown>;
};

const writes: Write[] = [
  {
    name: 'addUser',
    method: 'POST',
    path: '/v1.0/admin/addUser',
    input: (v) => ({ nickname: 'Matrix', account: `${v.account}x`, password: 'Pass1234', access: 'merchant' }),
  },
  {
    name: 'updateUser',
    method: 'POST',
    path: '/v1.0/admin/updateUser',
    input: (v) => ({ id: v.id, nickname: 'Renamed', account: `${v.account}r`, role: 'supplier' }),
  },
  { name: 'deleteUser', method: 'POST', path: '/v1.0/admin/deleteUser', input: (v) => ({ id: v.id }) },
  {
    name: 'repairUser',
    method: 'POST',
    path: '/v1.0/admin/repairUser',
    input: (v) => ({ userId: v.id, newAccountName: `${v.account}b` }),
  },
  { name: 'resetPayPassword', method: 'POST', path: '/v1.0/admin/resetPayPassword', input: (v) => ({ id: v.id }) },
];
const refusedStaff = ['service001', 'techmaint1', 'techsupport1'];
const refusedUsers = ['merchant01', 'supplier01', 'agent0001'];

describe.each(backends)('admin calls by every role (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;
  let seq = 0;

  /** A fresh merchant; deleted first for repairUser, which restores deleted users only. */
  async function victim(deleted: boolean) {
    const account = `matrix${String(++seq).padStart(4, '0')}`;
    const res = await b.call<{ id: number }>(
      'POST',
      '/v1.0/admin/addUser',
      { nickname: 'Victim', account, password: 'Pass1234', access: 'merchant' },
      admin,
    );
    expect(res.code).toBe(200);
    if (deleted) expect((await b.call('POST', '/v1.0/admin/deleteUser', { id: res.data.id }, admin)).code).toBe(200);
    return { id: res.data.id, account };
  }
  const row = async (id: number) => (await b.db.select().from(users).where(eq(users.id, id)))[0]!;
  const audits = async () => (await b.db.select().from(auditRecords)).length;
  const headersOf = async (account: string): Promise<Headers> =>
    refusedUsers.includes(account) ? { token: await b.sessionFor(account) } : b.staffSession(account);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    admin = await b.staffSession('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe.each(writes)('$name', (w) => {
    it.each(['superadmin', 'admin0001'])('works for %s', async (account) => {
      const v = await victim(w.name === 'repairUser');
      const res = await b.call(w.method, w.path, w.input(v), await b.staffSession(account));
      expect(res.code).toBe(200);
    });

    it.each([...refusedStaff, ...refusedUsers])('is refused to %s with 403, changing nothing', async (account) => {
      const v = await victim(w.name === 'repairUser');
      const before = await row(v.id);
      const count = await audits();
      const res = await b.call(w.method, w.path, w.input(v), await headersOf(account));
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.forbidden');
      expect(await row(v.id)).toEqual(before);
      expect(await audits()).toBe(count);
      expect(
        (
          await b.db
            .select()
            .from(users)
            .where(eq(users.account, `${v.account}x`))
        ).length,
      ).toBe(0);
    });
  });

  describe('getSupplierProxyList', () => {
    it.each([
      ['superadmin', 200],
      ['admin0001', 200],
      ['service001', 200],
      ['techmaint1', 200],
      ['supplier01', 200],
      ['agent0001', 200],
      ['techsupport1', 403],
      ['merchant01', 403],
    ])('by %s answers %i', async (account, code) => {
      expect(
        (await b.call('GET', '/v1.0/admin/getSupplierProxyList', {}, { token: await b.sessionFor(account) })).code,
      ).toBe(code);
    });
  });

  describe('an account name taken while the call runs', () => {
    /**
     * Another transaction inserts the name and commits while the call is past its own check: on
     * PostgreSQL the call's write then waits on the unique index and fails there (on PGlite, one
     * connection, the call runs after the commit and its check answers). Either way: 409, no 500.
     */
    async function takenMeanwhile(account: string, run: () => Promise<{ code: number; msgId?: string }>) {
      let answer: Promise<{ code: number; msgId?: string }> | undefined;
      await b.db.transaction(async (tx) => {
        await tx.insert(users).values({ account, nickname: 'Other admin', passwordHash: 'unused', role: 'merchant' });
        answer = run();
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      return answer!;
    }

    it('answers a rename 409 errors.accountExists, not a server error', async () => {
      const v = await victim(false);
      const res = await takenMeanwhile('matrixtwin01', () =>
        b.call(
          'POST',
          '/v1.0/admin/updateUser',
          { id: v.id, nickname: 'Twin', account: 'matrixtwin01', role: 'merchant' },
          admin,
        ),
      );
      expect(res).toMatchObject({ code: 409, msgId: 'errors.accountExists' });
      expect((await row(v.id)).account).toBe(v.account);
    });

    it('answers a restore 409 errors.accountExists, and the user stays deleted', async () => {
      const v = await victim(true);
      const res = await takenMeanwhile('matrixtwin02', () =>
        b.call('POST', '/v1.0/admin/repairUser', { userId: v.id, newAccountName: 'matrixtwin02' }, admin),
      );
      expect(res).toMatchObject({ code: 409, msgId: 'errors.accountExists' });
      expect((await row(v.id)).status).toBe(1);
    });
  });
});
