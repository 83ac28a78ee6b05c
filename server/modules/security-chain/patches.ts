import { sql } from 'drizzle-orm';
import { OrderStatus, type CallParsed, type SecurityPatchPage, type SecurityPatchRow, type securityChainCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { chainCtes, chainKeyOf } from './chain-sql.ts';
import { rowsOf } from './chains.ts';
import { readSecuritySettings, windowStartOf } from './settings.ts';

type ListInput = CallParsed<typeof securityChainCalls.getPatchList>;
type Row = Record<string, unknown>;

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const paid = [OrderStatus.successful, OrderStatus.callbackSuccessful, OrderStatus.callbackFailed];

function toPatch(r: Row, limit: number): SecurityPatchRow {
  const index = num(r.index_in_gap);
  return {
    orderCode: String(r.order_code),
    amount: num(r.payable_amount),
    resourceId: num(r.resource_id),
    supplierName: String(r.supplier_name ?? ''),
    bankName: String(r.bank_name ?? ''),
    cardTail: String(r.card_number ?? '').slice(-4),
    utr: (r.utr as string | null) ?? null,
    operator: String(r.operator ?? ''),
    supplementTime: iso(r.completed_at),
    gap: { fromId: num(r.prev_id), toId: num(r.id), fromTime: iso(r.prev_at), toTime: iso(r.received_at), missingAmount: num(r.missing) },
    indexInGap: index,
    withinLimit: index <= limit,
  };
}

/**
 * GET /v1.0/securityNodes/getPatchList: chain supplements, derived from the records rather than
 * stored (docs/decisions.md "Security chain"): an order of the gap's chain key paid by hand
 * (supplement status 1) that no SMS, web or USDT record confirmed, created between lookForwardMinutes
 * before the gap's last good record and the record after the gap. The first
 * FixSecurityChainSupplementLimit of a gap are within the limit; the rest are flagged.
 */
export async function listPatches(input: ListInput, ctx: AuthedContext): Promise<SecurityPatchPage> {
  const s = await readSecuritySettings(ctx.db);
  const start = windowStartOf(s, ctx.clock.now());
  const end = input.endTime ? new Date(input.endTime.getTime() + 1000) : undefined;
  const rows = await rowsOf(
    ctx.db,
    sql`${chainCtes(s, start, undefined)},
    gaps as (select id, prev_id, prev_at, received_at, missing, chain_key from marked where link = 'gap'),
    patches as (
      select g.*, o.order_code, o.payable_amount, o.resource_id, o.supplier_id, o.utr, o.completed_at,
        row_number() over (partition by g.id order by o.completed_at, o.order_code) as index_in_gap
      from gaps g
      join orders o on o.supplement_status = 1 and o.completed_at is not null
        and o.status in (${sql.join(paid.map((p) => sql`${p}`), sql`, `)})
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
  const limit = s.fixSecurityChainSupplementLimit;
  return { list: rows.map((r) => toPatch(r, limit)), total: num(rows[0]?.total), pageIndex: input.pageIndex, pageNum: input.pageNum, supplementLimit: limit };
}
