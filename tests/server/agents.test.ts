import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInfo, Page, ResourceRow, TeamMemberRow } from '../../src/contract/index.ts';
import { auditRecords, balances, resources, sessions } from '../../server/db/schema.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Supplier agents (/v1.0/agents/*): the team list, member actions, team scope, and the admin side. */
type Headers = Record<string, string>;
const p = (name: string) => `/v1.0/agents/${name}`;

describe.each(backends)('agents: a supplier agent and its team (%s)', (kind) => {
  let b: TestBackend;
  let agent: Headers;
  let admin: Headers;
  let seq = 0;
  const fresh = () => `team${String(++seq).padStart(4, '0')}x${kind.slice(0, 2)}`;
  const user = async (account: string) => (await findUserByAccount(b.db, account))!;
  const idOf = async (account: string) => (await user(account)).id;
  const as = async (account: string): Promise<Headers> => ({ token: await b.sessionFor(account) });
  const team = (query: Record<string, unknown> = {}, headers: Headers = agent) =>
    b.call<Page<TeamMemberRow>>('GET', p('getTeam'), query, headers);
  const post = <T = null>(name: string, input: Record<string, unknown>, headers: Headers = agent) =>
    b.call<T>('POST', p(name), input, headers);
  const lastAudit = async (action: string) =>
    (
      await b.db
        .select()
        .from(auditRecords)
        .where(eq(auditRecords.action, action))
        .orderBy(desc(auditRecords.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 60 });
    agent = await as('agent0001');
    admin = await b.staffSession('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('team list', () => {
    it('lists exactly the agent’s own suppliers with balances, accounts and open orders', async () => {
      const res = await team({ pageNum: 50 });
      expect(res.code).toBe(200);
      const names = res.data.list.map((r) => r.account).sort();
      expect(names).toEqual(['supplier02', 'supplier03', 'supplier04']);
      const row = res.data.list.find((r) => r.account === 'supplier02')!;
      const [bal] = await b.db.select().from(balances).where(eq(balances.userId, row.id));
      expect(row.balance).toBe(bal!.balance);
      expect(row.availableBalance).toBe(bal!.balance - bal!.frozenBalance);
      const owned = await b.db
        .select()
        .from(resources)
        .where(and(eq(resources.supplierId, row.id), isNull(resources.deletedAt)));
      expect(row.resourceCount).toBe(owned.length);
      expect(row.enabledResourceCount).toBe(owned.filter((r) => r.state === 0).length);
      expect(Object.values(row.resourceTypeCounts).reduce((a, n) => a + (n ?? 0), 0)).toBe(owned.length);
      expect(row.processingOrderCount).toBeGreaterThanOrEqual(0);
    });

    it('searches by account or nickname, filters frozen members and pages', async () => {
      expect((await team({ keyword: 'Supplier 03' })).data.list.map((r) => r.account)).toEqual(['supplier03']);
      expect((await team({ keyword: 'supplier05' })).data.total).toBe(0);
      const page = await team({ pageNum: 2, pageIndex: 2 });
      expect(page.data.total).toBe(3);
      expect(page.data.list).toHaveLength(1);
      expect((await team({ state: 'disabled' })).data.total).toBe(0);
    });

    it('shows a member online only while it has a live session', async () => {
      const before = (await team({ keyword: 'supplier04' })).data.list[0]!;
      expect(before.online).toBe(false);
      await b.sessionFor('supplier04');
      expect((await team({ keyword: 'supplier04' })).data.list[0]!.online).toBe(true);
    });
  });

  describe('who may call', () => {
    it('refuses a supplier that is not an agent every agent call (403)', async () => {
      const plain = await as('supplier01');
      const s02 = await idOf('supplier02');
      expect((await team({}, plain)).code).toBe(403);
      for (const [name, input] of [
        ['createMember', { nickname: 'N', account: fresh(), password: 'Pass1234' }],
        ['setMemberAcceptOrders', { userId: s02, acceptOrders: false }],
        ['setMemberFrozen', { userId: s02, frozen: true }],
        ['resetMemberPassword', { userId: s02, password: 'Pass1234' }],
        ['forceLogoutMember', { userId: s02 }],
      ] as const) {
        const res = await post(name, input, plain);
        expect(res.code, name).toBe(403);
        expect(res.msgId, name).toBe('errors.notAgent');
      }
      expect(
        (await b.call('GET', p('getMemberResources'), { userId: s02, type: 'internationalCardToCard' }, plain)).code,
      ).toBe(403);
      expect((await user('supplier02')).acceptOrders).toBe(true);
    });

    it('refuses staff and merchants the agent calls, and suppliers the staff calls', async () => {
      expect((await team({}, admin)).code).toBe(403);
      expect((await team({}, await as('merchant01'))).code).toBe(403);
      expect((await post('setAgent', { userId: await idOf('supplier05'), isAgent: true }, agent)).code).toBe(403);
      expect(
        (await post('setTeam', { userId: await idOf('supplier05'), agentId: await idOf('agent0001') }, agent)).code,
      ).toBe(403);
    });

    it('lets a member not manage its agent nor a fellow member', async () => {
      const member = await as('supplier02');
      const res = await post('setMemberAcceptOrders', { userId: await idOf('agent0001'), acceptOrders: false }, member);
      expect(res.code).toBe(403);
      expect((await post('setMemberFrozen', { userId: await idOf('supplier03'), frozen: true }, member)).code).toBe(
        403,
      );
      expect((await user('agent0001')).acceptOrders).toBe(true);
    });

    it('refuses the agent itself, another agent’s member and a supplier outside any team (404)', async () => {
      // A second agent with supplier06 in its team, set up through the admin calls.
      expect((await post('setAgent', { userId: await idOf('supplier05'), isAgent: true }, admin)).code).toBe(200);
      expect(
        (await post('setTeam', { userId: await idOf('supplier06'), agentId: await idOf('supplier05') }, admin)).code,
      ).toBe(200);
      for (const account of ['supplier06', 'supplier05', 'agent0001', 'supplier01', 'merchant01']) {
        const id = await idOf(account);
        const res = await post('setMemberAcceptOrders', { userId: id, acceptOrders: false }, agent);
        expect(res.code, account).toBe(404);
        expect(res.msgId, account).toBe('errors.notTeamMember');
        expect((await post('resetMemberPassword', { userId: id, password: 'Hijack123' }, agent)).code, account).toBe(
          404,
        );
        expect(
          (await b.call('GET', p('getMemberResources'), { userId: id, type: 'internationalCardToCard' }, agent)).code,
          account,
        ).toBe(404);
      }
      expect((await user('supplier06')).acceptOrders).toBe(true);
      // The other agent sees its own team and not agent0001's.
      const other = await team({}, await as('supplier05'));
      expect(other.data.list.map((r) => r.account)).toEqual(['supplier06']);
      expect(
        (await post('setMemberFrozen', { userId: await idOf('supplier02'), frozen: true }, await as('supplier05')))
          .code,
      ).toBe(404);
    });
  });

  describe('managing members', () => {
    it('creates a team supplier with the supplier rules, in the agent’s team, audited', async () => {
      const account = fresh();
      const res = await post<{ id: number }>('createMember', { nickname: 'New member', account, password: 'Pass1234' });
      expect(res.code).toBe(200);
      const row = await user(account);
      expect(row.role).toBe('supplier');
      expect(row.parentId).toBe(await idOf('agent0001'));
      expect(row.isAgent).toBe(false);
      expect((await b.db.select().from(balances).where(eq(balances.userId, row.id))).length).toBe(1);
      const audit = await lastAudit('account.createSubAccount');
      expect(audit?.operatorAccount).toBe('agent0001');
      expect((await team({ keyword: account })).data.list).toHaveLength(1);
      expect(await b.login(account, 'Pass1234')).toBeTruthy();
    });

    it('refuses a bad password, a bad account and a taken account', async () => {
      const bad = await post('createMember', { nickname: 'N', account: fresh(), password: 'onlyletters' });
      expect(bad.code).toBe(400);
      expect(bad.msgId).toBe('validation.password.format');
      expect((await post('createMember', { nickname: 'N', account: 'ab', password: 'Pass1234' })).msgId).toBe(
        'validation.account.format',
      );
      const taken = await post('createMember', { nickname: 'N', account: 'supplier01', password: 'Pass1234' });
      expect(taken.code).toBe(409);
      expect(taken.msgId).toBe('errors.accountExists');
    });

    it('switches a member’s accept-orders off and on, audited with the agent as operator', async () => {
      const id = await idOf('supplier03');
      expect((await post('setMemberAcceptOrders', { userId: id, acceptOrders: false })).code).toBe(200);
      expect((await user('supplier03')).acceptOrders).toBe(false);
      expect((await team({ keyword: 'supplier03' })).data.list[0]!.acceptOrders).toBe(false);
      const audit = await lastAudit('account.setAcceptOrders');
      expect(audit).toMatchObject({
        operatorAccount: 'agent0001',
        target: 'supplier03',
        after: { acceptOrders: false },
      });
      expect((await post('setMemberAcceptOrders', { userId: id, acceptOrders: true })).code).toBe(200);
      expect((await user('supplier03')).acceptOrders).toBe(true);
    });

    it('freezes a member (its sessions end, it cannot sign in) and unfreezes it', async () => {
      const id = await idOf('supplier04');
      await b.sessionFor('supplier04');
      expect((await post('setMemberFrozen', { userId: id, frozen: true })).code).toBe(200);
      expect((await user('supplier04')).status).toBe(2);
      const open = await b.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, id), isNull(sessions.endedAt)));
      expect(open).toHaveLength(0);
      await expect(b.login('supplier04')).rejects.toThrow();
      expect((await team({ state: 'disabled' })).data.list.map((r) => r.account)).toEqual(['supplier04']);
      expect((await lastAudit('account.freeze'))?.operatorAccount).toBe('agent0001');
      expect((await post('setMemberFrozen', { userId: id, frozen: false })).code).toBe(200);
      expect(await b.login('supplier04')).toBeTruthy();
    });

    it('resets a member’s password: the new one signs in, the old one not, sessions end', async () => {
      const account = fresh();
      const { data } = await post<{ id: number }>('createMember', {
        nickname: 'Reset me',
        account,
        password: 'Pass1234',
      });
      const token = await b.sessionFor(account);
      expect((await post('resetMemberPassword', { userId: data.id, password: 'short' })).msgId).toBe(
        'validation.password.format',
      );
      expect((await post('resetMemberPassword', { userId: data.id, password: 'Newpass99' })).code).toBe(200);
      await expect(b.login(account, 'Pass1234')).rejects.toThrow();
      expect(await b.login(account, 'Newpass99')).toBeTruthy();
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(1003);
      const audit = await lastAudit('agent.resetMemberPassword');
      expect(audit?.operatorAccount).toBe('agent0001');
      expect(JSON.stringify(audit)).not.toContain('Newpass99');
    });

    it('signs a member out everywhere', async () => {
      await b.sessionFor('supplier02');
      const res = await post<{ ended: number }>('forceLogoutMember', { userId: await idOf('supplier02') });
      expect(res.code).toBe(200);
      expect(res.data.ended).toBeGreaterThan(0);
    });
  });

  describe("a member's receiving accounts", () => {
    it('reads a member’s accounts of one type and opens their detail, but cannot switch them', async () => {
      const id = await idOf('supplier02');
      const list = await b.call<Page<ResourceRow>>(
        'GET',
        p('getMemberResources'),
        { userId: id, type: 'internationalCardToCard' },
        agent,
      );
      expect(list.code).toBe(200);
      expect(list.data.list.length).toBeGreaterThan(0);
      expect(list.data.list.every((r) => r.supplierId === id)).toBe(true);
      const r = list.data.list[0]!;
      const detail = await b.call(
        'GET',
        '/v1.0/resource/getResourceDetailInfo',
        { resourceId: r.id, productId: r.productId },
        agent,
      );
      expect(detail.code).toBe(200);
      const stats = await b.call(
        'GET',
        '/v1.0/resource/getResourceStaticInfo',
        { supplierId: id, productId: r.productId },
        agent,
      );
      expect(stats.code).toBe(200);
      const sw = await b.call(
        'POST',
        '/v1.0/resource/enableResource',
        { resourceId: r.id, productId: r.productId, enable: r.state !== 0 },
        agent,
      );
      expect(sw.code).toBe(404);
    });

    it('does not open another supplier’s account detail, nor a member’s for a plain supplier', async () => {
      const [foreign] = await b.db
        .select()
        .from(resources)
        .where(eq(resources.supplierId, await idOf('supplier01')))
        .limit(1);
      expect(
        (
          await b.call(
            'GET',
            '/v1.0/resource/getResourceDetailInfo',
            { resourceId: foreign!.id, productId: foreign!.productId },
            agent,
          )
        ).code,
      ).toBe(404);
      const [member] = await b.db
        .select()
        .from(resources)
        .where(eq(resources.supplierId, await idOf('supplier03')))
        .limit(1);
      const plain = await as('supplier01');
      expect(
        (
          await b.call(
            'GET',
            '/v1.0/resource/getResourceDetailInfo',
            { resourceId: member!.id, productId: member!.productId },
            plain,
          )
        ).code,
      ).toBe(404);
      expect(
        (
          await b.call(
            'GET',
            '/v1.0/resource/getResourceStaticInfo',
            { supplierId: member!.supplierId, productId: member!.productId },
            plain,
          )
        ).code,
      ).toBe(404);
    });
  });

  describe('admin: agent flag and team', () => {
    it('reads a supplier’s agent facts', async () => {
      const info = await b.call<AgentInfo>('GET', p('getAgentInfo'), { userId: await idOf('supplier02') }, admin);
      expect(info.data).toMatchObject({ isAgent: false, agent: { account: 'agent0001' } });
      const a = await b.call<AgentInfo>(
        'GET',
        p('getAgentInfo'),
        { userId: await idOf('agent0001') },
        await as('service001'),
      );
      expect(a.data.isAgent).toBe(true);
      expect(a.data.teamSize).toBeGreaterThanOrEqual(3);
      expect((await b.call('GET', p('getAgentInfo'), { userId: await idOf('merchant01') }, admin)).msgId).toBe(
        'errors.notSupplier',
      );
    });

    it('needs the second-level login and refuses a merchant', async () => {
      const token = await b.sessionFor('admin0001');
      expect((await post('setAgent', { userId: await idOf('supplier01'), isAgent: true }, { token })).code).toBe(1024);
      expect((await post('setAgent', { userId: await idOf('merchant01'), isAgent: true }, admin)).msgId).toBe(
        'errors.notSupplier',
      );
    });

    it('refuses clearing an agent that has a team, making a member an agent, moving an agent into a team', async () => {
      const cleared = await post('setAgent', { userId: await idOf('agent0001'), isAgent: false }, admin);
      expect(cleared.code).toBe(409);
      expect(cleared.msgId).toBe('errors.agentHasTeam');
      expect((await post('setAgent', { userId: await idOf('supplier02'), isAgent: true }, admin)).msgId).toBe(
        'errors.agentInTeam',
      );
      expect(
        (await post('setTeam', { userId: await idOf('agent0001'), agentId: await idOf('supplier05') }, admin)).msgId,
      ).toBe('errors.agentCannotJoinTeam');
      const notAgent = await post(
        'setTeam',
        { userId: await idOf('supplier01'), agentId: await idOf('supplier02') },
        admin,
      );
      expect(notAgent.code).toBe(404);
      expect(notAgent.msgId).toBe('errors.agentNotFound');
      expect((await user('agent0001')).isAgent).toBe(true);
    });

    it('moves a supplier into a team and out again, audited, and the agent sees it come and go', async () => {
      const id = await idOf('supplier01');
      expect((await post('setTeam', { userId: id, agentId: await idOf('agent0001') }, admin)).code).toBe(200);
      expect((await user('supplier01')).parentId).toBe(await idOf('agent0001'));
      expect((await team({ keyword: 'supplier01' })).data.total).toBe(1);
      expect(await lastAudit('agent.setTeam')).toMatchObject({
        operatorAccount: 'admin0001',
        target: 'supplier01',
        before: { agent: null },
        after: { agent: 'agent0001' },
      });
      expect((await post('setTeam', { userId: id, agentId: null }, admin)).code).toBe(200);
      expect((await user('supplier01')).parentId).toBeNull();
      expect((await team({ keyword: 'supplier01' })).data.total).toBe(0);
    });

    it('sets and clears the agent flag (an emptied team may lose it), audited', async () => {
      const id = await idOf('supplier06');
      expect((await post('setTeam', { userId: id, agentId: null }, admin)).code).toBe(200);
      const five = await idOf('supplier05');
      expect((await post('setAgent', { userId: five, isAgent: false }, admin)).code).toBe(200);
      expect((await user('supplier05')).isAgent).toBe(false);
      expect(await lastAudit('agent.setAgent')).toMatchObject({
        target: 'supplier05',
        before: { isAgent: true },
        after: { isAgent: false },
      });
      // No longer an agent: its next call is refused at once (the flag is read on every request).
      expect((await team({}, await as('supplier05'))).code).toBe(403);
    });
  });
});
