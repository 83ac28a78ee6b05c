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
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { chainRecordRows, chainRows, type Row } from './repository.ts';
import { readSecuritySettings, windowStartOf } from './settings.ts';

type ListInput = CallParsed<typeof securityChainCalls.getChainList>;

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

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
    gapAfter: gap
      ? {
          fromId: num(r.last_id),
          toId: num(r.next_id),
          fromTime: iso(r.last_at),
          toTime: iso(r.next_at),
          missingAmount: num(r.next_missing),
        }
      : null,
    endedByPause: r.next_link === 'idle',
    burst: r.burst === true,
    reliableCount: num(r.reliable_count),
    checkedCount: num(r.checked_count),
  };
}

/**
 * GET /v1.0/securityNodes/getChainList: one row a chain, computed in one query over the records
 * (window functions in chain-sql.ts, run by repository.ts); newest last record first. A chain is broken when the next
 * record of its key opens with a gap; otherwise trusted from minReliableChainSize records.
 */
export async function listChains(input: ListInput, ctx: AuthedContext): Promise<SecurityChainPage> {
  const s = await readSecuritySettings(ctx.db);
  const start = windowStartOf(s, ctx.clock.now());
  const end = input.endTime ? new Date(input.endTime.getTime() + 1000) : undefined;
  const rows = await chainRows(ctx.db, s, start, { ...input, end });
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
  const rows = await chainRecordRows(ctx.db, s, start, input.firstId);
  if (rows.length === 0) throw new ApiError(Code.notFound, 'errors.securityChainNotFound');
  return rows.map((r, i) => ({
    id: num(r.id),
    receivedTime: iso(r.received_at),
    direction: num(r.direction),
    amount: num(r.amount),
    balance: num(r.balance),
    expectedBalance:
      r.prev_balance === null || r.prev_balance === undefined ? null : num(r.prev_balance) + num(r.signed),
    // The chain's first record shows how it began (after a gap, a pause, or the account's first).
    link: (i === 0 ? r.link : 'link') as ChainLink,
    check: r.check as RecordCheck,
    utr: (r.utr as string | null) ?? null,
    matchedOrderCode: (r.matched_order_code as string | null) ?? null,
  }));
}
