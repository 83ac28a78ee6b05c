import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PayoutStatus, type PayoutStatusId, type PayoutStatusName } from '../../contract/index.ts';

/** Labels of the payout statuses of product 6 (`enum.payoutStatus.*`), by id. */
export const payoutStatusLabels = {
  [PayoutStatus.awaitingPayment]: msg({ id: 'enum.payoutStatus.awaitingPayment', message: 'Awaiting Payment' }),
  [PayoutStatus.preparingPayment]: msg({ id: 'enum.payoutStatus.preparingPayment', message: 'Preparing Payment' }),
  [PayoutStatus.processingPayment]: msg({ id: 'enum.payoutStatus.processingPayment', message: 'Processing Payment' }),
  [PayoutStatus.paymentCompleted]: msg({ id: 'enum.payoutStatus.paymentCompleted', message: 'Payment Completed' }),
  [PayoutStatus.paymentCancelled]: msg({ id: 'enum.payoutStatus.paymentCancelled', message: 'Payment Cancelled' }),
  [PayoutStatus.waitingForProcessing]: msg({
    id: 'enum.payoutStatus.waitingForProcessing',
    message: 'Waiting for processing',
  }),
  [PayoutStatus.readyToProcess]: msg({ id: 'enum.payoutStatus.readyToProcess', message: 'Ready to process' }),
  [PayoutStatus.handleExceptions]: msg({ id: 'enum.payoutStatus.handleExceptions', message: 'Handle exceptions' }),
  [PayoutStatus.processingException]: msg({
    id: 'enum.payoutStatus.processingException',
    message: 'Processing exception',
  }),
} satisfies Record<PayoutStatusId, MessageDescriptor>;

export const payoutStatusLabel = (s: number): MessageDescriptor | undefined =>
  Object.hasOwn(payoutStatusLabels, s) ? payoutStatusLabels[s as PayoutStatusId] : undefined;

/** The label of a status the server names (`awaitingPayment`), as its messages do. */
export const payoutStatusLabelByName = (name: string): MessageDescriptor | undefined =>
  Object.hasOwn(PayoutStatus, name) ? payoutStatusLabels[PayoutStatus[name as PayoutStatusName]] : undefined;
