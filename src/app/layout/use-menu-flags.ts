import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../contract/index.ts';
import type { MenuFlags } from '../../lib/routes/menu.ts';
import { systemFlagQueryOptions } from '../../lib/system-flags.ts';

/**
 * The two supplier menu switches of product 2.9 and 6. Only suppliers ask; while loading, after a
 * failed fetch and for null the entry stays visible: only an explicit `false` hides it.
 */
export function useMenuFlags(role: Role | undefined): MenuFlags {
  const enabled = role === 'supplier';
  const sms = useQuery({ ...systemFlagQueryOptions('SupplierSmsRecordEnable'), enabled });
  const web = useQuery({ ...systemFlagQueryOptions('SupplierWebMessageEnable'), enabled });
  return { smsRecords: sms.data !== false, webMessages: web.data !== false };
}
