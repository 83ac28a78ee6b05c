import { createHash } from 'node:crypto';
import type { Role } from '../../src/contract/roles.ts';
import { AccountStatus } from '../../src/contract/statuses.ts';
import { ProductId } from '../../src/contract/products.ts';
import type { DbOrTx } from '../db/client.ts';
import { ipRules, users } from '../db/schema.ts';
import type { Prng } from './prng.ts';

export const demoPassword = 'Demo1234';

/** Fixed, so the demo's admin0002 can be added to an authenticator app from the README. */
export const demoGoogleSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Fixed merchant API keys, written in the README, so a person (and the e2e test) can sign orders
 * on the API test page; the server never shows a key after creating it. The other merchants keep
 * their drawn keys.
 */
export const demoMerchantKeys: Readonly<Record<string, string>> = {
  merchant01: '0123456789abcdef0123456789abcdef',
  merchant03: 'fedcba9876543210fedcba9876543210',
};

/** The accounts `npm start` prints, one per role (and the agent), in this order. */
export const demoAccounts: { account: string; role: Role; description: string }[] = [
  { account: 'superadmin', role: 'superAdmin', description: 'super admin' },
  { account: 'admin0001', role: 'admin', description: 'admin (Google code bound for order repairs)' },
  { account: 'service001', role: 'customerService', description: 'customer service' },
  { account: 'techmaint1', role: 'technicalMaintenance', description: 'technical maintenance' },
  { account: 'techsupport1', role: 'technicalSupport', description: 'technical support' },
  { account: 'supplier01', role: 'supplier', description: 'supplier (Google code bound for supplements)' },
  { account: 'agent0001', role: 'supplier', description: 'supplier agent with a team of 3' },
  { account: 'merchant01', role: 'merchant', description: 'merchant (MD5 key, IP whitelist)' },
];

const inrCollection = [
  ProductId.internationalCard,
  ProductId.cardToCardFloat,
  ProductId.mainProduct,
  ProductId.otpMonitoring,
];
const inrPayout = [ProductId.indiaAutoPayout, ProductId.razorpayPayout];
const usdt = [ProductId.usdtCollection, ProductId.usdtPayout, ProductId.usdtPayoutScaled];
// The first demo's products; the channels of decision 121 are seeded apart (demo-channels.ts), so the draws here stay.
const channelIds: readonly number[] = [ProductId.alipay, ProductId.unionPayQuick, ProductId.weChatPay];
const allProducts: number[] = Object.values(ProductId).filter((id) => !channelIds.includes(id));

interface UserSpec {
  account: string;
  nickname: string;
  role: Role;
  isAgent?: boolean;
  /** Account of the team's agent. */
  parent?: string;
  google?: boolean;
  /** Google Authenticator bound (demo secret) for sensitive operations, but not asked at sign-in. */
  googleBound?: boolean;
  signType?: 'MD5' | 'SHA256';
  /** Empty: any IP may call the order API. */
  ipWhitelist?: string[];
  /** Products a merchant uses; suppliers use every product. */
  products?: number[];
  deleted?: boolean;
  /** Share of the collection orders a merchant sends (weights). */
  orderWeight?: number;
}

const localIps = ['127.0.0.1', '::1'];

// Staff first, then suppliers, then merchants: the ids read naturally in the user lists.
const specs: UserSpec[] = [
  { account: 'superadmin', nickname: 'Super Admin', role: 'superAdmin' },
  { account: 'admin0001', nickname: 'Admin One', role: 'admin', googleBound: true },
  { account: 'admin0002', nickname: 'Admin Two (Google)', role: 'admin', google: true },
  { account: 'service001', nickname: 'Customer Service', role: 'customerService' },
  { account: 'techmaint1', nickname: 'Tech Maintenance', role: 'technicalMaintenance' },
  { account: 'techsupport1', nickname: 'Tech Support', role: 'technicalSupport' },
  { account: 'supplier01', nickname: 'Supplier 01', role: 'supplier', googleBound: true },
  { account: 'agent0001', nickname: 'Agent 0001', role: 'supplier', isAgent: true },
  { account: 'supplier02', nickname: 'Supplier 02', role: 'supplier', parent: 'agent0001' },
  { account: 'supplier03', nickname: 'Supplier 03', role: 'supplier', parent: 'agent0001' },
  { account: 'supplier04', nickname: 'Supplier 04', role: 'supplier', parent: 'agent0001' },
  { account: 'supplier05', nickname: 'Supplier 05', role: 'supplier' },
  { account: 'supplier06', nickname: 'Supplier 06', role: 'supplier' },
  {
    account: 'merchant01',
    nickname: 'Merchant 01',
    role: 'merchant',
    signType: 'MD5',
    ipWhitelist: localIps,
    products: allProducts,
    orderWeight: 35,
  },
  {
    account: 'merchant02',
    nickname: 'Merchant 02',
    role: 'merchant',
    signType: 'MD5',
    ipWhitelist: [],
    products: [...inrCollection, ...inrPayout],
    orderWeight: 20,
  },
  {
    account: 'merchant03',
    nickname: 'Merchant 03',
    role: 'merchant',
    signType: 'SHA256',
    ipWhitelist: localIps,
    products: [...inrCollection, ...inrPayout, ...usdt],
    orderWeight: 15,
  },
  {
    account: 'merchant04',
    nickname: 'Merchant 04',
    role: 'merchant',
    signType: 'MD5',
    ipWhitelist: localIps,
    products: allProducts,
    orderWeight: 20,
  },
  {
    account: 'merchant05',
    nickname: 'Merchant 05',
    role: 'merchant',
    signType: 'MD5',
    ipWhitelist: localIps,
    products: [...inrCollection, ...inrPayout, ProductId.kenyaCollection],
    orderWeight: 10,
  },
  // Deleted, so that "restore user" has something to restore. It keeps its products but sends no orders.
  {
    account: 'merchant09',
    nickname: 'Merchant 09 (deleted)',
    role: 'merchant',
    signType: 'MD5',
    ipWhitelist: localIps,
    products: inrCollection,
    deleted: true,
    orderWeight: 0,
  },
];

