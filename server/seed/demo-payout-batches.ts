import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PayoutBatchStatus, type PayoutBatchTemplateId } from '../../src/contract/api/payout-batches.ts';
import { PayoutStatus } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { payoutBatches, payoutOrders, products, resources } from '../db/schema.ts';
import { payoutResourceTypes } from '../modules/payout-batches/records.ts';

const minute = 60_000;
const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

interface Plan {
  status: number;
  orderStatus: number;
  templateId: PayoutBatchTemplateId;
  /** Only orders the resource's supplier already paid (a confirmed batch must not move money). */
  ownOnly: boolean;
  limit: number;
}

const plans: Plan[] = [
  {
    status: PayoutBatchStatus.created,
    orderStatus: PayoutStatus.waitingForProcessing,
    templateId: 'indiaNeftImps',
    ownOnly: false,
    limit: 500,
  },
  {
    status: PayoutBatchStatus.exported,
    orderStatus: PayoutStatus.readyToProcess,
    templateId: 'indiaUpiBulk',
    ownOnly: false,
    limit: 500,
  },
  {
    status: PayoutBatchStatus.confirmed,
    orderStatus: PayoutStatus.paymentCompleted,
    templateId: 'genericCsv',
    ownOnly: true,
    limit: 8,
  },
];

/**
 * Demo batches (decision 039): the seeded payouts Waiting for processing and Ready to process
 * are put in batches of the first enabled payout account of their product's type (created and
 * exported), and a few payouts a supplier completed form a confirmed batch. Nothing is drawn from
 * the seed's generator and no money moves: the orders' fund records are already seeded.
 */
export async function seedPayoutBatches(db: DbOrTx, now: Date): Promise<void> {
  let serial = 0;
  for (const type of payoutResourceTypes) {
    const [resource] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.type, type), eq(resources.state, 0), isNull(resources.deletedAt)))
      .orderBy(asc(resources.id))
      .limit(1);
    if (!resource) continue;
    const productIds = (await db.select({ id: products.id }).from(products).where(eq(products.resourceType, type))).map(
      (p) => p.id,
    );
    if (productIds.length === 0) continue;
    for (const plan of plans) {
      const orders = await db
        .select({
          id: payoutOrders.id,
          amount: payoutOrders.amount,
          createdAt: payoutOrders.createdAt,
          completedAt: payoutOrders.completedAt,
        })
        .from(payoutOrders)
        .where(
          and(
            eq(payoutOrders.status, plan.orderStatus),
            inArray(payoutOrders.productId, productIds),
            isNull(payoutOrders.batchId),
            plan.ownOnly ? eq(payoutOrders.supplierId, resource.supplierId) : undefined,
          ),
        )
        .orderBy(asc(payoutOrders.createdAt), asc(payoutOrders.id))
        .limit(plan.limit);
      if (orders.length === 0) continue;
      serial += 1;
      const last = Math.max(...orders.map((o) => o.createdAt.getTime()));
      const created = new Date(Math.min(last + minute, now.getTime()));
      const finished =
        plan.status === PayoutBatchStatus.confirmed
          ? new Date(Math.max(...orders.map((o) => o.completedAt?.getTime() ?? last)))
          : null;
      const exported =
        plan.status === PayoutBatchStatus.created
          ? null
          : new Date(Math.min(created.getTime() + minute, finished?.getTime() ?? now.getTime()));
      const batchNo = `PB${yyyymmdd(created)}9${String(serial).padStart(5, '0')}`;
      const format = plan.templateId === 'genericCsv' ? 'csv' : 'xlsx';
      const [batch] = await db
        .insert(payoutBatches)
        .values({
          batchNo,
          templateId: plan.templateId,
          resourceId: resource.id,
          supplierId: resource.supplierId,
          status: plan.status,
          maxOrders: 500,
          orderCount: orders.length,
          totalAmount: orders.reduce((s, o) => s + o.amount, 0),
          fileName: exported ? `${batchNo}_${plan.templateId}.${format}` : '',
          exportCount: exported ? 1 : 0,
          createdAt: created,
          updatedAt: finished ?? exported ?? created,
          exportedAt: exported,
          finishedAt: finished,
        })
        .returning({ id: payoutBatches.id });
      await db
        .update(payoutOrders)
        .set({ batchId: batch!.id, supplierId: resource.supplierId })
        .where(
          inArray(
            payoutOrders.id,
            orders.map((o) => o.id),
          ),
        );
    }
  }
}
