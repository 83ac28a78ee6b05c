import { sql } from 'drizzle-orm';
import { FundReason, type CreatedPayout } from '../../../src/contract/index.ts';
import { products } from '../../../server/db/schema.ts';
import { applyBalanceChange } from '../../../server/modules/ledger/balance-change.ts';
import type { Envelope, TestBackend } from './backend.ts';
import { rows, signed, type TestMerchant } from './order-fixtures.ts';

/** Shared by the payout-*.test.ts files: payout products, money and the ledger check. */
let serial = 0;

export async function makePayoutProduct(b: TestBackend, currency = 'INR', id?: number): Promise<number> {
  const pid = id ?? 80_000 + serial++ * 7 + Math.floor(Math.random() * 7);
  await b.db
    .insert(products)
    .values({ id: pid, name: `Payout product ${pid}`, kind: 'payout', resourceType: 'indiaAutoPayout', currency })
    .onConflictDoNothing();
  return pid;
}

export async function fund(b: TestBackend, userId: number, amount: number): Promise<void> {
  await b.db.transaction((tx) =>
    applyBalanceChange(tx, { userId, amount, reason: FundReason.addBalance, now: b.clock.now(), remark: 'Test funds' }),
  );
}

export const bankPayee = {
  name: 'Ravi Kumar',
  cardNumber: '12345678901234',
  bankBranch: 'HDFC Bank, Pune',
  address: 'Pune, MH',
  ifsc: 'HDFC0001234',
  upi: 'ravi@okhdfc',
};

export function payoutParams(
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
    notifyUrl: 'https://merchant.example/payout',
    ...bankPayee,
    ...extra,
  };
}

export async function postPayout(
  b: TestBackend,
  body: Record<string, unknown>,
  ip = '127.0.0.1',
): Promise<Envelope<CreatedPayout> & { status: number }> {
  const res = await b.app.inject({ method: 'POST', url: '/v1.0/api/payout/create', payload: body, remoteAddress: ip });
  return { ...(res.json() as Envelope<CreatedPayout>), status: res.statusCode };
}

export const apiPayout = (
  b: TestBackend,
  m: TestMerchant,
  productId: number,
  mchOrderNo: string,
  amount: number,
  extra: Record<string, unknown> = {},
) => postPayout(b, signed(m, payoutParams(m, productId, mchOrderNo, amount, extra)));

/** Users whose balance is not the sum of their fund records (should be none). */
export function ledgerMismatches(b: TestBackend) {
  return rows<{ user_id: number; balance: string; total: string }>(
    b,
    sql`select bl.user_id, bl.balance, coalesce(f.total, 0) as total from balances bl
        left join (select user_id, sum(amount) as total from fund_records group by user_id) f on f.user_id = bl.user_id
        where bl.balance <> coalesce(f.total, 0)`,
  );
}
