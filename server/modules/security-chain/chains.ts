import { sql, type SQL } from 'drizzle-orm';
import {
  Code,
  type CallParsed,
  type ChainLink,
  type ChainState,
  type RecordCheck,
  type SecurityChainPage,
  type SecurityChainRecord,
  type SecurityChainRow,
  type securityChainCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { chainCtes, chainKeyOf } from './chain-sql.ts';
import { readSecuritySettings, windowStartOf } from './settings.ts';

type ListInput = CallParsed<typeof securityChainCalls.getChainList>;
type Row = Record<string, unknown>;

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

export async function rowsOf(db: DbOrTx, query: SQL): Promise<Row[]> {
  const res = await db.execute(query);
  return (res as unknown as { rows: Row[] }).rows;
}

/** Supplier and account narrow the records read; they never split a chain key's records in type 0. */
function recordFilter(input: { supplierId?: number; resourceId?: number }): SQL | undefined {
  const parts = [input.supplierId ? sql`b.supplier_id = ${input.supplierId}` : undefined, input.resourceId ? sql`b.resource_id = ${input.resourceId}` : undefined].filter(
    (p): p is SQL => p !== undefined,
  );
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

function toChain(r: Row): SecurityChainRow {
  const gap = r.next_link === 'gap';
  return {
    firstId: num(r.first_id),
    resourceId: num(r.resource_id),
    supplierId: num(r.supplier_id),
    supplierName: String(r.supplier_name ?? ''),
    bankName: String(r.bank_name ?? ''),
    cardTail: String(r.card_number ?? '').slice(-4),
    size: num(r.size),
    firstTime: iso(r.first_at),
    lastTime: iso(r.last_at),
    incomeTotal: num(r.income_total),
    openingBalance: num(r.opening_balance),
    closingBalance: num(r.closing_balance),
    state: r.state as ChainState,
    gapAfter: gap ? { fromId: num(r.last_id), toId: num(r.next_id), fromTime: iso(r.last_at), toTime: iso(r.next_at), missingAmount: num(r.next_missing) } : null,
    endedByPause: r.next_link === 'idle',
    burst: r.burst === true,
    reliableCount: num(r.reliable_count),
    checkedCount: num(r.checked_count),
  };
}

/**
 * GET /v1.0/securityNodes/getChainList: one row a chain, computed in one query over the records
 * (window functions in chain-sql.ts); newest last record first. A chain is broken when the next
 * record of its key opens with a gap; otherwise trusted from minReliableChainSize records.
 */
export async function listChains(input: ListInput, ctx: AuthedContext): Promise<SecurityChainPage> {
  const s = await readSecuritySettings(ctx.db);
  const start = windowStartOf(s, ctx.clock.now());
  const end = input.endTime ? new Date(input.endTime.getTime() + 1000) : undefined;
  const rows = await rowsOf(
    ctx.db,
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
  return {
    list: rows.map(toChain),
    total: num(rows[0]?.total),
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
    minReliableChainSize: s.minReliableChainSize,
    systemCheck: s.systemCheck,
    leakCheckInterval: s.sbLeakCheckInterval,
  };
}

/** GET /v1.0/securityNodes/getChainRecords: the records of the chain that starts at firstId, oldest first. */
export async function chainRecords(input: { firstId: number }, ctx: AuthedContext): Promise<SecurityChainRecord[]> {
  const s = await readSecuritySettings(ctx.db);
  const start = windowStartOf(s, ctx.clock.now());
  // Only the records of the first record's chain key are read.
  const sameKey = sql`${chainKeyOf(s)} = (select ${chainKeyOf(s, sql.raw('r2'), sql.raw('b2.resource_id'))} from bank_statements b2 join resources r2 on r2.id = b2.resource_id where b2.id = ${input.firstId})`;
  const rows = await rowsOf(ctx.db, sql`${chainCtes(s, start, sameKey)} select * from chained where first_id = ${input.firstId} order by received_at, id`);
  if (rows.length === 0) throw new ApiError(Code.notFound, 'errors.securityChainNotFound');
  return rows.map((r, i) => ({
    id: num(r.id),
    receivedTime: iso(r.received_at),
    direction: num(r.direction),
    amount: num(r.amount),
    balance: num(r.balance),
    expectedBalance: r.prev_balance === null || r.prev_balance === undefined ? null : num(r.prev_balance) + num(r.signed),
    // The chain's first record shows how it began (after a gap, a pause, or the account's first).
    link: (i === 0 ? r.link : 'link') as ChainLink,
    check: r.check as RecordCheck,
    utr: (r.utr as string | null) ?? null,
    matchedOrderCode: (r.matched_order_code as string | null) ?? null,
  }));
}
