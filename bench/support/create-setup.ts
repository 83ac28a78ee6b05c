import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { rows } from './postgres.ts';

/**
 * A product of its own for a create run (bench:orders, bench/create-profile.ts): 20 accounts
 * without limits on five suppliers, so allocation always finds one. merchant01's demo IP whitelist
 * already lets in the loopback address the creates come from.
 */
export async function createSetup(db: Db, product: number, name: string): Promise<{ merchantId: number; key: string }> {
  await db.execute(
    sql`insert into products (id, name, kind, resource_type, currency) values (${product}, ${name}, 'collection', 'opt', 'INR')`,
  );
  const [m] = await rows<{ id: number; key: string }>(
    db,
    sql`select id, merchant_key as key from users where account = 'merchant01'`,
  );
  await db.execute(
    sql`insert into user_products (user_id, product_id, rate, fixed_fee) values (${m!.id}, ${product}, 250, 0)`,
  );
  const suppliers = await rows<{ id: number }>(
    db,
    sql`select id from users where role = 'supplier' and status = 0 and accept_orders order by id limit 5`,
  );
  for (const s of suppliers) {
    await db.execute(
      sql`insert into user_products (user_id, product_id, rate, fixed_fee) values (${s.id}, ${product}, 100, 0) on conflict do nothing`,
    );
    await db.execute(sql`update balances set balance = balance + 100000000000 where user_id = ${s.id}`);
    for (let i = 0; i < 4; i++) {
      await db.execute(sql`insert into resources (supplier_id, product_id, type, state, monitor_state, max_concurrent, daily_count_limit, daily_amount_limit, min_order_balance)
        values (${s.id}, ${product}, 'opt', 0, 1, 1000000, 0, 0, 0)`);
    }
  }
  return { merchantId: m!.id, key: m!.key };
}
