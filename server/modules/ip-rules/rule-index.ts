import {
  Code,
  isRole,
  isStaff,
  parseIpRange,
  ipInRange,
  type IpRange,
  type Role,
} from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';

/** A rule as the checks need it: whom it fences and the range it lets in. */
export interface RuleFact {
  scope: string;
  userId: number | null;
  role: string | null;
  address: string;
}

/**
 * The rules grouped by whom they fence. Pure: the live set, and the set a change would leave (the
 * lockout guard), are judged by the same code.
 */
export class RuleIndex {
  private readonly merchants = new Map<number, IpRange[]>();
  private readonly accounts = new Map<number, IpRange[]>();
  private readonly roles = new Map<Role, IpRange[]>();

  constructor(rules: readonly RuleFact[]) {
    for (const r of rules) {
      const range = parseIpRange(r.address);
      // Stored addresses passed the contract; one that does not parse fences without letting anyone in.
      const ranges = typeof range === 'string' ? [] : [range];
      if (r.scope === 'merchant' && r.userId !== null) push(this.merchants, r.userId, ranges);
      else if (r.scope === 'account' && r.userId !== null) push(this.accounts, r.userId, ranges);
      else if (r.scope === 'role' && isRole(r.role)) push(this.roles, r.role, ranges);
    }
  }

  merchantAllows(merchantId: number, ip: string): boolean {
    return allows(this.merchants.get(merchantId), ip);
  }

  /** The account's own rules and its role's rules together: any one of them lets the address in. */
  staffAllows(userId: number, role: Role, ip: string): boolean {
    if (!isStaff(role)) return true;
    const own = this.accounts.get(userId);
    const ofRole = this.roles.get(role);
    if (!own && !ofRole) return true;
    return allows([...(own ?? []), ...(ofRole ?? [])], ip);
  }
}

function push<K>(map: Map<K, IpRange[]>, key: K, ranges: IpRange[]): void {
  const list = map.get(key) ?? [];
  list.push(...ranges);
  map.set(key, list);
}

/** No list: not fenced. A list (even of unreadable rules): only its ranges. */
function allows(ranges: IpRange[] | undefined, ip: string): boolean {
  if (!ranges) return true;
  return ranges.some((r) => ipInRange(ip, r));
}

export function ipRefused(ip: string): ApiError {
  return new ApiError(Code.forbidden, 'errors.ipNotWhitelisted', { ip }, { ip });
}
