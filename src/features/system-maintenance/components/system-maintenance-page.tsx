import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { canCall, systemConfigCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { ActionCard } from './action-card.tsx';
import styles from './system-maintenance.module.css';

/**
 * /systemConfig-admin (superAdmin) and /systemConfig-admin/readonly (technicalMaintenance): the
 * two maintenance actions of product 7.9, each checked first (dry run), then applied with a Google code.
 */
export function SystemMaintenancePage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canApply = !route.readOnly && canCall(systemConfigCalls.fixSystemResources.access, role);
  return (
    <div className={styles.page}>
      <ActionCard
        action="fixSystemResources"
        title={t({ id: 'systemMaintenance.titles.fix', message: 'Fix system resources' })}
        summary={t({
          id: 'systemMaintenance.texts.fixSummary',
          message:
            "Recounts every supplier's reserved balance from its unpaid orders and releases order locks left outside Rejecting.",
        })}
        applyTitle={msg({ id: 'systemMaintenance.actions.applyFix', message: 'Apply fix' })}
        canApply={canApply}
      />
      <ActionCard
        action="resetSystemResourcePool"
        title={t({ id: 'systemMaintenance.titles.reset', message: 'Reset the resource pool' })}
        summary={t({
          id: 'systemMaintenance.texts.resetSummary',
          message:
            'Puts receiving accounts back in their right pool state: a future turn mark cleared, a deleted account disabled, a silent device marked offline.',
        })}
        applyTitle={msg({ id: 'systemMaintenance.actions.applyReset', message: 'Apply reset' })}
        canApply={canApply}
      />
    </div>
  );
}
