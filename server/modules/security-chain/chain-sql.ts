import { sql, type SQL } from 'drizzle-orm';
import type { SecuritySettings } from './settings.ts';

// The SQL text builder of the security-chain repository: fragments only, used by repository.ts alone.

/** Whole minutes, written into the SQL text: a window frame's offset may not be a bound parameter everywhere. */
const minutes = (n: number) => sql.raw(`interval '${Math.max(0, Math.trunc(n))} minutes'`);

/**
 * The chain key of a record's account: the receiving account, or (type 1) its bank card, so
 * several accounts watching one card share one chain. `b` is bank_statements, `r` its resource.
 */
export function chainKeyOf(s: SecuritySettings, r = sql.raw('r'), resourceId = sql.raw('b.resource_id')): SQL {
  return s.type === 1
    ? sql`case when ${r}.card_number <> '' then 'c:' || ${r}.card_number else 'r:' || ${resourceId} end`
    : sql`'r:' || ${resourceId}`;
}

/**
 * The CTEs every security-chain read starts from (docs/decisions/034-security-chain.md): the records
 * with a balance of the last messageMaxCacheTime days, each linked to the one before it in its
 * chain key (received time, then id):
 * - `marked`: link 'start' (first), 'gap' (balance <> previous balance + amount; missing = the
 *   difference), 'idle' (fits, but came more than messageInSecurityChainCacheTime minutes later), 'link';
 * - `chained`: chain_no (a new chain at every non-link), first_id, pos in the chain, size, and
 *   `recent` (chain records within minReliableCheckTimeRange minutes up to it), and the record's check.
 * `where` narrows the records read (supplier, account, one chain key).
 */
export function chainCtes(s: SecuritySettings, windowStart: Date, where: SQL | undefined): SQL {
  return sql`
  with base as (
    select b.id, b.resource_id, b.supplier_id, b.direction, b.amount::bigint as amount, b.balance::bigint as balance,
      b.received_at, b.utr, b.matched_order_code,
      case when b.direction = 1 then -b.amount else b.amount end as signed,
      ${chainKeyOf(s)} as chain_key
    from bank_statements b join resources r on r.id = b.resource_id
    where b.balance is not null and b.received_at >= ${windowStart}${where ? sql` and ${where}` : sql``}
  ),
  linked as (
    select base.*, lag(balance) over w as prev_balance, lag(received_at) over w as prev_at, lag(id) over w as prev_id
    from base window w as (partition by chain_key order by received_at, id)
  ),
  marked as (
    select linked.*,
      case when prev_id is null then 'start'
           when balance <> prev_balance + signed then 'gap'
           when received_at - prev_at > ${minutes(s.messageInSecurityChainCacheTime)} then 'idle'
           else 'link' end as link,
      case when prev_id is not null then balance - signed - prev_balance end as missing
    from linked
  ),
  numbered as (
    select marked.*, sum(case when link = 'link' then 0 else 1 end) over (partition by chain_key order by received_at, id rows unbounded preceding) as chain_no
    from marked
  ),
  positioned as (
    select numbered.*,
      first_value(id) over c as first_id,
      row_number() over c as pos,
      count(*) over (partition by chain_key, chain_no) as size,
      count(*) over (partition by chain_key, chain_no order by received_at range between ${minutes(s.minReliableCheckTimeRange)} preceding and current row) as recent
    from numbered window c as (partition by chain_key, chain_no order by received_at, id rows between unbounded preceding and unbounded following)
  ),
  chained as (
    select positioned.*,
      case when ${sql.raw(s.systemCheck ? 'false' : 'true')} or direction <> 0 or amount < ${s.minReliableCheckAmount} then 'notChecked'
           when pos >= ${s.minReliableChainSize} and recent >= ${s.minReliableCheckSize} then 'reliable'
           else 'unverified' end as "check"
    from positioned
  )`;
}
