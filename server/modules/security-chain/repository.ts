import { sql, type SQL } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chainCtes, chainKeyOf } from './chain-sql.ts';
import type { SecuritySettings } from './settings.ts';

// Every statement of the security chain: read-only raw SQL over bank_statements (window functions
// of chain-sql.ts, the text builder of this repository). Rows come back as the database names them.

export type Row = Record<string, unknown>;

const paid = [OrderStatus.successful, OrderStatus.callbackSuccessful, OrderStatus.callbackFailed];

async function rowsOf(db: DbOrTx, query: SQL): Promise<Row[]> {
  const res = await db.execute(query);
  return (res as unknown as { rows: Row[] }).rows;
}

/** Supplier and account narrow the records read; they never split a chain key's records in type 0. */
function recordFilter(input: { supplierId?: number; resourceId?: number }): SQL | undefined {
  const parts = [
    input.supplierId ? sql`b.supplier_id = ${input.supplierId}` : undefined,
    input.resourceId ? sql`b.resource_id = ${input.resourceId}` : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

export interface ChainFilter {
  supplierId?: number;
  resourceId?: number;
  state?: string | undefined;
  startTime?: Date | undefined;
  /** Exclusive upper bound of the first record's time. */
  end: Date | undefined;
  pageIndex: number;
  pageNum: number;
}

/** One row a chain (with its page's total), newest last record first. */
export function chainRows(db: DbOrTx, s: SecuritySettings, start: Date, input: ChainFilter): Promise<Row[]> {
  const end = input.end;
  return rowsOf(
    db,
    sql`${chainCtes(s, start, recordFilter(input))},
    chains as (
      select chain_key, chain_no, min(first_id) as first_id, count(*) as size, min(received_at) as first_at, max(received_at) as last_at,
        (array_agg(resource_id order by received_at, id))[1] as resource_id,
        (array_agg(supplier_id order by received_at, id))[1] as supplier_id,
        (array_agg(id order by received_at desc, id desc))[1] as last_id,
        sum(case when direction = 0 then amount else 0 end) as income_total,
        (array_agg(balance - signed order by received_at, id))[1] as opening_balance,
        (array_agg(balance order by received_at desc, id desc))[1] as closing_balance,
        (array_agg(link order by received_at, id))[1] as start_link,
        (array_agg(missing order by received_at, id))[1] as start_missing,
        count(*) filter (where "check" = 'reliable') as reliable_count,
        count(*) filter (where "check" <> 'notChecked') as checked_count
      from chained group by chain_key, chain_no
    ),
    minutes as (
      select chain_key, chain_no, count(*) as n from chained group by chain_key, chain_no, date_trunc('minute', received_at)
    ),
    bursts as (select chain_key, chain_no, max(n) as most from minutes group by chain_key, chain_no),
    ordered as (
      select chains.*,
        lead(start_link) over k as next_link, lead(first_id) over k as next_id,
        lead(first_at) over k as next_at, lead(start_missing) over k as next_missing
      from chains window k as (partition by chain_key order by chain_no)
    ),
    stated as (
      select ordered.*, coalesce(bursts.most, 0) > ${s.perMinuteFreqCount} as burst,
        case when next_link = 'gap' then 'broken' when size >= ${s.minReliableChainSize} then 'trusted' else 'tooShort' end as state
      from ordered left join bursts using (chain_key, chain_no)
    )
    select stated.*, r.bank_name, r.card_number, u.nickname as supplier_name, count(*) over () as total
    from stated left join resources r on r.id = stated.resource_id left join users u on u.id = stated.supplier_id
    where true
      ${input.state ? sql`and stated.state = ${input.state}` : sql``}
      ${input.startTime ? sql`and stated.last_at >= ${input.startTime}` : sql``}
      ${end ? sql`and stated.first_at < ${end}` : sql``}
    order by last_at desc, first_id desc
    limit ${input.pageNum} offset ${(input.pageIndex - 1) * input.pageNum}`,
  );
}

/** The records of the chain that starts at firstId, oldest first. */
export function chainRecordRows(db: DbOrTx, s: SecuritySettings, start: Date, firstId: number): Promise<Row[]> {
  // Only the records of the first record's chain key are read.
  const sameKey = sql`${chainKeyOf(s)} = (select ${chainKeyOf(s, sql.raw('r2'), sql.raw('b2.resource_id'))} from bank_statements b2 join resources r2 on r2.id = b2.resource_id where b2.id = ${firstId})`;
  return rowsOf(
    db,
    sql`${chainCtes(s, start, sameKey)} select * from chained where first_id = ${firstId} order by received_at, id`,
  );
}

export interface PatchFilter {
  supplierId?: number | undefined;
  resourceId?: number | undefined;
  orderCode?: string | undefined;
  startTime?: Date | undefined;
  /** Exclusive upper bound of the supplement time. */
  end: Date | undefined;
  pageIndex: number;
  pageNum: number;
}

/** Chain supplements with their gap (and the page's total), newest supplement first. */
export function patchRows(db: DbOrTx, s: SecuritySettings, start: Date, input: PatchFilter): Promise<Row[]> {
  const end = input.end;
  return rowsOf(
    db,
    sql`${chainCtes(s, start, undefined)},
    gaps as (select id, prev_id, prev_at, received_at, missing, chain_key from marked where link = 'gap'),
    patches as (
      select g.*, o.order_code, o.payable_amount, o.resource_id, o.supplier_id, o.utr, o.completed_at,
        row_number() over (partition by g.id order by o.completed_at, o.order_code) as index_in_gap
      from gaps g
      join orders o on o.supplement_status = 1 and o.completed_at is not null
        and o.status in (${sql.join(
          paid.map((p) => sql`${p}`),
          sql`, `,
        )})
        and o.created_at >= g.prev_at - ${sql.raw(`interval '${Math.trunc(s.lookForwardMinutes)} minutes'`)} and o.created_at <= g.received_at
      join resources r on r.id = o.resource_id and ${chainKeyOf(s, sql.raw('r'), sql.raw('o.resource_id'))} = g.chain_key
      where not exists (select 1 from bank_statements m where m.matched_order_code = o.order_code)
        and not exists (select 1 from web_records w where w.matched_order_code = o.order_code)
    )
    select p.*, r.bank_name, r.card_number, u.nickname as supplier_name,
      (select a.operator_account from audit_records a where a.action = 'order.supplement' and a.target = p.order_code order by a.created_at desc limit 1) as operator,
      count(*) over () as total
    from patches p left join resources r on r.id = p.resource_id left join users u on u.id = p.supplier_id
    where true
      ${input.supplierId ? sql`and p.supplier_id = ${input.supplierId}` : sql``}
      ${input.resourceId ? sql`and p.resource_id = ${input.resourceId}` : sql``}
      ${input.orderCode ? sql`and p.order_code = ${input.orderCode}` : sql``}
      ${input.startTime ? sql`and p.completed_at >= ${input.startTime}` : sql``}
      ${end ? sql`and p.completed_at < ${end}` : sql``}
    order by p.completed_at desc, p.order_code
    limit ${input.pageNum} offset ${(input.pageIndex - 1) * input.pageNum}`,
  );
}
