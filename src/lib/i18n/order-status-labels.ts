import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatusName } from '../../contract/index.ts';

/** Labels of product 4's order statuses (`enum.orderStatus.*`), one per OrderStatus of the contract. */
export const orderStatusLabels = {
  created: msg({ id: 'enum.orderStatus.created', message: 'Created' }),
  allocated: msg({ id: 'enum.orderStatus.allocated', message: 'Allocated' }),
  timedOut: msg({ id: 'enum.orderStatus.timedOut', message: 'Timed out' }),
  callbackSuccessful: msg({ id: 'enum.orderStatus.callbackSuccessful', message: 'Callback successful' }),
  callbackFailed: msg({ id: 'enum.orderStatus.callbackFailed', message: 'Callback failed' }),
  successful: msg({ id: 'enum.orderStatus.successful', message: 'Successful' }),
  processing: msg({ id: 'enum.orderStatus.processing', message: 'Processing' }),
  rejecting: msg({ id: 'enum.orderStatus.rejecting', message: 'Rejecting' }),
  rejected: msg({ id: 'enum.orderStatus.rejected', message: 'Rejected' }),
  toBeConfirmed: msg({ id: 'enum.orderStatus.toBeConfirmed', message: 'To be confirmed' }),
  allocationFailed: msg({ id: 'enum.orderStatus.allocationFailed', message: 'Allocation failed' }),
  creating: msg({ id: 'enum.orderStatus.creating', message: 'Creating' }),
  submitted: msg({ id: 'enum.orderStatus.submitted', message: 'Submitted' }),
  failed: msg({ id: 'enum.orderStatus.failed', message: 'Failed' }),
} satisfies Record<OrderStatusName, MessageDescriptor>;

/** Tag colour of a status: paid green, ended badly red, waiting orange, under way blue. */
export const orderStatusColors: Record<OrderStatusName, 'success' | 'danger' | 'warning' | 'primary' | 'default'> = {
  created: 'default',
  allocated: 'primary',
  timedOut: 'danger',
  callbackSuccessful: 'success',
  callbackFailed: 'warning',
  successful: 'success',
  processing: 'primary',
  rejecting: 'warning',
  rejected: 'danger',
  toBeConfirmed: 'warning',
  allocationFailed: 'danger',
  creating: 'default',
  submitted: 'primary',
  failed: 'danger',
};
