import type { I18n } from '@lingui/core';
import type { AuditRecordRow, Role } from '../../contract/index.ts';
import { fieldLabel, recordValueText, type RecordKind } from '../../lib/i18n/record-words.ts';
import { decide } from '../../lib/routes/match.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

const kindOf = (targetType: AuditRecordRow['targetType']): RecordKind =>
  targetType === 'order' ||
  targetType === 'payout' ||
  targetType === 'user' ||
  targetType === 'ipRule' ||
  targetType === 'callback'
    ? targetType
    : 'other';

/**
 * A field of a record's before/after in the app's words (decision 119): its label ("Applies to",
 * not `scope`) and its value (a status by name, not its number). Fields added later still show,
 * their name made readable.
 */
export function changeText(i18n: I18n, row: Pick<AuditRecordRow, 'targetType'>, field: string, v: unknown) {
  return { label: fieldLabel(i18n, field), value: recordValueText(i18n, kindOf(row.targetType), field, v) };
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
