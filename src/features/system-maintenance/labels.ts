import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MaintenanceField } from '../../contract/index.ts';

export const fieldLabels: Record<MaintenanceField, MessageDescriptor> = {
  reserved: msg({ id: 'systemMaintenance.fields.reserved', message: 'Reserved balance' }),
  locked: msg({ id: 'systemMaintenance.fields.locked', message: 'Order locked' }),
  lastAllocatedAt: msg({ id: 'systemMaintenance.fields.lastAllocatedAt', message: 'Last order given' }),
  state: msg({ id: 'systemMaintenance.fields.state', message: 'Account state' }),
  monitorState: msg({ id: 'systemMaintenance.fields.monitorState', message: 'Monitor state' }),
};

export const maintenanceLabels = {
  googleCode: msg({ id: 'systemMaintenance.fields.googleCode', message: 'Google code' }),
  supplier: msg({ id: 'systemMaintenance.fields.supplier', message: 'Supplier' }),
  order: msg({ id: 'systemMaintenance.fields.order', message: 'Order' }),
  applyFailed: msg({ id: 'systemMaintenance.errors.applyFailed', message: 'The maintenance was not applied' }),
  enabled: msg({ id: 'systemMaintenance.values.enabled', message: 'Enabled' }),
  disabled: msg({ id: 'systemMaintenance.values.disabled', message: 'Disabled' }),
  yes: msg({ id: 'systemMaintenance.values.yes', message: 'Yes' }),
  no: msg({ id: 'systemMaintenance.values.no', message: 'No' }),
  never: msg({ id: 'systemMaintenance.values.never', message: 'Never (first in turn)' }),
};
