import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, namesAWrite, roles, type CallDef, type Role } from '../../src/contract/index.ts';
import { everyCall } from '../../src/contract/every-call.ts';
import type { Db } from '../../server/db/client.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/**
 * Decision 041: a GET is what a link, an image or a redirect on another site sends with the
 * user's cookies, so no GET call of the contract may change anything. Every GET call is made through
 * the real server as superAdmin and as another role it allows, with valid minimal input, and every
 * table must read the same before and after.
 */
const accountOf: Record<Role, string> = {
  superAdmin: 'superadmin',
  admin: 'admin0001',
  customerService: 'service001',
  technicalMaintenance: 'techmaint1',
  technicalSupport: 'techsupport1',
  supplier: 'supplier01',
  merchant: 'merchant01',
};

/**
 * Tables that record reads by design: `sessions` (every authenticated request moves the session's
 * last-seen time, which ends idle sessions) and `login_failures` (the test's sessions are made
 * directly, but a sign-in limit is a record of attempts, not of state a user owns).
 */
const recordsReads = new Set(['sessions', 'login_failures']);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One line per table: its row count and an md5 of every row's text, in a stable order. All tables
 * in one statement: a query per table after each of the walk's calls was most of the file's time.
 */
async function checksum(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums = tables
    .filter(({ name }) => !recordsReads.has(name))
    .map(
      ({ name }) =>
        sql`select ${name}::text as name, count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(name)} t`,
    );
  const out: Record<string, string> = {};
  for (const row of await rows<{ name: string; n: number; h: string }>(db, sql.join(sums, sql` union all `)))
    out[row.name] = `${row.n}:${row.h}`;
  return out;
}

/** The roles a call is made as: superAdmin when it may, and one other role its access allows. */
function callersOf(def: CallDef): Role[] {
  if (def.access === 'public') return ['superAdmin', 'merchant'];
  if (def.access === 'anyUser') return ['superAdmin', 'merchant'];
  const allowed = roles.filter((r) => (def.access as readonly Role[]).includes(r));
  const other = allowed.find((r) => r !== 'superAdmin');
  return [...(allowed.includes('superAdmin') ? ['superAdmin' as const] : []), ...(other ? [other] : [])];
}

