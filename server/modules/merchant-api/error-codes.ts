import type { MessageId } from '../../../src/contract/index.ts';

/**
 * The refusals a merchant can meet on the merchant API (decision 095): the envelope code, the
 * stable `msgId`, what it means and what to do. The OpenAPI document lists them (decision 112) and
 * docs/merchant-api.md publishes the same table; tests/server/merchant-openapi.test.ts holds the two
 * together.
 */
export interface MerchantErrorCode {
  code: number;
  msgId: MessageId;
  meaning: string;
  todo: string;
}

export const merchantErrorCodes: readonly MerchantErrorCode[] = [
  {
    code: 400,
    msgId: 'errors.signInvalid',
    meaning: 'The signature does not match.',
    todo: 'Rebuild the sign string as above; check the key.',
  },
  {
    code: 400,
    msgId: 'errors.signTypeMismatch',
    meaning:
      "Signed right, but with the other hash (MD5 for a SHA256 key, or the reverse); `msg` names the key's type.",
    todo: 'Hash with the sign type the message names.',
  },
  {
    code: 404,
    msgId: 'errors.merchantUnknown',
    meaning: 'No active merchant with this `mchId`, or it has no key.',
    todo: 'Check `mchId`; ask the platform to enable the merchant.',
  },
  {
    code: 403,
    msgId: 'errors.ipNotWhitelisted',
    meaning: "The request came from an address outside the merchant's IP whitelist.",
    todo: 'Call from a whitelisted server or update the whitelist.',
  },
  {
    code: 400,
    msgId: 'errors.productUnavailable',
    meaning: 'The product is unknown, of the other kind, or not enabled for the merchant.',
    todo: 'Use a product enabled for you (profile page).',
  },
  {
    code: 409,
    msgId: 'errors.mchOrderNoConflict',
    meaning: 'The `mchOrderNo` was used before with other parameters.',
    todo: 'Send a new `mchOrderNo`, or repeat the first request unchanged.',
  },
  {
    code: 403,
    msgId: 'errors.testKeyRequired',
    meaning: 'A test drive signed with the live key.',
    todo: 'Sign test calls with the test key (profile page).',
  },
  {
    code: 400,
    msgId: 'validation.testOutcome.invalid',
    meaning: 'An outcome the test order or payout cannot take, or not the next one it may take.',
    todo: 'Orders: paid, timedOut, rejected; payouts: paid, rejected, cancelled.',
  },
  {
    code: 404,
    msgId: 'errors.orderNotFound',
    meaning: 'No order of yours with this number or code.',
    todo: 'Check the number; it may belong to another merchant id.',
  },
  {
    code: 404,
    msgId: 'errors.payoutNotFound',
    meaning: 'No payout of yours with this number or code.',
    todo: 'Check the number.',
  },
  {
    code: 409,
    msgId: 'errors.insufficientBalance',
    meaning: "The balance does not cover the payout's amount + fee.",
    todo: 'Top up, or send a smaller payout.',
  },
  {
    code: 503,
    msgId: 'errors.serviceDisabled',
    meaning: 'The platform takes no new orders right now.',
    todo: 'Retry later; queries still work.',
  },
  {
    code: 429,
    msgId: 'errors.tooManyRequests',
    meaning: 'Too many requests from this address.',
    todo: 'Wait the seconds `msg` names.',
  },
  {
    code: 400,
    msgId: 'errors.privateAddressRefused',
    meaning: '`notifyUrl` points to a private or reserved address.',
    todo: 'Give a public address.',
  },
  {
    code: 403,
    msgId: 'errors.ipFrozen',
    meaning: "The payer's `clientIp` is frozen by the platform.",
    todo: 'Do not retry for this payer.',
  },
  {
    code: 400,
    msgId: 'errors.payerNameRequired',
    meaning: "This platform needs the payer's name (`userName`).",
    todo: 'Send `userName`.',
  },
  {
    code: 400,
    msgId: 'validation.required',
    meaning: 'A required field is missing (`data.field` names it).',
    todo: 'Send the field.',
  },
  {
    code: 400,
    msgId: 'validation.mchOrderNo.format',
    meaning: '`mchOrderNo` is not 1-64 letters, digits, `_`, `-`.',
    todo: 'Fix the number.',
  },
  {
    code: 400,
    msgId: 'validation.amount.integer',
    meaning: 'The amount is not a whole number above zero.',
    todo: 'Send minor units, no decimals.',
  },
  {
    code: 400,
    msgId: 'validation.url.format',
    meaning: '`notifyUrl` or `returnUrl` is not an http(s) address.',
    todo: 'Fix the address or leave it empty.',
  },
  { code: 400, msgId: 'validation.signedValue.ampersand', meaning: 'A value contains `&`.', todo: 'Remove the `&`.' },
  {
    code: 400,
    msgId: 'validation.signedParam.name',
    meaning: 'A parameter name is not letters, digits and `_`.',
    todo: 'Rename the parameter.',
  },
  {
    code: 400,
    msgId: 'validation.merchantQuery.orderRequired',
    meaning: 'A query named neither `mchOrderNo` nor `orderCode`.',
    todo: 'Send one of them.',
  },
];
