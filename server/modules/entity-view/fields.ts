import type { EntityField, EntityLink, EntityType } from '../../../src/contract/index.ts';

/**
 * Keys of stored JSON (audit before/after, order payer, batch rules) whose text values could be a
 * credential: shown as hidden whatever module wrote them. Flags such as `passwordChanged: true` stay.
 */
const secretKey = /password|secret|token|hash|^key$|merchantkey|monitorkey|apikey/i;

export const hiddenText = '[hidden]';

export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      secretKey.test(k) && typeof v === 'string' && v !== '' ? hiddenText : maskSecrets(v),
    ]),
  );
}

export interface FieldRules {
  /** Minor units of money. */
  money?: readonly string[];
  /** Selected as "is one set" (repository.ts): the app shows only that. */
  secret?: readonly string[];
}

function fieldOf(name: string, value: unknown, rules: FieldRules): EntityField {
  if (rules.secret?.includes(name)) return { name, value: value === true, kind: 'secret' };
  if (rules.money?.includes(name)) return { name, value: typeof value === 'number' ? value : null, kind: 'money' };
  if (value instanceof Date) return { name, value: value.toISOString(), kind: 'time' };
  if (value === null || value === undefined) return { name, value: null, kind: name.endsWith('At') ? 'time' : 'text' };
  if (typeof value === 'boolean') return { name, value, kind: 'bool' };
  if (typeof value === 'number') return { name, value, kind: 'number' };
  if (typeof value === 'string') return { name, value, kind: 'text' };
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return { name, value: value.join(', '), kind: 'text' };
  return { name, value: JSON.stringify(maskSecrets(value)), kind: 'json' };
}

/** The row's columns in the order the repository selected them. */
export function fieldsOf(row: Record<string, unknown>, rules: FieldRules = {}): EntityField[] {
  return Object.entries(row).map(([name, value]) => fieldOf(name, value, rules));
}

export const link = (type: EntityType, id: number | string, label: string, relation: string): EntityLink => ({
  type,
  id: String(id),
  label,
  relation,
});

export function userLink(
  user: { id: number; account: string; nickname: string } | null,
  relation: string,
): EntityLink[] {
  return user
    ? [
        link(
          'user',
          user.id,
          user.nickname && user.nickname !== user.account ? `${user.account} (${user.nickname})` : user.account,
          relation,
        ),
      ]
    : [];
}

export function resourceLink(
  r: { id: number; type: string; bankName: string; accountName: string } | null,
  relation = 'receivingAccount',
): EntityLink[] {
  return r
    ? [link('resource', r.id, `#${r.id} ${[r.type, r.bankName, r.accountName].filter(Boolean).join(' · ')}`, relation)]
    : [];
}
