import type { AuditRecordRow, Role } from '../../contract/index.ts';
import { decide } from '../../lib/routes/match.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

/**
 * A stored value as one line of text: strings as they are, null as a dash, anything else as JSON.
 * Generic on purpose: the log shows the fields of any action, those added later included.
 */
export function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v === '' ? '""' : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** The list page of a target and the filter that finds it there, by kind (a user by the list of its role). */
function targetPlace(
  row: Pick<AuditRecordRow, 'targetType' | 'targetId' | 'targetRole'>,
): { path: string; query: Record<string, string> } | undefined {
  const id = row.targetId;
  switch (row.targetType) {
    case 'order':
      return { path: '/order/list', query: { orderCode: id } };
    case 'payout':
      return { path: '/payProxyOrder/list', query: { orderCode: id } };
    case 'payoutBatch':
      return { path: '/payoutBatch/list', query: { batchNo: id } };
    case 'user':
      if (row.targetRole === 'merchant') return { path: '/merchants/list', query: { account: id } };
      if (row.targetRole === 'supplier') return { path: '/supplier/list', query: { account: id } };
      if (row.targetRole === '') return undefined;
      return { path: '/setting/users', query: { account: id } };
    default:
      return undefined;
  }
}

/**
 * Where the target's page is for this viewer: the route itself or its customer service / read-only
 * variant, whichever the role may open; undefined when there is none (a link never leads to /401).
 */
export function targetHref(
  row: Pick<AuditRecordRow, 'targetType' | 'targetId' | 'targetRole'>,
  role: Role | undefined,
  routes: readonly AppRoute[],
): string | undefined {
  const place = targetPlace(row);
  if (!place || row.targetId === '') return undefined;
  const path = [place.path, `${place.path}/customerService`, `${place.path}/readonly`].find(
    (p) => decide(routes, p, role).kind === 'allow',
  );
  return path ? `${path}?${new URLSearchParams(place.query).toString()}` : undefined;
}