describe.each(backends)('no GET call changes the database (%s)', (kind) => {
  let b: TestBackend;
  let input: (def: CallDef, account: string) => Promise<Record<string, unknown>>;
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 40 });
    const [order] = await rows<{ code: string }>(b.db, sql`select order_code as code from orders order by id limit 1`);
    // The demo's scripted product (server/seed/demo-pay-scripts.ts).
    const scriptedProduct = (
      await rows<{ id: number }>(b.db, sql`select product_id as id from pay_scripts order by product_id limit 1`)
    )[0]!.id;
    const [res] = await rows<{ id: number; productId: number; supplierId: number; type: string }>(
      b.db,
      sql`select id, product_id as "productId", supplier_id as "supplierId", type from resources order by id limit 1`,
    );
    const idOf = async (account: string) =>
      (await rows<{ id: number }>(b.db, sql`select id from users where account = ${account}`))[0]!.id;
    const supplier = { id: await idOf('supplier01') };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10) + ' 00:00:00';
    const fixed: Record<string, Record<string, unknown>> = {
      '/v1.0/order/statistics/today': { todayDate: day(0), tomorrowDate: day(1) },
      '/v1.0/order/statistics/yesterday': { yesterdayDate: day(-1), todayDate: day(0) },
      '/v1.0/order/getOrderAllocateInfo': { orderCode: order!.code },
      '/v1.0/webRecord/getList': { kind: 'web' },
      '/v1.0/account/getSubAccounts': { userId: supplier.id },
      '/v1.0/resource/getList': { type: res!.type },
      '/v1.0/resource/getProductOptions': { type: res!.type },
      '/v1.0/resource/getResourceDetailInfo': { resourceId: res!.id, productId: res!.productId },
      '/v1.0/resource/getResourceStaticInfo': { supplierId: res!.supplierId, productId: res!.productId },
      '/v1.0/live/diagnostics': { userName: 'supplier01' },
      '/v1.0/payoutBatch/getDetail': { id: 1 },
      '/v1.0/payoutBatch/getCandidates': { resourceId: res!.id },
      '/v1.0/agents/getMemberResources': { type: res!.type, userId: await idOf('supplier02') },
      '/v1.0/order-test/products': { merchantId: await idOf('merchant01') },
      '/v1.0/agents/getAgentInfo': { userId: supplier.id },
      '/v1.0/securityNodes/getChainRecords': { firstId: 1 },
      '/v1.0/entity/view': { type: 'order', key: order!.code },
      '/v1.0/monitorScript/detail': {
        id: (await rows<{ id: number }>(b.db, sql`select id from monitor_scripts order by id limit 1`))[0]!.id,
      },
      '/v1.0/monitorScript/devices': {
        bankName: (
          await rows<{ bankName: string }>(
            b.db,
            sql`select bank_name as "bankName" from monitor_scripts order by id limit 1`,
          )
        )[0]!.bankName,
      },
      '/v1.0/payScript/versions': { productId: scriptedProduct },
      '/v1.0/payScript/samples': { productId: scriptedProduct },
      // A list's saved views (decision 127) and the header search (decision 128) of a real order.
      '/v1.0/listView/list': { page: 'orderList' },
      '/v1.0/search/find': { q: order!.code },
      // The payer's checkout page of a real order (decision 113): reading it marks nothing.
      '/v1.0/checkout/info': {
        token: (
          await rows<{ token: string }>(
            b.db,
            sql`insert into checkout_tokens (token, order_code) values (${'k'.repeat(32)}, ${order!.code}) returning token`,
          )
        )[0]!.token,
      },
    };
    input = async (def, account) => {
      // The message read is the one read most like a write (reading marks nothing: has_read does).
      if (def.path === '/v1.0/message/content') {
        const [m] = await rows<{ id: number }>(
          b.db,
          sql`select m.id from messages m join users u on u.id = m.user_id where u.account = ${account} order by m.id limit 1`,
        );
        return { msg_id: m?.id ?? 1 };
      }
      return fixed[def.path] ?? {};
    };
  });
  afterAll(() => b?.close());

  it('walks every GET call of the contract as superAdmin and a role it allows, and no table changes', async () => {
    const gets = everyCall().filter(({ def }) => def.method === 'GET');
    expect(gets.length).toBeGreaterThan(100);
    const before = await checksum(b.db);
    expect(Object.keys(before).length).toBeGreaterThan(15);
    const refused: string[] = [];
    for (const { name, def } of gets) {
      for (const role of callersOf(def)) {
        // The agents' calls answer an agent only: agent0001 is the demo supplier with a team.
        const account = role === 'supplier' && def.path.startsWith('/v1.0/agents/') ? 'agent0001' : accountOf[role];
        const res = await b.call(def.method, def.path, await input(def, account), {
          token: await b.sessionFor(account),
        });
        // Valid input reached the handler: no validation refusal, no refusal of the role, no crash.
        if (([Code.badRequest, Code.forbidden, Code.internal] as number[]).includes(res.code))
          refused.push(`${name} as ${role}: ${res.code} ${res.msgId ?? res.msg}`);
        const after = await checksum(b.db);
        expect([name, role, after]).toEqual([name, role, before]);
      }
    }
    expect(refused).toEqual([]);
  });

  it('has no GET call named as a write (the contract rule call() enforces)', () => {
    expect(
      everyCall()
        .filter(({ def }) => def.method === 'GET' && namesAWrite(def.path))
        .map(({ name }) => name),
    ).toEqual([]);
  });
});
