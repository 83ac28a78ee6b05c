import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EntityType } from '../../../contract/index.ts';

export const entityTypeLabels: Record<EntityType, MessageDescriptor> = {
  user: msg({ id: 'entityViewer.types.user', message: 'User' }),
  session: msg({ id: 'entityViewer.types.session', message: 'Session' }),
  order: msg({ id: 'entityViewer.types.order', message: 'Collection order' }),
  payout: msg({ id: 'entityViewer.types.payout', message: 'Payout order' }),
  payoutBatch: msg({ id: 'entityViewer.types.payoutBatch', message: 'Payout batch' }),
  resource: msg({ id: 'entityViewer.types.resource', message: 'Receiving account' }),
  device: msg({ id: 'entityViewer.types.device', message: 'Monitoring device' }),
  bankStatement: msg({ id: 'entityViewer.types.bankStatement', message: 'SMS record' }),
  webRecord: msg({ id: 'entityViewer.types.webRecord', message: 'Web or USDT record' }),
  fundRecord: msg({ id: 'entityViewer.types.fundRecord', message: 'Fund record' }),
  callback: msg({ id: 'entityViewer.types.callback', message: 'Callback attempt' }),
  audit: msg({ id: 'entityViewer.types.audit', message: 'Audit record' }),
  setting: msg({ id: 'entityViewer.types.setting', message: 'Setting' }),
};

/** What the key box takes for each type, as a hint. */
export const entityKeyHints: Record<EntityType, MessageDescriptor> = {
  user: msg({ id: 'entityViewer.hints.user', message: 'User id or account' }),
  session: msg({ id: 'entityViewer.hints.session', message: 'Session id or public id' }),
  order: msg({ id: 'entityViewer.hints.order', message: 'Order id, order code or merchant order no.' }),
  payout: msg({ id: 'entityViewer.hints.payout', message: 'Payout id, order code or merchant order no.' }),
  payoutBatch: msg({ id: 'entityViewer.hints.payoutBatch', message: 'Batch id or batch no.' }),
  resource: msg({ id: 'entityViewer.hints.resource', message: 'Receiving account id' }),
  device: msg({ id: 'entityViewer.hints.device', message: 'Receiving account id (monitor id)' }),
  bankStatement: msg({ id: 'entityViewer.hints.bankStatement', message: 'SMS record id' }),
  webRecord: msg({ id: 'entityViewer.hints.webRecord', message: 'Record id or USDT transaction hash' }),
  fundRecord: msg({ id: 'entityViewer.hints.fundRecord', message: 'Fund record id' }),
  callback: msg({ id: 'entityViewer.hints.callback', message: 'Callback attempt id' }),
  audit: msg({ id: 'entityViewer.hints.audit', message: 'Audit record id' }),
  setting: msg({ id: 'entityViewer.hints.setting', message: 'Setting name, e.g. EnableService' }),
};