export interface SeededUser {
  id: number;
  account: string;
  nickname: string;
  role: Role;
  createdAt: Date;
}
export interface SeededMerchant extends SeededUser {
  products: number[];
  orderWeight: number;
  deleted: boolean;
}
export interface SeededPeople {
  byAccount: Map<string, SeededUser>;
  merchants: SeededMerchant[];
  suppliers: SeededUser[];
  /** Operator of the balance operations in the fund records. */
  adminId: number;
}

const day = 86_400_000;

/** The drawn value is drawn even when a fixed one wins, so the generator's sequence (and all demo data after it) stays the same. */
const fixedOr = (fixed: string | undefined, drawn: string) => fixed ?? drawn;

/** Inserts every demo user with the one shared password hash. */
export async function seedUsers(db: DbOrTx, rng: Prng, passwordHash: string, now: Date): Promise<SeededPeople> {
  const t0 = now.getTime();
  const rowFor = (spec: UserSpec, index: number, parentId: number | null): typeof users.$inferInsert => {
    // Accounts were opened about two months ago, a few hours apart, before any demo order.
    const createdAt = new Date(t0 - 60 * day + index * 3 * 3_600_000);
    const isMerchant = spec.role === 'merchant';
    return {
      account: spec.account,
      nickname: spec.nickname,
      passwordHash,
      role: spec.role,
      status: spec.deleted ? AccountStatus.deleted : AccountStatus.normal,
      googleSecret: spec.google || spec.googleBound ? demoGoogleSecret : null,
      enableGoogleVerify: spec.google === true,
      confirmBind: spec.google === true || spec.googleBound === true,
      parentId,
      isAgent: spec.isAgent === true,
      merchantKey: isMerchant ? fixedOr(demoMerchantKeys[spec.account], rng.hex(32)) : null,
      // Derived, not drawn: a draw here would change every seeded row after it (decision 008).
      merchantTestKey: isMerchant ? demoTestKey(spec.account) : null,
      signType: spec.signType ?? 'MD5',
      kycLowerLimit: isMerchant ? rng.int(1, 10) * 100_000 : 0,
      lastLoginIp: spec.deleted ? '' : `10.0.${rng.int(0, 9)}.${rng.int(2, 250)}`,
      lastLoginAt: spec.deleted ? null : new Date(t0 - rng.int(10, 48 * 60) * 60_000),
      createdAt,
      deletedAt: spec.deleted ? new Date(t0 - 5 * day) : null,
    };
  };

  // One insert per user, in list order: ids follow the list, and an agent's id is known before
  // its team is written. Nineteen statements cost nothing next to the orders.
  const byAccount = new Map<string, SeededUser>();
  for (const [index, spec] of specs.entries()) {
    const parentId = spec.parent ? mustGet(byAccount, spec.parent).id : null;
    const [row] = await db
      .insert(users)
      .values(rowFor(spec, index, parentId))
      .returning({ id: users.id, createdAt: users.createdAt });
    if (!row) throw new Error(`seed: user ${spec.account} not inserted`);
    byAccount.set(spec.account, {
      id: row.id,
      account: spec.account,
      nickname: spec.nickname,
      role: spec.role,
      createdAt: row.createdAt,
    });
    if (spec.ipWhitelist?.length) {
      await db.insert(ipRules).values(
        spec.ipWhitelist.map((address) => ({
          scope: 'merchant',
          userId: row.id,
          address,
          createdBy: 'seed',
          updatedBy: 'seed',
        })),
      );
    }
  }

  // Lists in spec order (not insertion order), so that everything derived from them is stable.
  const merchants: SeededMerchant[] = specs
    .filter((s) => s.role === 'merchant')
    .map((s) => ({
      ...mustGet(byAccount, s.account),
      products: s.products ?? [],
      orderWeight: s.orderWeight ?? 0,
      deleted: s.deleted === true,
    }));
  const suppliers = specs.filter((s) => s.role === 'supplier').map((s) => mustGet(byAccount, s.account));
  return { byAccount, merchants, suppliers, adminId: mustGet(byAccount, 'admin0001').id };
}

export function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing ${String(key)}`);
  return value;
}

export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`seed: no item at ${index}`);
  return item;
}

/** A demo merchant's test key (decision 130): fixed per account, like the documented live keys. */
export function demoTestKey(account: string): string {
  return createHash('sha256').update(`test-key:${account}`).digest('hex').slice(0, 32);
}
