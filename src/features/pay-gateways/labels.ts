import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConnectionOutcome, ConnectionTestResult, PayGatewayKind, SecretState } from '../../contract/index.ts';

/** Fields of the payment gateways page (`payGateways.fields.*`). */
export const gatewayLabels = {
  name: msg({ id: 'payGateways.fields.name', message: 'Name' }),
  kind: msg({ id: 'payGateways.fields.kind', message: 'Gateway type' }),
  baseUrl: msg({ id: 'payGateways.fields.baseUrl', message: 'API address' }),
  accountNumber: msg({ id: 'payGateways.fields.accountNumber', message: 'Paying account number' }),
  keyId: msg({ id: 'payGateways.fields.keyId', message: 'Key ID' }),
  keySecret: msg({ id: 'payGateways.fields.keySecret', message: 'Key secret' }),
  webhookSecret: msg({ id: 'payGateways.fields.webhookSecret', message: 'Webhook secret' }),
  webhookUrl: msg({ id: 'payGateways.fields.webhookUrl', message: 'Webhook address' }),
  enabled: msg({ id: 'payGateways.fields.enabled', message: 'In use' }),
  products: msg({ id: 'payGateways.fields.products', message: 'Payout products sent to it' }),
  minAmount: msg({ id: 'payGateways.fields.minAmount', message: 'Smallest payout' }),
  maxAmount: msg({ id: 'payGateways.fields.maxAmount', message: 'Largest payout' }),
  dailyLimit: msg({ id: 'payGateways.fields.dailyLimit', message: 'Daily total' }),
  perPayout: msg({ id: 'payGateways.fields.perPayout', message: 'Per payout' }),
  usedToday: msg({ id: 'payGateways.fields.usedToday', message: 'Sent today' }),
  openPayouts: msg({ id: 'payGateways.fields.openPayouts', message: 'Payouts at the gateway now' }),
  updated: msg({ id: 'payGateways.fields.updated', message: 'Changed' }),
};

export const kindLabels = {
  razorpayx: msg({ id: 'payGateways.kinds.razorpayx', message: 'RazorpayX payouts' }),
} satisfies Record<PayGatewayKind, MessageDescriptor>;

const outcomeTexts = {
  ok: msg({ id: 'payGateways.test.ok', message: 'Connected: the gateway accepted the keys ({ms} ms).' }),
  unauthorized: msg({
    id: 'payGateways.test.unauthorized',
    message: 'The gateway refused the key ID or key secret (HTTP {status}). Check them and save again.',
  }),
  httpError: msg({
    id: 'payGateways.test.httpError',
    message: 'The gateway answered with an error (HTTP {status}). Check the API address and the paying account number.',
  }),
  timeout: msg({ id: 'payGateways.test.timeout', message: 'The gateway did not answer within 10 seconds.' }),
  refused: msg({
    id: 'payGateways.test.refused',
    message: 'Not called: the API address is a private or reserved address that this server may not reach.',
  }),
  unreachable: msg({
    id: 'payGateways.test.unreachable',
    message:
      'The gateway could not be reached: the address is unknown or refused the connection, or its stored keys cannot be read.',
  }),
} satisfies Record<ConnectionOutcome, MessageDescriptor>;

export function connectionText(i18n: I18n, r: ConnectionTestResult): string {
  // Built apart from the call: Lingui's extractor reads object literals passed to i18n._ itself.
  const d: MessageDescriptor = { ...outcomeTexts[r.outcome], values: { ms: r.ms, status: r.httpStatus ?? '' } };
  return i18n._(d);
}

const secretTexts = {
  set: msg({ id: 'payGateways.secret.set', message: 'Set' }),
  setTail: msg({ id: 'payGateways.secret.setTail', message: 'Set, ending {last4}' }),
  unset: msg({ id: 'payGateways.secret.unset', message: 'Not set' }),
};

/** A credential as the page shows it: never the value, only set or not and its last 4. */
export function secretText(i18n: I18n, s: SecretState): string {
  if (!s.configured) return i18n._(secretTexts.unset);
  if (!s.last4) return i18n._(secretTexts.set);
  const d: MessageDescriptor = { ...secretTexts.setTail, values: { last4: s.last4 } };
  return i18n._(d);
}
