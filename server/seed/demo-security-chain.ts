import { and, desc, eq, gte, inArray, ne, notExists, sql } from 'drizzle-orm';
import { isRole } from '../../src/contract/roles.ts';
import { OrderStatus } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { bankStatements, orders, resources, users, webRecords } from '../db/schema.ts';
import { audit } from '../modules/audit-log/index.ts';

const minute = 60_000;
const paid = [OrderStatus.successful, OrderStatus.callbackSuccessful, OrderStatus.callbackFailed];

type Device = { id: number; supplierId: number; cardNumber: string };
/** [minutes after the start, direction (0 in, 1 out, 2 reversal), amount in paise]. */
type Step = [number, 0 | 1 | 2, number];

/**
 * SMS records with balances (docs/decisions/034-security-chain.md), so the chain pages show every case
 * with the default settings (trusted from 3 records, incomes from ₹1,000 checked, 5 records in 30 minutes):
 * - account A: a chain of 6 whose last income (₹1,500.25) is reliable, then a gap of exactly the amount of
 *   an order paid by hand (leak fill) meanwhile, which is the chain supplement; then an open chain of 4
 *   (trusted; its ₹2,000.75 income is unverified: only 4 records in its 30 minutes);
 * - account B: an open chain of 2 (too short).
 * Amounts carry paise, so no income fits a waiting order by chance. No random draws.
 */
export async function seedSecurityChains(db: DbOrTx, now: Date): Promise<void> {
  const devices: Device[] = await db
    .select({ id: resources.id, supplierId: resources.supplierId, cardNumber: resources.cardNumber })
    .from(resources)
    .where(ne(resources.monitorKey, ''))
    .orderBy(resources.id);
  if (devices.length === 0) return;
  const confirmedBy = (code: typeof orders.orderCode) => [
    notExists(
      db
        .select({ one: sql`1` })
        .from(bankStatements)
        .where(eq(bankStatements.matchedOrderCode, code)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(webRecords)
        .where(eq(webRecords.matchedOrderCode, code)),
    ),
  ];
  const [leakFill] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.supplementStatus, 1),
        inArray(orders.status, paid),
        inArray(
          orders.resourceId,
          devices.map((d) => d.id),
        ),
        gte(orders.createdAt, new Date(now.getTime() - 20 * 86_400_000)),
        ...confirmedBy(orders.orderCode),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  const a = devices.find((d) => d.id === leakFill?.resourceId) ?? devices[0]!;
  const b = devices.find((d) => d.id !== a.id);
  // The gap is the order's payment: its last good record 20 minutes before the order, the next 15 after.
  const gapAt = leakFill ? leakFill.createdAt.getTime() : now.getTime() - 3 * 60 * minute;
  const missing = leakFill ? leakFill.payableAmount : 250_050;

  const rows: (typeof bankStatements.$inferInsert)[] = [];
  let seq = 0;
  const chain = (d: Device, startAt: number, opening: number, steps: Step[]) => {
    let balance = opening;
    for (const [at, direction, amount] of steps) {
      balance += direction === 1 ? -amount : amount;
      const receivedAt = new Date(startAt + at * minute);
      const word = direction === 0 ? 'Credited' : direction === 1 ? 'Debited' : 'Reversed';
      rows.push({
        resourceId: d.id,
        supplierId: d.supplierId,
        direction,
        amount,
        balance,
        utr: direction === 0 ? String(880_000_000_000 + seq) : null,
        cardNumber: d.cardNumber,
        sender: 'HDFCBK',
        content: `${word} INR ${(amount / 100).toFixed(2)} a/c XX${d.cardNumber.slice(-4)}. Avl Bal INR ${(balance / 100).toFixed(2)}`,
        deviceMessageId: `chain-demo-${++seq}`,
        receivedAt,
        createdAt: receivedAt,
      });
    }
    return balance;
  };
  const afterFirst = chain(a, gapAt - 40 * minute, 5_234_000, [
    [0, 0, 45_010],
    [4, 0, 72_020],
    [8, 1, 30_000],
    [12, 0, 61_030],
    [16, 2, 12_540],
    [20, 0, 150_025],
  ]);
  chain(a, gapAt + 15 * minute, afterFirst + missing, [
    [0, 0, 38_070],
    [4, 1, 20_000],
    [8, 0, 200_075],
    [12, 0, 51_080],
  ]);
  if (b)
    chain(b, now.getTime() - 50 * minute, 1_830_000, [
      [0, 0, 99_990],
      [6, 1, 45_000],
    ]);
  await db.insert(bankStatements).values(rows);

  // Who supplemented the order: the audit record the supplement call writes.
  if (leakFill) {
    const [staff] = await db
      .select({ id: users.id, account: users.account, role: users.role })
      .from(users)
      .where(eq(users.account, 'admin0001'));
    const at = leakFill.completedAt ?? leakFill.updatedAt;
    await audit(
      db,
      {
        auth: staff && isRole(staff.role) ? { user: { ...staff, role: staff.role } } : null,
        ip: '127.0.0.1',
        clock: { now: () => at },
      },
      'order.supplement',
      leakFill.orderCode,
      { status: OrderStatus.allocated, utr: null },
      { status: leakFill.status, utr: leakFill.utr, supplementStatus: 1 },
    );
  }
}
