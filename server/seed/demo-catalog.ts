import { ProductId, type ProductIdValue, type ResourceType } from '../../src/contract/products.ts';
import type { DbOrTx } from '../db/client.ts';
import { products, userProducts } from '../db/schema.ts';
import type { Prng } from './prng.ts';
import type { SeededPeople } from './demo-users.ts';

export type ProductKind = 'collection' | 'payout';

export interface DemoProduct {
  id: ProductIdValue;
  name: string;
  kind: ProductKind;
  resourceType: ResourceType;
  currency: 'INR' | 'USDT' | 'KES';
  /** Share of the collection orders (weights); 0 for payout products. */
  orderWeight: number;
}

export const demoProducts: DemoProduct[] = [
  {
    id: ProductId.internationalCard,
    name: 'International Card',
    kind: 'collection',
    resourceType: 'internationalCardToCard',
    currency: 'INR',
    orderWeight: 15,
  },
  {
    id: ProductId.cardToCardFloat,
    name: 'Card-to-Card Float',
    kind: 'collection',
    resourceType: 'internationalCardToCard',
    currency: 'INR',
    orderWeight: 10,
  },
  {
    id: ProductId.mainProduct,
    name: 'UPI Main',
    kind: 'collection',
    resourceType: 'opt',
    currency: 'INR',
    orderWeight: 40,
  },
  {
    id: ProductId.otpMonitoring,
    name: 'UPI OTP Monitoring',
    kind: 'collection',
    resourceType: 'opt',
    currency: 'INR',
    orderWeight: 15,
  },
  {
    id: ProductId.indiaAutoPayout,
    name: 'India Auto Payout',
    kind: 'payout',
    resourceType: 'indiaAutoPayout',
    currency: 'INR',
    orderWeight: 0,
  },
  {
    id: ProductId.razorpayPayout,
    name: 'Razorpay Payout',
    kind: 'payout',
    resourceType: 'razorpayPayProxy',
    currency: 'INR',
    orderWeight: 0,
  },
  {
    id: ProductId.usdtCollection,
    name: 'USDT Collection (TRC20)',
    kind: 'collection',
    resourceType: 'uSDTFloating',
    currency: 'USDT',
    orderWeight: 10,
  },
  {
    id: ProductId.usdtPayout,
    name: 'USDT Payout (TRC20)',
    kind: 'payout',
    resourceType: 'uSDTPayProxy',
    currency: 'USDT',
    orderWeight: 0,
  },
  {
    id: ProductId.usdtPayoutScaled,
    name: 'USDT Payout x10000',
    kind: 'payout',
    resourceType: 'uSDTPayProxy',
    currency: 'USDT',
    orderWeight: 0,
  },
  {
    id: ProductId.kenyaCollection,
    name: 'Kenya M-Pesa',
    kind: 'collection',
    resourceType: 'kenya',
    currency: 'KES',
    orderWeight: 10,
  },
];

export function productById(id: number): DemoProduct {
  const p = demoProducts.find((x) => x.id === id);
  if (!p) throw new Error(`seed: unknown product ${id}`);
  return p;
}

/**
 * Fixed demo exchange rates: every amount in the database is in INR paise (the settlement unit,
 * so that one balance per user adds up); orders of USDT and KES products also carry what the payer
 * paid in the product's currency. Rate = INR per unit of the currency, times 100.
 */
export const demoRatesX100: Record<DemoProduct['currency'], number> = { INR: 100, USDT: 8_850, KES: 68 };

export interface Fee {
  /** In 1/10000 (250 = 2.5 %). */
  rate: number;
  /** Minor units. */
  fixedFee: number;
}
/** Fee of `amount` (minor units): rate part rounded half up, plus the fixed fee. */
export function feeOf(amount: number, fee: Fee): number {
  return Math.round((amount * fee.rate) / 10_000) + fee.fixedFee;
}
export type FeeTable = Map<string, Fee>;
export const feeKey = (userId: number, productId: number) => `${userId}:${productId}`;

export function feeFor(table: FeeTable, userId: number, productId: number): Fee {
  const fee = table.get(feeKey(userId, productId));
  if (!fee) throw new Error(`seed: user ${userId} has no product ${productId}`);
  return fee;
}

/**
 * Products, and the fee of every merchant and supplier for each product it uses. A supplier's
 * commission is always below the lowest merchant rate, so the platform keeps a margin on every order.
 */
export async function seedCatalog(db: DbOrTx, rng: Prng, people: SeededPeople, now: Date): Promise<FeeTable> {
  await db
    .insert(products)
    .values(
      demoProducts.map(({ id, name, kind, resourceType, currency }) => ({ id, name, kind, resourceType, currency })),
    );

  const table: FeeTable = new Map();
  const rows: (typeof userProducts.$inferInsert)[] = [];
  const add = (userId: number, productId: number, fee: Fee) => {
    table.set(feeKey(userId, productId), fee);
    rows.push({ userId, productId, rate: fee.rate, fixedFee: fee.fixedFee, updatedAt: now });
  };
  for (const m of people.merchants) {
    for (const pid of m.products) {
      const collection = productById(pid).kind === 'collection';
      add(
        m.id,
        pid,
        collection
          ? { rate: 250 + rng.int(0, 30) * 10, fixedFee: rng.pick([0, 0, 100, 200, 500]) }
          : { rate: 100 + rng.int(0, 10) * 10, fixedFee: rng.int(5, 15) * 100 },
      );
    }
  }
  for (const s of people.suppliers) {
    for (const p of demoProducts) {
      add(
        s.id,
        p.id,
        p.kind === 'collection'
          ? { rate: 80 + rng.int(0, 12) * 10, fixedFee: 0 }
          : { rate: 50 + rng.int(0, 5) * 10, fixedFee: rng.int(0, 3) * 100 },
      );
    }
  }
  await db.insert(userProducts).values(rows);
  return table;
}
