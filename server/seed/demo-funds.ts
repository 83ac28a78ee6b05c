import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { FundReason, type FundReasonId } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { balances, fundRecords } from '../db/schema.ts';
import type { Prng } from './prng.ts';
import type { SeededPeople, SeededUser } from './demo-users.ts';
import { insertInChunks } from './insert-chunks.ts';

/**
 * One change of a user's balance. The amount may depend on the balance at that moment
 * (a withdrawal of half the balance), so it is resolved when the chain is built.
 */
export interface FundEvent {
  userId: number;
  at: number;
  reason: FundReasonId;
  amount: number | ((balance: number) => number);
  orderCode?: string;
  operatorId?: number;
  remark?: string;
}

const day = 86_400_000;
const rupees = (n: number) => n * 100;

/** Balance operations of staff: opening credit, supplier deposits, weekly withdrawals, a few adjustments. */
export function staffFundEvents(rng: Prng, people: SeededPeople, now: Date): FundEvent[] {
  const t0 = now.getTime();
  const operatorId = people.adminId;
  const events: FundEvent[] = [];
  const start = (u: SeededUser) => Math.max(u.createdAt.getTime() + 3_600_000, t0 - 31 * day);
  for (const m of people.merchants) {
    events.push({
      userId: m.id,
      at: start(m),
      reason: FundReason.addBalance,
      amount: rupees(50_000),
      operatorId,
      remark: 'Opening balance',
    });
    if (m.deleted) {
      // Its balance was paid out before the account was deleted.
      events.push({
        userId: m.id,
        at: t0 - 6 * day,
        reason: FundReason.withdraw,
        amount: (b) => -b,
        operatorId,
        remark: 'Closing withdrawal',
      });
      continue;
    }
    // A weekly settlement takes half of what the merchant has.
    for (const daysAgo of [23, 16, 9, 2]) {
      const atMs = t0 - daysAgo * day + rng.int(9, 18) * 3_600_000;
      events.push({
        userId: m.id,
        at: atMs,
        reason: FundReason.withdraw,
        amount: (b) => -Math.floor(b / 2 / 10_000) * 10_000,
        operatorId,
        remark: 'Weekly settlement',
      });
    }
  }
  for (const s of people.suppliers) {
    events.push({
      userId: s.id,
      at: start(s),
      reason: FundReason.addBalance,
      amount: rupees(1_000_000),
      operatorId,
      remark: 'Opening balance',
    });
    // A deposit moves money from the balance into balances.deposit.
    events.push({
      userId: s.id,
      at: start(s) + 60_000,
      reason: FundReason.addDeposit,
      amount: -rupees(rng.int(2, 10) * 10_000),
      operatorId,
      remark: 'Security deposit',
    });
  }
  for (const u of [...people.merchants.filter((m) => !m.deleted), ...people.suppliers]) {
    for (let i = 0; i < 2; i++) {
      const amount = rupees(rng.int(1, 50) * 10) * (rng.chance(0.5) ? -1 : 1);
      events.push({
        userId: u.id,
        at: t0 - rng.int(1, 29) * day,
        reason: FundReason.adjustment,
        amount,
        operatorId,
        remark: 'Reconciliation difference',
      });
    }
  }
  return events;
}

/**
 * Turns the events into fund records that chain (before + amount = after, each record starting
 * where the previous one of its user ended, the first at 0) and never go below zero: when a
 * debit would, an admin top-up is written just before it, as an operator would have done. The
 * rows are inserted in time order, so ordering by (created_at, id) gives the chain.
 */
