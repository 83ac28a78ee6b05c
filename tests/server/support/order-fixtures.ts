import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FundReason, signParams, type CreatedOrder } from '../../../src/contract/index.ts';
import { applyBalanceChange } from '../../../server/modules/ledger/balance-change.ts';
import { balances, ipRules, products, resources, userProducts, users } from '../../../server/db/schema.ts';
import type { Envelope, TestBackend } from './backend.ts';
import { writeSetting } from '../../../server/modules/system-config/repository.ts';

/**
 * Accounts, products and receiving accounts made straight in the database, so each test owns the
 * allocation pool it reasons about (the demo's accounts never compete for its product).
 */
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}${randomBytes(2).toString('hex')}`.slice(-12);

export async function makeProduct(b: TestBackend): Promise<number> {
  const id = 90_000 + serial++ * 7 + Math.floor(Math.random() * 7);
  await b.db
    .insert(products)
    .values({ id, name: `Test product ${id}`, kind: 'collection', resourceType: 'opt', currency: 'INR' });
  return id;
}

async function makeUser(
  b: TestBackend,
  values: Partial<typeof users.$inferInsert> & { role: string },
  balance: number,
) {
  const account = `t${values.role.slice(0, 3)}${unique()}`;
  const [u] = await b.db
    .insert(users)
    .values({ account, nickname: account, passwordHash: 'unused', ...values })
    .returning({ id: users.id });
  await b.db.insert(balances).values({ userId: u!.id, balance: 0 });
  // Through the ledger, so every balance in the database equals the sum of its fund records.
  if (balance > 0)
    await b.db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: u!.id,
        amount: balance,
        reason: FundReason.addBalance,
        now: b.clock.now(),
        remark: 'Test opening',
      }),
    );
  return { id: u!.id, account };
}

export interface TestMerchant {
  id: number;
  account: string;
  key: string;
  /** The test-mode key (decision 130); the fixture's merchants have one. */
  testKey?: string;
  signType: 'MD5' | 'SHA256';
}

export async function makeMerchant(
  b: TestBackend,
  productId: number,
  o: { signType?: 'MD5' | 'SHA256'; ipWhitelist?: string[]; rate?: number; fixedFee?: number; enabled?: boolean } = {},
): Promise<TestMerchant> {
  const key = randomBytes(16).toString('hex');
  const testKey = randomBytes(16).toString('hex');
  const signType = o.signType ?? 'MD5';
  const u = await makeUser(b, { role: 'merchant', merchantKey: key, merchantTestKey: testKey, signType }, 0);
  if (o.ipWhitelist?.length) {
    await b.db.insert(ipRules).values(o.ipWhitelist.map((address) => ({ scope: 'merchant', userId: u.id, address })));
    // The app checks its in-memory copy: read it again, as a change through the API would.
    await b.app.services.ipGate.refresh();
  }
  await b.db
    .insert(userProducts)
    .values({ userId: u.id, productId, rate: o.rate ?? 0, fixedFee: o.fixedFee ?? 0, enabled: o.enabled ?? true });
  return { ...u, key, testKey, signType };
}

export async function makeSupplier(
  b: TestBackend,
  productId: number,
  o: {
    balance?: number;
    rate?: number;
    fixedFee?: number;
    googleSecret?: string;
    parentId?: number;
    isAgent?: boolean;
    acceptOrders?: boolean;
  } = {},
) {
  const u = await makeUser(
    b,
    {
      role: 'supplier',
      googleSecret: o.googleSecret ?? null,
      enableGoogleVerify: Boolean(o.googleSecret),
      parentId: o.parentId ?? null,
      isAgent: o.isAgent ?? false,
      acceptOrders: o.acceptOrders ?? true,
    },
    o.balance ?? 100_000_000,
  );
  await b.db.insert(userProducts).values({ userId: u.id, productId, rate: o.rate ?? 0, fixedFee: o.fixedFee ?? 0 });
  return u;
}

export async function makeResource(
  b: TestBackend,
  supplierId: number,
  productId: number,
  o: Partial<typeof resources.$inferInsert> = {},
) {
  const [r] = await b.db
    .insert(resources)
    .values({
      supplierId,
      productId,
      type: 'opt',
      state: 0,
      monitorState: 1,
      maxConcurrent: 1000,
      dailyCountLimit: 0,
      dailyAmountLimit: 0,
      ...o,
    })
    .returning({ id: resources.id });
  return r!.id;
}

export async function setSetting(b: TestBackend, key: string, value: unknown): Promise<void> {
  await writeSetting(b.db, key, value, new Date());
}

export const hashHex = (type: 'MD5' | 'SHA256', s: string) =>
  createHash(type === 'MD5' ? 'md5' : 'sha256')
    .update(s)
    .digest('hex');

export function signed(m: TestMerchant, params: Record<string, unknown>): Record<string, unknown> {
  return { ...params, sign: signParams(params, m.key, (s) => hashHex(m.signType, s)) };
}

export function orderParams(
  m: TestMerchant,
  productId: number,
  mchOrderNo: string,
  amount: number | string,
  extra: Record<string, unknown> = {},
) {
  return {
    mchId: m.id,
    productId,
    mchOrderNo,
    amount: String(amount),
    notifyUrl: 'https://merchant.example/notify',
    subject: 'Top-up',
    clientIp: '203.0.113.9',
    ...extra,
  };
}

/** POSTs the create call as a merchant's server would, from `ip`. */
export async function postCreate(
  b: TestBackend,
  body: Record<string, unknown>,
  ip = '127.0.0.1',
): Promise<Envelope<CreatedOrder> & { status: number }> {
  const res = await b.app.inject({ method: 'POST', url: '/v1.0/api/order/create', payload: body, remoteAddress: ip });
  return { ...(res.json() as Envelope<CreatedOrder>), status: res.statusCode };
}

export async function createOrderFor(
  b: TestBackend,
  m: TestMerchant,
  productId: number,
  amount: number,
  mchOrderNo = `M${unique()}`,
) {
  return postCreate(b, signed(m, orderParams(m, productId, mchOrderNo, amount)));
}

export async function balanceOf(b: TestBackend, userId: number): Promise<number> {
  const [row] = await b.db.select({ balance: balances.balance }).from(balances).where(eq(balances.userId, userId));
  return row!.balance;
}

export async function rows<T>(b: TestBackend, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await b.db.execute(query)) as unknown as { rows: T[] }).rows;
}
