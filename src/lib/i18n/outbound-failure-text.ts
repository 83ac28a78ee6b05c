import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboundFailureKind } from '../../contract/index.ts';

/** Why a callback got no answer, in the reader's words (the recorded error stays for support). */
export const failureTexts: Record<OutboundFailureKind, MessageDescriptor> = {
  privateAddress: msg({
    id: 'orderCallbacks.failures.privateAddress',
    message: 'Not sent: the address is private or reserved, which the server does not call',
  }),
  scheme: msg({
    id: 'orderCallbacks.failures.scheme',
    message: 'Not sent: the address must start with http:// or https://',
  }),
  credentials: msg({
    id: 'orderCallbacks.failures.credentials',
    message: 'Not sent: the address contains a user name or password',
  }),
  badUrl: msg({
    id: 'orderCallbacks.failures.badUrl',
    message: 'Not sent: the callback address is not a valid web address',
  }),
  badPort: msg({
    id: 'orderCallbacks.failures.badPort',
    message: 'Not sent: the port of the callback address is not allowed',
  }),
  timeout: msg({ id: 'orderCallbacks.failures.timeout', message: "No answer in time from the merchant's server" }),
  refused: msg({ id: 'orderCallbacks.failures.refused', message: "The merchant's server refused the connection" }),
  dns: msg({ id: 'orderCallbacks.failures.dns', message: "The callback address's host name could not be found" }),
  reset: msg({
    id: 'orderCallbacks.failures.reset',
    message: "The merchant's server closed the connection before answering",
  }),
  tls: msg({
    id: 'orderCallbacks.failures.tls',
    message: "The merchant's server has no valid secure (HTTPS) certificate",
  }),
  other: msg({ id: 'orderCallbacks.failures.other', message: "The merchant's server could not be reached" }),
};
