import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isMessageId, serverMessages, type MessageId } from '../../contract/index.ts';
import { i18n } from './i18n.ts';

/**
 * One Lingui message for every id the server may send as `msgId` (src/contract/messages.ts), with
 * the server's English text as the default. `satisfies` makes a new server id a type error here.
 */
const descriptors = {
  'errors.badRequest': msg({ id: 'errors.badRequest', message: 'The request is not valid' }),
  'errors.forbidden': msg({ id: 'errors.forbidden', message: 'Your role may not do this' }),
  'errors.notFound': msg({ id: 'errors.notFound', message: 'Not found' }),
  'errors.internal': msg({ id: 'errors.internal', message: 'Something went wrong on the server; try again' }),
  'errors.loginFailed': msg({ id: 'errors.loginFailed', message: 'Wrong account or password' }),
  'errors.googleCodeRequired': msg({ id: 'errors.googleCodeRequired', message: 'Enter the code from Google Authenticator' }),
  'errors.googleCodeInvalid': msg({ id: 'errors.googleCodeInvalid', message: 'The Google code is wrong or expired' }),
  'errors.tooManyAttempts': msg({ id: 'errors.tooManyAttempts', message: 'Too many failed attempts; try again in {minutes} minutes' }),
  'errors.sessionExpired': msg({ id: 'errors.sessionExpired', message: 'Login expired; sign in again' }),
  'errors.offline': msg({ id: 'errors.offline', message: 'You are offline: this action is not sent. Try again when the connection is back.' }),
  'errors.secondLevelRequired': msg({ id: 'errors.secondLevelRequired', message: 'A second-level password is required' }),
  'errors.secondLevelExpired': msg({ id: 'errors.secondLevelExpired', message: 'The second-level login expired; enter the password again' }),
  'errors.secondLevelFailed': msg({ id: 'errors.secondLevelFailed', message: 'Wrong password' }),
  'errors.accountExists': msg({ id: 'errors.accountExists', message: 'Addition failed: the account already exists' }),
  'errors.userNotFound': msg({ id: 'errors.userNotFound', message: 'No such user' }),
  'errors.userNotDeleted': msg({ id: 'errors.userNotDeleted', message: 'The user is not deleted' }),
  'errors.cannotChangeSelf': msg({ id: 'errors.cannotChangeSelf', message: 'You cannot do this to your own account' }),
  'errors.roleNotAssignable': msg({ id: 'errors.roleNotAssignable', message: 'You may not give this role' }),
  'errors.googleNotBound': msg({ id: 'errors.googleNotBound', message: 'Bind Google Authenticator first' }),
  'errors.bindSelf': msg({ id: 'errors.bindSelf', message: 'You cannot bind your own account' }),
  'errors.bindExists': msg({ id: 'errors.bindExists', message: 'This account is already bound' }),
  'errors.bindNotFound': msg({ id: 'errors.bindNotFound', message: 'No such binding' }),
  'errors.sessionNotFound': msg({ id: 'errors.sessionNotFound', message: 'No such session' }),
  'validation.required': msg({ id: 'validation.required', message: 'Required' }),
  'validation.account.format': msg({ id: 'validation.account.format', message: 'Account: 8 to 64 characters, digits and English letters only' }),
  'validation.password.format': msg({ id: 'validation.password.format', message: 'Password: 8 to 64 characters with both digits and letters' }),
  'validation.nickname.length': msg({ id: 'validation.nickname.length', message: 'Nickname: at most 64 characters' }),
  'validation.googleCode.format': msg({ id: 'validation.googleCode.format', message: 'Google code: 6 digits' }),
  'validation.role.invalid': msg({ id: 'validation.role.invalid', message: 'Unknown role' }),
  'validation.bankName.length': msg({ id: 'validation.bankName.length', message: 'Bank name: at most 128 characters' }),
  'validation.accountName.length': msg({ id: 'validation.accountName.length', message: 'Account name: at most 128 characters' }),
  'validation.cardNumber.format': msg({ id: 'validation.cardNumber.format', message: 'Card number: digits only, at most 20' }),
  'validation.ifsc.format': msg({ id: 'validation.ifsc.format', message: 'IFSC: 11 characters, the first 4 upper-case letters' }),
  'validation.rate.format': msg({ id: 'validation.rate.format', message: 'Rate: at most 4 decimal places' }),
  'validation.amount.format': msg({ id: 'validation.amount.format', message: 'Amount: at most 2 decimal places' }),
  'validation.amount.integer': msg({ id: 'validation.amount.integer', message: 'Amount must be a whole number' }),
  'validation.page.invalid': msg({ id: 'validation.page.invalid', message: 'Page index and size must be positive whole numbers (size at most 500)' }),
  'validation.reason.length': msg({ id: 'validation.reason.length', message: 'Reason: at most 200 characters' }),
  'errors.messageStateInvalid': msg({ id: 'errors.messageStateInvalid', message: 'The message cannot be moved from where it is now' }),
  'errors.notImplemented': msg({ id: 'errors.notImplemented', message: 'Not available yet' }),
  'validation.orderPage.invalid': msg({ id: 'validation.orderPage.invalid', message: 'Page index and size must be positive whole numbers (size at most 100)' }),
  'validation.dateTime.format': msg({ id: 'validation.dateTime.format', message: 'Time: use YYYY-MM-DD HH:mm:ss or YYYY-MM-DD' }),
  'validation.timeRange.order': msg({ id: 'validation.timeRange.order', message: 'Start time must not be later than end time' }),
  'validation.orderStatus.invalid': msg({ id: 'validation.orderStatus.invalid', message: 'Unknown order status' }),
  'validation.text.tooLong': msg({ id: 'validation.text.tooLong', message: 'Text is too long' }),
  'validation.integer.nonNegative': msg({ id: 'validation.integer.nonNegative', message: 'Enter a whole number, 0 or more' }),
  'validation.integer.positive': msg({ id: 'validation.integer.positive', message: 'Enter a whole number, 1 or more' }),
  'validation.integer.tooLarge': msg({ id: 'validation.integer.tooLarge', message: 'The number is too large' }),
  'validation.url.format': msg({ id: 'validation.url.format', message: 'Enter an http or https address, or leave it empty' }),
  'validation.country.format': msg({ id: 'validation.country.format', message: 'Country: two upper-case letters, such as IN' }),
  'validation.limitMode.invalid': msg({ id: 'validation.limitMode.invalid', message: 'Daily limit mode: strict or relaxed' }),
  'errors.orderTransitionInvalid': msg({ id: 'errors.orderTransitionInvalid', message: 'Order {orderCode} cannot move from {from} to {to}' }),
  'errors.signInvalid': msg({ id: 'errors.signInvalid', message: 'The signature is wrong' }),
  'errors.merchantUnknown': msg({ id: 'errors.merchantUnknown', message: 'Unknown merchant' }),
  'errors.productUnavailable': msg({ id: 'errors.productUnavailable', message: 'The product is unknown or not enabled for this merchant' }),
  'errors.ipNotAllowed': msg({ id: 'errors.ipNotAllowed', message: 'Requests from this IP address are not allowed' }),
  'errors.orderNotFound': msg({ id: 'errors.orderNotFound', message: 'No such order' }),
  'errors.insufficientBalance': msg({ id: 'errors.insufficientBalance', message: 'The balance is not enough' }),
  'errors.lateSupplementOff': msg({ id: 'errors.lateSupplementOff', message: 'Timed-out orders cannot be supplemented' }),
  'validation.utr.format': msg({ id: 'validation.utr.format', message: 'UTR: 12 digits' }),
  'validation.mchOrderNo.format': msg({ id: 'validation.mchOrderNo.format', message: 'Merchant order number: 1 to 64 letters, digits, _ or -' }),
  'validation.rejectReason.invalid': msg({ id: 'validation.rejectReason.invalid', message: "Choose a reason from the list" }),
  'validation.rejectReason.textRequired': msg({ id: 'validation.rejectReason.textRequired', message: "Write the reason when you choose 'Other'" }),
  'validation.rejectMode.invalid': msg({ id: 'validation.rejectMode.invalid', message: "Reject to the merchant or back to the list" }),
  'validation.orderMark.invalid': msg({ id: 'validation.orderMark.invalid', message: "Choose a mark from the list" }),
  'validation.orderCodes.tooMany': msg({ id: 'validation.orderCodes.tooMany', message: "At most 200 orders at a time" }),
  'errors.reselectNoAccount': msg({ id: 'errors.reselectNoAccount', message: 'No receiving account fits this order' }),
  'errors.payableAmountTaken': msg({ id: 'errors.payableAmountTaken', message: "The order's payable amount is taken on its account; reselect it instead" }),
  'errors.offsetFreeUnavailable': msg({ id: 'errors.offsetFreeUnavailable', message: 'Offset supplement orders cannot be freed' }),
  'errors.orderNotOpen': msg({ id: 'errors.orderNotOpen', message: 'Order {orderCode} is not waiting for a payment' }),
  'errors.orderNotPaid': msg({ id: 'errors.orderNotPaid', message: 'Order {orderCode} is not paid' }),
  'errors.orderMovedMoney': msg({ id: 'errors.orderMovedMoney', message: 'Order {orderCode} has moved money and cannot become a test order' }),
  'errors.orderAlreadyTest': msg({ id: 'errors.orderAlreadyTest', message: 'Order {orderCode} is already a test order' }),
  'errors.payoutNotFound': msg({ id: 'errors.payoutNotFound', message: 'No such payout order' }),
  'errors.payoutAlreadyClaimed': msg({ id: 'errors.payoutAlreadyClaimed', message: 'Payout order {orderCode} was already claimed' }),
  'errors.payoutNotClaimable': msg({ id: 'errors.payoutNotClaimable', message: 'Payout order {orderCode} is not awaiting payment' }),
  'errors.payoutNotClaimed': msg({ id: 'errors.payoutNotClaimed', message: 'Payout order {orderCode} is not claimed' }),
  'errors.payoutClaimNotCancellable': msg({ id: 'errors.payoutClaimNotCancellable', message: 'Payment of {orderCode} has started; the claim cannot be given back' }),
  'errors.payoutTransitionInvalid': msg({ id: 'errors.payoutTransitionInvalid', message: 'Payout order {orderCode} cannot move from {from} to {to}' }),
  'errors.payoutNoSupplier': msg({ id: 'errors.payoutNoSupplier', message: 'Payout order {orderCode} has no supplier: claim or assign it first' }),
  'errors.payoutNotCancellable': msg({ id: 'errors.payoutNotCancellable', message: 'Payout order {orderCode} is claimed or being paid and cannot be cancelled' }),
  'validation.payoutUtr.format': msg({ id: 'validation.payoutUtr.format', message: 'UTR: 12 digits, or the 64-character transaction hash of a USDT payout' }),
  'errors.callbackNotPaid': msg({ id: 'errors.callbackNotPaid', message: 'Order {orderCode} is not paid: there is no callback to send' }),
  'errors.callbackNoUrl': msg({ id: 'errors.callbackNoUrl', message: 'Order {orderCode} has no notify URL: there is nowhere to send the callback' }),
  'errors.monitorUnknown': msg({ id: 'errors.monitorUnknown', message: 'Unknown monitoring device, or it has no key yet' }),
  'validation.ids.tooMany': msg({ id: 'validation.ids.tooMany', message: 'At most 500 records at a time' }),
  'validation.monitorState.invalid': msg({ id: 'validation.monitorState.invalid', message: 'Unknown monitor state' }),
  'validation.messages.tooMany': msg({ id: 'validation.messages.tooMany', message: 'At most 100 messages in one report' }),
  'validation.logPhase.invalid': msg({ id: 'validation.logPhase.invalid', message: 'Unknown log phase' }),
  'validation.orderFilter.boolean': msg({ id: 'validation.orderFilter.boolean', message: 'Choose yes or no' }),
  'validation.orderFilter.amount': msg({ id: 'validation.orderFilter.amount', message: 'Amount: a number with at most 4 decimal places' }),
  'validation.orderFilter.scaled': msg({ id: 'validation.orderFilter.scaled', message: 'Enter a valid number' }),
  'validation.orderFilter.supplement': msg({ id: 'validation.orderFilter.supplement', message: 'Supplement status: none, manual or automatic' }),
  'validation.orderFilter.callback': msg({ id: 'validation.orderFilter.callback', message: 'Callback status: not sent, succeeded or failed' }),
  'validation.orderFilter.notApplicable': msg({ id: 'validation.orderFilter.notApplicable', message: 'This filter does not apply to collection orders' }),
  'validation.orderType.invalid': msg({ id: 'validation.orderType.invalid', message: 'Choose an order type from the list' }),
  'errors.statisticsHidden': msg({ id: 'errors.statisticsHidden', message: 'Statistics are not shown to merchants and suppliers on this platform' }),
  'validation.statisticsDays.range': msg({ id: 'validation.statisticsDays.range', message: 'Days: a whole number from 1 to 366' }),
  'validation.timeZone.invalid': msg({ id: 'validation.timeZone.invalid', message: 'Unknown time zone' }),
  'validation.timeRange.tooLong': msg({ id: 'validation.timeRange.tooLong', message: 'The time range may span at most 366 days' }),
  'validation.amountRange.order': msg({ id: 'validation.amountRange.order', message: 'The minimum must not exceed the maximum' }),
  'validation.date.format': msg({ id: 'validation.date.format', message: 'Date: YYYY-MM-DD' }),
  'validation.upload.fileRequired': msg({ id: 'validation.upload.fileRequired', message: 'Choose a file to upload' }),
  'validation.upload.csvOnly': msg({ id: 'validation.upload.csvOnly', message: 'Upload a CSV file' }),
  'validation.upload.columns': msg({ id: 'validation.upload.columns', message: 'The file lacks the column {column}' }),
  'validation.upload.empty': msg({ id: 'validation.upload.empty', message: 'The file holds no orders' }),
  'validation.upload.tooMany': msg({ id: 'validation.upload.tooMany', message: 'At most {max} orders in one file' }),
  'validation.upload.fileType': msg({ id: 'validation.upload.fileType', message: 'File type error: upload an Excel (.xlsx) or CSV file' }),
  'validation.upload.readFailed': msg({ id: 'validation.upload.readFailed', message: 'File read error: choose the file again' }),
  'validation.upload.parseFailed': msg({ id: 'validation.upload.parseFailed', message: 'Format parsing failed: check the file format' }),
  'validation.upload.rowInvalid': msg({ id: 'validation.upload.rowInvalid', message: 'Row data is not standard: the row has {cells} cells, the header {columns}' }),
  'validation.upload.detailUnsupported': msg({ id: 'validation.upload.detailUnsupported', message: 'This template does not support detail upload' }),
  'validation.upload.tableEmpty': msg({ id: 'validation.upload.tableEmpty', message: 'Table data cannot be empty' }),
  'validation.usdtAddress.format': msg({ id: 'validation.usdtAddress.format', message: 'Wallet address: a TRC20 (T…) or ERC20 (0x…) address' }),
  'validation.usdtAmount.format': msg({ id: 'validation.usdtAmount.format', message: 'USDT amount: above zero, at most 6 decimal places' }),
  'validation.batchOrderType.invalid': msg({ id: 'validation.batchOrderType.invalid', message: 'Batch orders are ordinary or test orders' }),
  'errors.merchantKeyInvalid': msg({ id: 'errors.merchantKeyInvalid', message: 'The merchant key is wrong' }),
  'errors.batchUploadOff': msg({ id: 'errors.batchUploadOff', message: 'Batch upload is not available for this account' }),
  'errors.smsRecordsOff': msg({ id: 'errors.smsRecordsOff', message: 'SMS records are switched off for suppliers' }),
  'errors.webMessagesOff': msg({ id: 'errors.webMessagesOff', message: 'Web messages are switched off for suppliers' }),
  'errors.webRecordNotFound': msg({ id: 'errors.webRecordNotFound', message: 'No such web message or USDT record' }),
  'errors.webRecordAlreadyMatched': msg({ id: 'errors.webRecordAlreadyMatched', message: 'Record {id} already confirmed order {orderCode}' }),
  'errors.webRecordOtherAccount': msg({ id: 'errors.webRecordOtherAccount', message: 'Order {orderCode} was given another receiving account than record {id}' }),
  'errors.webRecordAmountDiffers': msg({ id: 'errors.webRecordAmountDiffers', message: 'Order {orderCode} waits for {payable}, but record {id} is {amount}' }),
  'errors.statementNotFound': msg({ id: 'errors.statementNotFound', message: 'No such SMS record' }),
  'errors.ipFrozen': msg({ id: 'errors.ipFrozen', message: 'Orders from IP {ip} are refused: the IP is frozen' }),
  'errors.ipAlreadyFrozen': msg({ id: 'errors.ipAlreadyFrozen', message: 'IP {ip} is already frozen' }),
  'errors.ipNotFrozen': msg({ id: 'errors.ipNotFrozen', message: 'IP {ip} is not frozen' }),
  'validation.analysisRange.tooLong': msg({ id: 'validation.analysisRange.tooLong', message: 'The time range may span at most 31 days' }),
  'errors.statementNotIncome': msg({ id: 'errors.statementNotIncome', message: 'SMS record {id} is not an income: only an income pays an order' }),
  'errors.statementAlreadyMatched': msg({ id: 'errors.statementAlreadyMatched', message: 'SMS record {id} already confirmed order {orderCode}' }),
  'errors.statementOtherAccount': msg({ id: 'errors.statementOtherAccount', message: 'Order {orderCode} was given another receiving account than SMS record {id}' }),
  'errors.statementAmountDiffers': msg({ id: 'errors.statementAmountDiffers', message: 'Order {orderCode} waits for {payable}, but SMS record {id} is {amount}' }),
  'validation.amount.positive': msg({ id: 'validation.amount.positive', message: 'Enter an amount above zero' }),
  'validation.amount.tooLarge': msg({ id: 'validation.amount.tooLarge', message: 'The amount is too large' }),
  'errors.overAvailable': msg({ id: 'errors.overAvailable', message: 'The amount {amount} is more than the available balance {available}' }),
  'errors.depositNotEnough': msg({ id: 'errors.depositNotEnough', message: 'The amount {amount} is more than the deposit {deposit}' }),
  'errors.notBalanceHolder': msg({ id: 'errors.notBalanceHolder', message: 'Only merchants and suppliers hold a balance' }),
  'validation.rate.range': msg({ id: 'validation.rate.range', message: 'Rate: from 0 up to, not including, 1 (100 %)' }),
  'errors.userProductNotFound': msg({ id: 'errors.userProductNotFound', message: 'This user has no such product' }),
  'errors.oldPasswordWrong': msg({ id: 'errors.oldPasswordWrong', message: 'The old password is wrong' }),
  'errors.passwordUnchanged': msg({ id: 'errors.passwordUnchanged', message: 'The new password must differ from the old one' }),
  'errors.passwordWrong': msg({ id: 'errors.passwordWrong', message: 'Wrong password' }),
  'errors.payPasswordDisabled': msg({ id: 'errors.payPasswordDisabled', message: 'Payment passwords are turned off' }),
  'errors.googleBindNotStarted': msg({ id: 'errors.googleBindNotStarted', message: 'No new key is waiting: start the binding again' }),
  'errors.noMerchantKey': msg({ id: 'errors.noMerchantKey', message: 'No API key has been issued yet' }),
  'validation.payPassword.format': msg({ id: 'validation.payPassword.format', message: 'Payment password: 6 digits' }),
  'errors.clearBalanceOff': msg({ id: 'errors.clearBalanceOff', message: 'Clearing all merchant balances is switched off' }),
  'errors.accountDeleted': msg({ id: 'errors.accountDeleted', message: 'The account is deleted; restore it first' }),
  'errors.notManagedAccount': msg({ id: 'errors.notManagedAccount', message: 'Not a merchant or supplier account' }),
  'errors.notSubAccount': msg({ id: 'errors.notSubAccount', message: 'This is not a sub-account of that account' }),
  'errors.nestedSubAccount': msg({ id: 'errors.nestedSubAccount', message: 'A sub-account cannot have sub-accounts of its own' }),
  'errors.notMerchant': msg({ id: 'errors.notMerchant', message: 'Only merchants have an API key' }),
  'errors.relatedAccountTooLong': msg({ id: 'errors.relatedAccountTooLong', message: 'The related account name would be longer than 64 characters; choose a shorter account' }),
  'validation.upi.format': msg({ id: 'validation.upi.format', message: 'UPI ID: name@bank, such as ravi@okhdfc' }),
  'validation.resourceType.invalid': msg({ id: 'validation.resourceType.invalid', message: 'Unknown account type' }),
  'errors.resourceNotFound': msg({ id: 'errors.resourceNotFound', message: 'No such receiving account' }),
  'errors.resourceProductMismatch': msg({ id: 'errors.resourceProductMismatch', message: 'The product does not take accounts of this type' }),
  'validation.walletAddress.format': msg({ id: 'validation.walletAddress.format', message: 'Wallet address: a TRC20 address, T and 33 letters or digits' }),
} satisfies Record<MessageId, MessageDescriptor>;

/** What the app knows about a failed call; ApiError and plain envelopes both fit. */
export interface ServerMessageSource {
  msg: string;
  msgId?: string | undefined;
  /** Placeholder values the server sent with the message (`msgValues`). */
  msgValues?: Record<string, string | number> | undefined;
}

type Values = Record<string, string | number>;


/** Text of a known message id in the active language (also used for form validation ids). */
export function translateMessageId(id: MessageId, values: Values = {}): string {
  // Built apart from the call: Lingui's extractor reads object literals passed to i18n._ itself.
  const descriptor: MessageDescriptor = { ...descriptors[id], values };
  return i18n._(descriptor);
}

/** The server's message in the active language; its own `msg` when the id is unknown here. */
export function translateServerMessage(source: ServerMessageSource): string {
  const id = source.msgId;
  if (!isMessageId(id)) return source.msg;
  const values = source.msgValues ?? {};
  const names = serverMessages[id].match(/\{\w+\}/g) ?? [];
  // A placeholder we could not fill would show as "{minutes}"; the English text is better.
  if (names.length > Object.keys(values).length) return source.msg;
  return translateMessageId(id, values);
}
