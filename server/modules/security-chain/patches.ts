import {
  type CallParsed,
  type SecurityPatchPage,
  type SecurityPatchRow,
  type securityChainCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { patchRows, type Row } from './repository.ts';
import { readSecuritySettings, windowStartOf } from './settings.ts';

type ListInput = CallParsed<typeof securityChainCalls.getPatchList>;

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

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
    gap: {
      fromId: num(r.prev_id),
      toId: num(r.id),
      fromTime: iso(r.prev_at),
      toTime: iso(r.received_at),
      missingAmount: num(r.missing),
    },
    indexInGap: index,
    withinLimit: index <= limit,
  };
}

/**
 * GET /v1.0/securityNodes/getPatchList: chain supplements, derived from the records rather than
 * stored (docs/decisions/034-security-chain.md): an order of the gap's chain key paid by hand
 * (supplement status 1) that no SMS, web or USDT record confirmed, created between lookForwardMinutes
 * before the gap's last good record and the record after the gap. The first
 * FixSecurityChainSupplementLimit of a gap are within the limit; the rest are flagged.
 */
export async function listPatches(input: ListInput, ctx: AuthedContext): Promise<SecurityPatchPage> {
  const s = await readSecuritySettings(ctx.db);
  const start = windowStartOf(s, ctx.clock.now());
  const end = input.endTime ? new Date(input.endTime.getTime() + 1000) : undefined;
  const rows = await patchRows(ctx.db, s, start, { ...input, end });
  const limit = s.fixSecurityChainSupplementLimit;
  return {
    list: rows.map((r) => toPatch(r, limit)),
    total: num(rows[0]?.total),
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
    supplementLimit: limit,
  };
}
