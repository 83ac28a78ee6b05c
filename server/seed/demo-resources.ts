import { createHash } from 'node:crypto';
import { ProductId } from '../../src/contract/products.ts';
import { MonitorState, type MonitorStateId } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { resources } from '../db/schema.ts';
import { demoProducts, type DemoProduct } from './demo-catalog.ts';
import {
  accountNumber,
  ifscFor,
  indianBanks,
  indianMobile,
  indianPerson,
  kenyanMobile,
  kenyanPerson,
  upiFor,
} from './demo-names.ts';
import type { SeededPeople, SeededUser } from './demo-users.ts';
import { at } from './demo-users.ts';
import { tronAddress, type Prng } from './prng.ts';

export interface SeededResource {
  id: number;
  supplierId: number;
  productId: number;
  enabled: boolean;
}
/** Resources of each product, for the order generator. */
export type ResourcesByProduct = Map<number, SeededResource[]>;

const monitorStates = Object.values(MonitorState) as MonitorStateId[];
// Most devices are running; every other state occurs a little, so every label shows up in lists.
const monitorWeights = monitorStates.map((s) => [s, s === MonitorState.running ? 12 : 1] as const);
const floatProducts: number[] = [ProductId.cardToCardFloat, ProductId.usdtCollection];
/** Types whose payments a phone app watches (SMS or bank app): they have a bound client. */
const monitoredTypes = new Set(['internationalCardToCard', 'opt', 'kenya']);

type ResourceRow = typeof resources.$inferInsert;

/**
 * The device key of the n-th demo account with a monitoring phone: derived, not drawn, so adding it
 * left every random draw of the seed where it was. Demo data only; real keys are random.
 */
export function demoMonitorKey(index: number): string {
  return createHash('sha256').update(`demo-monitor-key-${index}`).digest('hex').slice(0, 32);
}

function details(rng: Prng, product: DemoProduct, supplier: SeededUser, n: number): Partial<ResourceRow> {
  switch (product.resourceType) {
    case 'uSDTFloating':
    case 'uSDTPayProxy':
      return {
        walletNickname: `${supplier.nickname} TRC20 #${n}`,
        walletAddress: tronAddress(rng),
        accountName: supplier.nickname,
      };
    case 'kenya': {
      const person = kenyanPerson(rng);
      return {
        accountName: person.full,
        bankName: rng.pick(['Safaricom M-Pesa', 'Airtel Money']),
        cardNumber: kenyanMobile(rng),
        bankingAccount: rng.digits(6),
      };
    }
    default: {
      const person = indianPerson(rng);
      const bank = rng.pick(indianBanks);
      const base = { accountName: person.full, bankName: bank.name, ifsc: ifscFor(rng, bank) };
      if (product.resourceType === 'internationalCardToCard') return { ...base, cardNumber: rng.number(16) };
      if (product.resourceType === 'opt') {
        return {
          ...base,
          cardNumber: accountNumber(rng),
          upi: upiFor(rng, person, bank),
          bankingAccount: `${person.first.toLowerCase()}${rng.digits(4)}`,
        };
      }
      // Payout accounts: the bank login the supplier's payout tool uses.
      return {
        ...base,
        cardNumber: accountNumber(rng),
        upi: upiFor(rng, person, bank),
        bankingAccount: `${indianMobile(rng)}`,
      };
    }
  }
}

/**
 * Every supplier gets one or two accounts of every product (supplier01 one more), so every
 * resource type is present for every supplier. About a fifth are switched off; supplier01's first
 * account of each product is always on with its device running, so that every product can take orders.
 */
export async function seedResources(
  db: DbOrTx,
  rng: Prng,
  people: SeededPeople,
  now: Date,
): Promise<ResourcesByProduct> {
  const t0 = now.getTime();
  const rows: ResourceRow[] = [];
  let index = 0;
  for (const supplier of people.suppliers) {
    const main = supplier.account === 'supplier01';
    for (const product of demoProducts) {
      const count = rng.int(1, 2) + (main ? 1 : 0);
      for (let n = 1; n <= count; n++) {
        // The first ten rows take each monitor state once; the rest are drawn by weight.
        const drawn = index < monitorStates.length ? at(monitorStates, index) : rng.weighted(monitorWeights);
        // supplier01's first account of each product is on and its device running: every product can take orders.
        const monitorState = main && n === 1 ? MonitorState.running : drawn;
        const monitored = monitoredTypes.has(product.resourceType);
        // The demo simulates no devices, so none has a last report for the keep-alive job to age
        // (docs/decisions/028-receiving-accounts.md). The draw stays: every later draw is where it was.
        rng.int(1, monitorState === MonitorState.running ? 60 : 72);
        rows.push({
          supplierId: supplier.id,
          productId: product.id,
          type: product.resourceType,
          state: main && n === 1 ? 0 : rng.chance(0.2) ? 1 : 0,
          ...details(rng, product, supplier, n),
          monitorState,
          monitorLastSeenAt: null,
          clientBinding: monitored ? `Android-${rng.hex(8)}` : '',
          version: monitored ? rng.pick(['2.3.0', '2.4.1', '2.5.0']) : '',
          monitorKey: monitored ? demoMonitorKey(index) : '',
          maxConcurrent: rng.int(3, 20),
          floatUp: floatProducts.includes(product.id) ? rng.int(1, 50) : 0,
          floatDown: floatProducts.includes(product.id) ? rng.int(1, 50) : 0,
          minOrderBalance: rng.int(0, 10) * 10_000,
          dailyCountLimit: rng.int(2, 20) * 100,
          dailyAmountLimit: rng.int(5, 50) * 10_000_000,
          createdAt: new Date(t0 - 45 * 86_400_000 + index * 600_000),
        });
        index++;
      }
    }
  }
  const inserted = await db.insert(resources).values(rows).returning({
    id: resources.id,
    supplierId: resources.supplierId,
    productId: resources.productId,
    state: resources.state,
  });
  const byProduct: ResourcesByProduct = new Map();
  for (const r of inserted) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ id: r.id, supplierId: r.supplierId, productId: r.productId, enabled: r.state === 0 });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}
