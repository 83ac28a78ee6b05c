import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CallbackAttempt } from '../../contract/index.ts';

/** Labels of callbacks and their attempts (`orderCallbacks.fields.*`); order fields keep the order screen's words. */
export const callbackLabels = {
  orderCode: msg({ id: 'orders.fields.orderCode', message: 'Order number' }),
  merchantOrderNo: msg({ id: 'orders.fields.merchantOrderId', message: 'Merchant order number' }),
  merchant: msg({ id: 'orders.fields.merchant', message: 'Merchant' }),
  callbackCount: msg({ id: 'orders.fields.callbackCount', message: 'Callbacks' }),
  callbackSuccess: msg({ id: 'orders.fields.callbackSuccess', message: 'Callback successful' }),
  lastCallbackAt: msg({ id: 'orders.fields.lastCallbackAt', message: 'Last callback' }),
  lastResponseStatus: msg({ id: 'orderCallbacks.fields.lastResponseStatus', message: 'Last HTTP status' }),
  nextAttemptAt: msg({ id: 'orderCallbacks.fields.nextAttemptAt', message: 'Next try' }),
  url: msg({ id: 'orderCallbacks.fields.url', message: 'Callback URL' }),
  httpMethod: msg({ id: 'orderCallbacks.fields.httpMethod', message: 'HTTP method' }),
  requestBody: msg({ id: 'orderCallbacks.fields.requestBody', message: 'Request body' }),
  responseStatus: msg({ id: 'orderCallbacks.fields.responseStatus', message: 'HTTP status' }),
  responseBody: msg({ id: 'orderCallbacks.fields.responseBody', message: 'Response body' }),
  error: msg({ id: 'orderCallbacks.fields.error', message: 'Error' }),
  duration: msg({ id: 'orderCallbacks.fields.duration', message: 'Duration' }),
  trigger: msg({ id: 'orderCallbacks.fields.trigger', message: 'Trigger' }),
  attempt: msg({ id: 'orderCallbacks.fields.attempt', message: 'Attempt' }),
  eventType: msg({ id: 'orderCallbacks.fields.eventType', message: 'Event' }),
  operator: msg({ id: 'orderCallbacks.fields.operator', message: 'Operator' }),
  startTime: msg({ id: 'orderCallbacks.fields.startTime', message: 'Sent from' }),
  endTime: msg({ id: 'orderCallbacks.fields.endTime', message: 'Sent until' }),
};

export const triggerLabels = {
  auto: msg({ id: 'enum.callbackTrigger.auto', message: 'Automatic' }),
  manual: msg({ id: 'enum.callbackTrigger.manual', message: 'Manual' }),
} satisfies Record<CallbackAttempt['trigger'], MessageDescriptor>;

export const deliveredLabels = {
  yes: msg({ id: 'orderCallbacks.texts.delivered', message: 'Delivered' }),
  no: msg({ id: 'orderCallbacks.texts.notDelivered', message: 'Not delivered' }),
};
