import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, Page, UserInfo } from '../../src/contract/index.ts';
import { auditRecords, balances, users } from '../../server/db/schema.ts';
import { verifyPassword } from '../../server/modules/user/passwords.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';

/** Product 7.2, second half: updateUser, deleteUser, repairUser, resetPayPassword. */
type Headers = Record<string, string>;
interface Made {
  id: number;
  account: string;
  password: string;
}

describe.each(backends)('admin users: update, delete, repair, pay password (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;
  let superadmin: Headers;
  let seq = 0;
  const freshAccount = (prefix = 'changed') => `${prefix}${String(++seq).padStart(3, '0')}`;

  const staff = (account: string): Promise<Headers> => b.staffSession(account);
  async function userRow(id: number) {
    const [row] = await b.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error(`no user ${id}`);
    return row;
  }
  async function idOf(account: string): Promise<number> {
    const [row] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    if (!row) throw new Error(`no user ${account}`);
    return row.id;
  }
  async function make(access = 'merchant'): Promise<Made> {
    const account = freshAccount();
    const res = await b.call<{ id: number }>(
      'POST',
      '/v1.0/admin/addUser',
      { nickname: `Nick ${account}`, account, password: 'Pass1234', access },
      admin,
    );
    expect(res.code).toBe(200);
    return { id: res.data.id, account, password: 'Pass1234' };
  }
  const update = (input: Record<string, unknown>, headers: Headers = admin) =>
    b.call('POST', '/v1.0/admin/updateUser', input, headers);
  const remove = (id: unknown, headers: Headers = admin) => b.call('POST', '/v1.0/admin/deleteUser', { id }, headers);
  const repair = (userId: unknown, newAccountName: string, headers: Headers = admin) =>
    b.call('POST', '/v1.0/admin/repairUser', { userId, newAccountName }, headers);
  const resetPay = (id: unknown, headers: Headers = admin) =>
    b.call<{ payPassword: string }>('POST', '/v1.0/admin/resetPayPassword', { id }, headers);
  const getInfo = (token: string) => b.call<UserInfo>('POST', '/v1.0/user/getInfo', {}, { token });
  const loginCode = async (account: string, password: string) =>
    (await b.call('POST', '/v1.0/user/login', { userName: account, password })).code;
  const listed = async (account: string) =>
    (await b.call<Page<AdminUser>>('GET', '/v1.0/admin/getUserList', { account }, admin)).data.list.find(
      (u) => u.account === account,
    );
  function expectBadInput(res: Envelope, field: string, msgId: string) {
    expect(res.code).toBe(400);
    expect(res.msgId).toBe(msgId);
    expect((res.data as { field: string }).field).toBe(field);
  }
  const auditFor = (target: string) => b.db.select().from(auditRecords).where(eq(auditRecords.target, target));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    admin = await staff('admin0001');
    superadmin = await staff('superadmin');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('updateUser', () => {
    it('changes nickname, account and role; the new account signs in with the old password', async () => {
      const u = await make();
      const account = freshAccount('renamed');
      expect((await update({ id: u.id, nickname: 'Renamed Person', account, role: 'supplier' })).code).toBe(200);
      expect(await listed(account)).toMatchObject({ id: u.id, nickname: 'Renamed Person', access: 'supplier' });
      expect(await loginCode(u.account, u.password)).toBe(1001);
      const info = await getInfo(await b.login(account, u.password));
      expect(info.data).toMatchObject({ name: 'Renamed Person', account, access: ['supplier'] });
    });

    it('keeps the password and the sessions when the password is left empty', async () => {
      const u = await make();
      const token = await b.login(u.account, u.password);
      expect(
        (await update({ id: u.id, nickname: 'Only Nick', account: u.account, role: 'merchant', password: '' })).code,
      ).toBe(200);
      expect((await getInfo(token)).data.name).toBe('Only Nick');
      expect(await loginCode(u.account, u.password)).toBe(200);
    });

    it("ends the target's sessions on a new password, and the new password works", async () => {
      const u = await make();
      const token = await b.login(u.account, u.password);
      const other = await b.sessionFor(u.account);
      expect(
        (await update({ id: u.id, nickname: 'Nick', account: u.account, role: 'merchant', password: 'Fresh5678' }))
          .code,
      ).toBe(200);
      expect((await getInfo(token)).code).toBe(1003);
      expect((await getInfo(other)).code).toBe(1003);
      expect(await loginCode(u.account, u.password)).toBe(1001);
      expect(await loginCode(u.account, 'Fresh5678')).toBe(200);
    });

    it("ends the target's sessions on a role change", async () => {
      const u = await make();
      const token = await b.sessionFor(u.account);
      expect((await update({ id: u.id, nickname: 'Nick', account: u.account, role: 'supplier' })).code).toBe(200);
      expect((await getInfo(token)).code).toBe(1003);
    });

    it('gives a user whose role becomes merchant a balances row, like addUser does', async () => {
      const u = await make('customerService');
      expect((await update({ id: u.id, nickname: 'Nick', account: u.account, role: 'merchant' })).code).toBe(200);
      expect(await b.db.select().from(balances).where(eq(balances.userId, u.id))).toHaveLength(1);
    });

    it('refuses admin0001 changing superadmin with 403 and leaves superadmin as it was', async () => {
      const id = await idOf('superadmin');
      const res = await update({
        id,
        nickname: 'Hijacked',
        account: 'superadmin',
        role: 'superAdmin',
        password: 'Taken1234',
      });
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.forbidden');
      expect((await userRow(id)).nickname).toBe('Super Admin');
      expect(await loginCode('superadmin', 'Demo1234')).toBe(200);
    });

    it.each(['admin0001', 'superadmin'])(
      'refuses %s changing itself with 403 errors.cannotChangeSelf',
      async (account) => {
        const headers = account === 'admin0001' ? admin : superadmin;
        const role = account === 'admin0001' ? 'admin' : 'superAdmin';
        const res = await update({ id: await idOf(account), nickname: 'Me', account, role }, headers);
        expect(res.code).toBe(403);
        expect(res.msgId).toBe('errors.cannotChangeSelf');
      },
    );

    it('refuses admin0001 giving the superAdmin role with 403 errors.roleNotAssignable', async () => {
      const u = await make();
      const res = await update({ id: u.id, nickname: 'Nick', account: u.account, role: 'superAdmin' });
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.roleNotAssignable');
      expect((await userRow(u.id)).role).toBe('merchant');
    });

    it('answers 409 errors.accountExists when the new account is taken', async () => {
      const u = await make();
      const res = await update({ id: u.id, nickname: 'Nick', account: 'merchant01', role: 'merchant' });
      expect(res.code).toBe(409);
      expect(res.msgId).toBe('errors.accountExists');
    });

    it('answers 404 errors.userNotFound for an unknown id', async () => {
      const res = await update({ id: 999_999, nickname: 'Nick', account: 'nobody0001', role: 'merchant' });
      expect(res.code).toBe(404);
      expect(res.msgId).toBe('errors.userNotFound');
    });

    it('rejects an account of 7 characters', async () => {
      const u = await make();
      expectBadInput(
        await update({ id: u.id, nickname: 'Nick', account: 'short77', role: 'merchant' }),
        'account',
        'validation.account.format',
      );
    });
    it('rejects a new password without digits', async () => {
      const u = await make();
      expectBadInput(
        await update({ id: u.id, nickname: 'N', account: u.account, role: 'merchant', password: 'NoDigitsHere' }),
        'password',
        'validation.password.format',
      );
    });
    it('rejects an empty nickname', async () => {
      const u = await make();
      expectBadInput(
        await update({ id: u.id, nickname: ' ', account: u.account, role: 'merchant' }),
        'nickname',
        'validation.required',
      );
    });
    it('rejects an unknown role', async () => {
      const u = await make();
      expectBadInput(
        await update({ id: u.id, nickname: 'N', account: u.account, role: 'owner' }),
        'role',
        'validation.role.invalid',
      );
    });
    it('rejects a missing id', async () => {
      expectBadInput(
        await update({ nickname: 'N', account: 'someone01', role: 'merchant' }),
        'id',
        'validation.required',
      );
    });
  });

  describe('deleteUser', () => {
    it("ends the target's sessions; the target can no longer sign in and is listed as deleted", async () => {
      const u = await make();
      const token = await b.login(u.account, u.password);
      expect((await remove(u.id)).code).toBe(200);
      expect((await getInfo(token)).code).toBe(1003);
      expect(await loginCode(u.account, u.password)).toBe(1001);
      expect((await listed(u.account))?.status).toBe('deleted');
      expect((await auditFor(u.account)).map((r) => r.action)).toContain('admin.deleteUser');
    });

    it('refuses admin0001 deleting superadmin with 403', async () => {
      const res = await remove(await idOf('superadmin'));
      expect(res.code).toBe(403);
      expect((await getInfo(superadmin.token!)).code).toBe(200);
    });

    it('refuses deleting oneself with 403 errors.cannotChangeSelf', async () => {
      const res = await remove(await idOf('admin0001'));
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.cannotChangeSelf');
    });

    it('answers 404 for an unknown id and 400 for a missing or non-numeric id', async () => {
      expect((await remove(999_999)).code).toBe(404);
      expectBadInput(await b.call('POST', '/v1.0/admin/deleteUser', {}, admin), 'id', 'validation.required');
      expectBadInput(await remove('abc'), 'id', 'validation.required');
    });
  });

  describe('repairUser', () => {
    it('restores the deleted merchant09 under a new account name that can sign in', async () => {
      const id = await idOf('merchant09');
      expect((await repair(id, 'merchant09back')).code).toBe(200);
      const info = await getInfo(await b.login('merchant09back', 'Demo1234'));
      expect(info.data).toMatchObject({ user_id: id, account: 'merchant09back', access: ['merchant'] });
      expect((await listed('merchant09back'))?.status).toBe('normal');
      expect((await userRow(id)).deletedAt).toBeNull();
      expect(await loginCode('merchant09', 'Demo1234')).toBe(1001);
    });

    it('answers 409 errors.userNotDeleted for a user that is not deleted', async () => {
      const res = await repair(await idOf('merchant02'), 'merchant02new');
      expect(res.code).toBe(409);
      expect(res.msgId).toBe('errors.userNotDeleted');
      expect((await userRow(await idOf('merchant02'))).account).toBe('merchant02');
    });

    it('answers 409 errors.accountExists for a name already taken, and the user stays deleted', async () => {
      const u = await make();
      expect((await remove(u.id)).code).toBe(200);
      const res = await repair(u.id, 'merchant01');
      expect(res.code).toBe(409);
      expect(res.msgId).toBe('errors.accountExists');
      expect((await userRow(u.id)).status).toBe(1);
    });

    it('rejects a new account name with a dash', async () => {
      const u = await make();
      expect((await remove(u.id)).code).toBe(200);
      expectBadInput(await repair(u.id, 'new-name-01'), 'newAccountName', 'validation.account.format');
    });
  });

  describe('resetPayPassword', () => {
    it('returns a pay password of letters and digits and stores only its hash', async () => {
      const id = await idOf('merchant01');
      const res = await resetPay(id);
      expect(res.code).toBe(200);
      const { payPassword } = res.data;
      expect(payPassword).toMatch(/^[A-Za-z0-9]{8,}$/);
      expect(payPassword).toMatch(/\d/);
      expect(payPassword).toMatch(/[A-Za-z]/);
      const stored = (await userRow(id)).payPasswordHash;
      expect(stored).not.toBe(payPassword);
      expect(await verifyPassword(payPassword, stored ?? '')).toBe(true);
    });

    it('writes an audit record naming the action that holds neither the password nor a hash', async () => {
      const id = await idOf('merchant03');
      const { payPassword } = (await resetPay(id)).data;
      const hash = (await userRow(id)).payPasswordHash ?? '';
      const records = (await auditFor('merchant03')).filter((r) => r.action === 'admin.resetPayPassword');
      expect(records).toHaveLength(1);
      expect(records[0]!.operatorAccount).toBe('admin0001');
      const text = JSON.stringify(records);
      expect(text).not.toContain(payPassword);
      expect(text).not.toContain(hash);
      expect(text).not.toContain('scrypt');
    });

    it('refuses admin0001 resetting the pay password of superadmin with 403, 404 for an unknown id', async () => {
      expect((await resetPay(await idOf('superadmin'))).code).toBe(403);
      expect((await resetPay(999_999)).code).toBe(404);
    });
  });

  it('keeps every password hash and Google secret out of the audit log', async () => {
    const text = JSON.stringify(await b.db.select().from(auditRecords));
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain('Fresh5678');
    expect(text).not.toContain('Pass1234');
    expect(text).not.toContain('JBSWY3DPEHPK3PXP');
  });
});
