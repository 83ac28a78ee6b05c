import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { canCall, systemConfigCalls, type Role } from '../../contract/index.ts';
import { systemFlagQueryOptions } from '../../lib/system-flags.ts';
import styles from './app-layout.module.css';

/**
 * EnableService off: staff (the roles that may read it) see why no new orders arrive. Re-read every
 * minute, so a switch made on another device shows without a reload; saving it here refreshes at once.
 */
export function ServiceBanner({ role }: { role: Role | undefined }) {
  const { t } = useLingui();
  const enabled = canCall(systemConfigCalls.getEnableService.access, role);
  const service = useQuery({
    ...systemFlagQueryOptions('EnableService'),
    enabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  if (!enabled || service.data !== false) return null;
  return (
    <div role="status" className={styles.serviceOff} data-testid="service-off-banner">
      {t({
        id: 'shell.serviceOff',
        message: 'Service is off: new collection and payout orders are refused (Global configuration, Service on).',
      })}
    </div>
  );
}
