import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { gatewayPayouts, payGateways, payoutOrders, products } from '../../db/schema.ts';

// Every query of the gateways module; the payouts' own columns are changed only through the
// payouts module (movePayout, markGatewaySent).

export type GatewayRecord = typeof payGateways.$inferSelect;
export type GatewaySending = typeof gatewayPayouts.$inferSelect;

export async function allGateways(db: DbOrTx): Promise<GatewayRecord[]> {
  return db.select().from(payGateways).orderBy(asc(payGateways.id));
}

export async function gatewayById(db: DbOrTx, id: number): Promise<GatewayRecord | undefined> {
  const [row] = await db.select().from(payGateways).where(eq(payGateways.id, id));
  return row;
}

export async function lockGateway(tx: DbOrTx, id: number): Promise<GatewayRecord | undefined> {
  const [row] = await tx.select().from(payGateways).where(eq(payGateways.id, id)).for('update');
  return row;
}

/** Inserts; undefined when the name is taken (the unique index decides). */
export async function insertGateway(
  tx: DbOrTx,
  values: typeof payGateways.$inferInsert,
): Promise<GatewayRecord | undefined> {
  const [row] = await tx
    .insert(payGateways)
    .values(values)
    .onConflictDoNothing({ target: payGateways.name })
    .returning();
  return row;
}

export async function updateGateway(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof payGateways.$inferInsert>,
): Promise<GatewayRecord | undefined> {
  const [row] = await tx.update(payGateways).set(set).where(eq(payGateways.id, id)).returning();
  return row;
}

export async function gatewayNamed(tx: DbOrTx, name: string): Promise<GatewayRecord | undefined> {
  const [row] = await tx.select().from(payGateways).where(eq(payGateways.name, name));
  return row;
}

/** Enabled payout products, by id: what a gateway can be given. */
export async function payoutProducts(db: DbOrTx) {
  return db
    .select({ id: products.id, name: products.name, currency: products.currency })
    .from(products)
    .where(eq(products.kind, 'payout'))
    .orderBy(asc(products.id));
}

/** Per gateway: today's amount not rejected and the payouts it still holds. */
export async function gatewayFigures(
  db: DbOrTx,
  since: Date,
): Promise<Map<number, { usedToday: number; open: number }>> {
  const rows = await db
    .select({
      id: payoutOrders.gatewayId,
      used: sql<string>`coalesce(sum(${payoutOrders.amount}) filter (where ${payoutOrders.createdAt} >= ${since.toISOString()} and ${payoutOrders.gatewayState} <> 'rejected'), 0)`,
      open: sql<string>`count(*) filter (where ${payoutOrders.gatewayState} in ('queued', 'sent'))`,
    })
    .from(payoutOrders)
    .where(isNotNull(payoutOrders.gatewayId))
    .groupBy(payoutOrders.gatewayId);
  return new Map(rows.map((r) => [r.id ?? 0, { usedToday: Number(r.used), open: Number(r.open) }]));
}

/**
 * Claims up to `limit` due sendings in one short transaction: locked with SKIP LOCKED (another
 * instance's claim is passed over) and their due time moved to `lease`, so no other run sees them
 * until the lease ends, and no transaction stays open while the gateway is called.
 */
export async function claimDueSendings(db: Db, now: Date, lease: Date, limit: number): Promise<GatewaySending[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(gatewayPayouts)
      .where(and(isNotNull(gatewayPayouts.nextCheckAt), lte(gatewayPayouts.nextCheckAt, now)))
      .orderBy(gatewayPayouts.nextCheckAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(gatewayPayouts)
      .set({ nextCheckAt: lease })
      .where(
        inArray(
          gatewayPayouts.payoutId,
          due.map((d) => d.payoutId),
        ),
      );
    return due.map((d) => ({ ...d, nextCheckAt: lease }));
  });
}

/** Writes what a send or poll learned, only while the claim is still this run's (its lease). */
export async function recordSending(
  tx: DbOrTx,
  payoutId: number,
  set: Partial<typeof gatewayPayouts.$inferInsert>,
  lease?: Date | null,
): Promise<void> {
  await tx
    .update(gatewayPayouts)
    .set(set)
    .where(and(eq(gatewayPayouts.payoutId, payoutId), lease ? eq(gatewayPayouts.nextCheckAt, lease) : undefined));
}

/** The sending a webhook names: by the gateway's payout id, else by our reference (the order code). */
export async function sendingByRef(db: DbOrTx, gatewayId: number, ref: string, reference: string | null) {
  const [byRef] = await db
    .select()
    .from(gatewayPayouts)
    .where(and(eq(gatewayPayouts.gatewayId, gatewayId), eq(gatewayPayouts.gatewayRef, ref)));
  if (byRef || !reference) return byRef;
  const [byKey] = await db
    .select()
    .from(gatewayPayouts)
    .where(and(eq(gatewayPayouts.gatewayId, gatewayId), eq(gatewayPayouts.idempotencyKey, reference)));
  return byKey;
}

/** The payout a sending is for (the payouts module's row, read only here). */
export async function payoutOf(db: DbOrTx, payoutId: number) {
  const [row] = await db.select().from(payoutOrders).where(eq(payoutOrders.id, payoutId));
  return row;
}

/** Gateway sendings and checks due: the job's backlog (bo_job_queue_depth, docs/operations/metrics.md). */
export async function dueSendingCount(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gatewayPayouts)
    .where(and(isNotNull(gatewayPayouts.nextCheckAt), lte(gatewayPayouts.nextCheckAt, now)));
  return row?.n ?? 0;
}
