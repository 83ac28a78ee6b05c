import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../contract/index.ts';

/** Display names of the roles of product 6 (`enum.roles.*`); `i18n._(roleLabels[role])` shows one. */
export const roleLabels = {
  superAdmin: msg({ id: 'enum.roles.superAdmin', message: 'Super admin' }),
  admin: msg({ id: 'enum.roles.admin', message: 'Admin' }),
  supplier: msg({ id: 'enum.roles.supplier', message: 'Supplier' }),
  merchant: msg({ id: 'enum.roles.merchant', message: 'Merchant' }),
  customerService: msg({ id: 'enum.roles.customerService', message: 'Customer service' }),
  technicalMaintenance: msg({ id: 'enum.roles.technicalMaintenance', message: 'Technical maintenance' }),
  technicalSupport: msg({ id: 'enum.roles.technicalSupport', message: 'Technical support' }),
} satisfies Record<Role, MessageDescriptor>;