export async function seedFunds(
  db: DbOrTx,
  events: FundEvent[],
  people: SeededPeople,
  rng: Prng,
  now: Date,
): Promise<void> {
  const sorted = events.map((e, i) => ({ e, i })).sort((a, b) => a.e.at - b.e.at || a.i - b.i);
  const balance = new Map<number, number>();
  const deposit = new Map<number, number>();
  const rows: (typeof fundRecords.$inferInsert)[] = [];
  const write = (e: FundEvent, amount: number, at: number) => {
    const before = balance.get(e.userId) ?? 0;
    const after = before + amount;
    balance.set(e.userId, after);
    rows.push({
      userId: e.userId,
      reason: e.reason,
      amount,
      balanceBefore: before,
      balanceAfter: after,
      orderCode: e.orderCode ?? null,
      operatorId: e.operatorId ?? null,
      remark: e.remark ?? '',
      createdAt: new Date(at),
    });
  };
  const supplierIds = new Set(people.suppliers.map((s) => s.id));
  for (const { e } of sorted) {
    const current = balance.get(e.userId) ?? 0;
    const amount = typeof e.amount === 'function' ? e.amount(current) : e.amount;
    if (current + amount < 0) {
      const topUp = topUpFor(-(current + amount), supplierIds.has(e.userId));
      // Same timestamp as the debit, written first: (created_at, id) keeps it before the debit.
      write(
        {
          userId: e.userId,
          at: e.at,
          reason: FundReason.addBalance,
          amount: topUp,
          operatorId: people.adminId,
          remark: 'Top-up',
        },
        topUp,
        e.at,
      );
    }
    if (amount === 0) continue;
    write(e, amount, e.at);
    if (e.reason === FundReason.addDeposit) deposit.set(e.userId, (deposit.get(e.userId) ?? 0) - amount);
  }
  await insertInChunks(db, fundRecords, rows, 2000);

  const holders = [...people.merchants, ...people.suppliers];
  await db.insert(balances).values(
    holders.map((u) => {
      const b = balance.get(u.id) ?? 0;
      // A small frozen part on some accounts, so the "frozen" column and unfreeze have data.
      const frozen = rng.chance(0.4) ? Math.min(b, rupees(rng.int(1, 20) * 1000)) : 0;
      return { userId: u.id, balance: b, frozenBalance: frozen, deposit: deposit.get(u.id) ?? 0, updatedAt: now };
    }),
  );
  // The seed's orders were written before these rows, out of the reservation triggers' reach.
  await db.execute(sql`select bo_recount_reservations()`);
  await coverReservations(db, people, now);
}

/** An operator's top-up: a whole lakh above the shortfall plus a working margin. */
function topUpFor(shortfall: number, supplier: boolean): number {
  const margin = supplier ? supplierMargin : rupees(50_000);
  return Math.ceil((shortfall + margin) / rupees(100_000)) * rupees(100_000);
}
const supplierMargin = rupees(1_000_000);

/**
 * Allocation never lets a supplier's open orders reserve more than it has (migration 0017), but
 * the seed's orders were placed without that check: how many still reserve depends on `now`, and
 * on some days supplier01 was left owing more than its balance, so no order reached its accounts
 * (decision 062 50-order test met it). A supplier left short gets a top-up now, as an operator
 * would have given, leaving the working margin free for new orders.
 */
async function coverReservations(db: DbOrTx, people: SeededPeople, now: Date): Promise<void> {
  const ids = people.suppliers.map((s) => s.id);
  const available = sql<string>`${balances.balance} - ${balances.frozenBalance} - ${balances.reserved}`;
  const short = await db
    .select({ userId: balances.userId, balance: balances.balance, available })
    .from(balances)
    .where(and(inArray(balances.userId, ids), lt(available, supplierMargin)));
  for (const row of short) {
    const before = Number(row.balance);
    const amount = topUpFor(-Number(row.available), true);
    await db.insert(fundRecords).values({
      userId: row.userId,
      reason: FundReason.addBalance,
      amount,
      balanceBefore: before,
      balanceAfter: before + amount,
      orderCode: null,
      operatorId: people.adminId,
      remark: 'Top-up',
      createdAt: now,
    });
    await db
      .update(balances)
      .set({ balance: sql`${balances.balance} + ${amount}` })
      .where(eq(balances.userId, row.userId));
  }
}
