/**
 * Messages the server can answer with. The server sends the English text as `msg` and the id as
 * `msgId`; the app shows `msgId` through Lingui (src/app/i18n/server-messages.ts), so every
 * language gets the same text, and falls back to `msg` for an id it does not know.
 */
export const serverMessages = {
  'errors.badRequest': 'The request is not valid',
  'errors.forbidden': 'Your role may not do this',
  'errors.notFound': 'Not found',
  'errors.internal': 'Something went wrong on the server; try again',
  'errors.loginFailed': 'Wrong account or password',
  'errors.googleCodeRequired': 'Enter the code from Google Authenticator',
  'errors.googleCodeInvalid': 'The Google code is wrong or expired',
  'errors.tooManyAttempts': 'Too many failed attempts; try again in {minutes} minutes',
  'errors.sessionExpired': 'Login expired; sign in again',
  'errors.secondLevelRequired': 'A second-level password is required',
  'errors.secondLevelExpired': 'The second-level login expired; enter the password again',
  'errors.secondLevelFailed': 'Wrong password',
  'errors.accountExists': 'Addition failed: the account already exists',
  'errors.userNotFound': 'No such user',
  'errors.userNotDeleted': 'The user is not deleted',
  'errors.cannotChangeSelf': 'You cannot do this to your own account',
  'errors.roleNotAssignable': 'You may not give this role',
  'errors.googleNotBound': 'Bind Google Authenticator first',
  'errors.bindSelf': 'You cannot bind your own account',
  'errors.bindExists': 'This account is already bound',
  'errors.bindNotFound': 'No such binding',
  'errors.sessionNotFound': 'No such session',
  'validation.required': 'Required',
  'validation.account.format': 'Account: 8 to 64 characters, digits and English letters only',
  'validation.password.format': 'Password: 8 to 64 characters with both digits and letters',
  'validation.nickname.length': 'Nickname: at most 64 characters',
  'validation.googleCode.format': 'Google code: 6 digits',
  'validation.role.invalid': 'Unknown role',
  'validation.bankName.length': 'Bank name: at most 128 characters',
  'validation.accountName.length': 'Account name: at most 128 characters',
  'validation.cardNumber.format': 'Card number: digits only, at most 20',
  'validation.ifsc.format': 'IFSC: 11 characters, the first 4 upper-case letters',
  'validation.rate.format': 'Rate: at most 4 decimal places',
  'validation.amount.format': 'Amount: at most 2 decimal places',
  'validation.amount.integer': 'Amount must be a whole number',
  'validation.page.invalid': 'Page index and size must be positive whole numbers (size at most 500)',
  'validation.reason.length': 'Reason: at most 200 characters',
  'errors.messageStateInvalid': 'The message cannot be moved from where it is now',
  'errors.notImplemented': 'Not available yet',
  'validation.orderPage.invalid': 'Page index and size must be positive whole numbers (size at most 100)',
  'validation.dateTime.format': 'Time: use YYYY-MM-DD HH:mm:ss or YYYY-MM-DD',
  'validation.timeRange.order': 'Start time must not be later than end time',
  'validation.orderStatus.invalid': 'Unknown order status',
  'validation.text.tooLong': 'Text is too long',
  'validation.integer.nonNegative': 'Enter a whole number, 0 or more',
  'validation.integer.positive': 'Enter a whole number, 1 or more',
  'validation.integer.tooLarge': 'The number is too large',
  'validation.url.format': 'Enter an http or https address, or leave it empty',
  'validation.country.format': 'Country: two upper-case letters, such as IN',
  'validation.limitMode.invalid': 'Daily limit mode: strict or relaxed',
  'errors.orderTransitionInvalid': 'Order {orderCode} cannot move from {from} to {to}',
  'errors.signInvalid': 'The signature is wrong',
  'errors.merchantUnknown': 'Unknown merchant',
  'errors.productUnavailable': 'The product is unknown or not enabled for this merchant',
  'errors.ipNotAllowed': 'Requests from this IP address are not allowed',
  'errors.orderNotFound': 'No such order',
  'errors.insufficientBalance': 'The balance is not enough',
  'errors.lateSupplementOff': 'Timed-out orders cannot be supplemented',
  'validation.utr.format': 'UTR: 12 digits',
  'validation.mchOrderNo.format': 'Merchant order number: 1 to 64 letters, digits, _ or -',
  'validation.rejectReason.invalid': 'Choose a reason from the list',
  'validation.rejectReason.textRequired': "Write the reason when you choose 'Other'",
  'validation.rejectMode.invalid': 'Reject to the merchant or back to the list',
  'validation.orderMark.invalid': 'Choose a mark from the list',
  'validation.orderCodes.tooMany': 'At most 200 orders at a time',
} as const;

export type MessageId = keyof typeof serverMessages;

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(serverMessages, value);
}

/** Fills `{name}` placeholders, the same syntax Lingui uses. */
export function formatMessage(id: MessageId, values: Record<string, string | number> = {}): string {
  return serverMessages[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}
