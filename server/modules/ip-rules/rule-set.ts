import type { DbOrTx } from '../../db/client.ts';
import type { IpGate } from '../../http/context.ts';
import { allRuleFacts } from './repository.ts';
import { ipRefused, RuleIndex } from './rule-index.ts';

/**
 * One instance's copy of the rules. Loaded before the app answers, read again when a change is
 * announced on the live bus (and once a minute, in case an announcement was lost with Redis).
 * Reloads run one after another, so an older read never replaces a newer one.
 */
export function createIpRuleSet(db: DbOrTx): IpGate {
  let index = new RuleIndex([]);
  let chain: Promise<void> = Promise.resolve();
  return {
    assertMerchant(merchantId, ip, log) {
      if (index.merchantAllows(merchantId, ip)) return;
      log.warn({ merchantId, ip }, 'ip whitelist: merchant API call refused');
      throw ipRefused(ip);
    },
    assertStaff(user, ip, log) {
      if (index.staffAllows(user.id, user.role, ip)) return;
      log.warn({ userId: user.id, role: user.role, ip }, 'ip whitelist: staff call refused');
      throw ipRefused(ip);
    },
    refresh() {
      chain = chain
        .catch(() => undefined)
        .then(async () => {
          index = new RuleIndex(await allRuleFacts(db));
        });
      return chain;
    },
  };
}
