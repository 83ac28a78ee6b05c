import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemConfigCalls, type Role } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import type { MenuFlags } from '../../lib/routes/menu.ts';

type FlagKey = 'SupplierSmsRecordEnable' | 'SupplierWebMessageEnable';

const flagQuery = (key: FlagKey) =>
  queryOptions({
    queryKey: ['systemConfig', 'detail', key],
    queryFn: () => request(systemConfigCalls[`get${key}`], {}),
    staleTime: 5 * 60_000,
    // A failure counts as "shown" anyway (spec 6), so there is nothing to gain from retrying.
    retry: false,
  });

/**
 * The two supplier menu switches of spec 2.9 and 6. Only suppliers ask; while loading, after a
 * failed fetch and for null the entry stays visible: only an explicit `false` hides it.
 */
export function useMenuFlags(role: Role | undefined): MenuFlags {
  const enabled = role === 'supplier';
  const sms = useQuery({ ...flagQuery('SupplierSmsRecordEnable'), enabled });
  const web = useQuery({ ...flagQuery('SupplierWebMessageEnable'), enabled });
  return { smsRecords: sms.data !== false, webMessages: web.data !== false };
}
