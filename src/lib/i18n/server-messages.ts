import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isMessageId, serverMessages, type MessageId, type OrderStatusName } from '../../contract/index.ts';
import { i18n } from './i18n.ts';
import { orderStatusLabels } from './order-status-labels.ts';
import { payoutStatusLabelByName } from './payout-status-labels.ts';

/**
 * One Lingui message for every id the server may send as `msgId` (src/contract/server-messages.ts), with
 * the server's English text as the default. `satisfies` makes a new server id a type error here.
 */
const descriptors = {
  'errors.badRequest': msg({ id: 'errors.badRequest', message: 'The request is not valid' }),
  'errors.forbidden': msg({ id: 'errors.forbidden', message: 'Your role may not do this' }),
  'errors.notFound': msg({ id: 'errors.notFound', message: 'Not found' }),
  'errors.unsupportedMediaType': msg({
    id: 'errors.unsupportedMediaType',
    message: 'Only JSON is accepted: send the request with Content-Type: application/json',
  }),
  'errors.internal': msg({ id: 'errors.internal', message: 'Something went wrong on the server; try again' }),
  'errors.unavailable': msg({
    id: 'errors.unavailable',
    message: 'The server cannot reach its database just now; nothing was changed. Try again in a few seconds',
  }),
  'errors.storageFull': msg({
    id: 'errors.storageFull',
    message: "The server's disk is full; nothing was saved. Tell the administrator",
  }),
  'errors.shuttingDown': msg({
    id: 'errors.shuttingDown',
    message: 'The server is restarting; try again in a few seconds',
  }),
  'errors.loginFailed': msg({ id: 'errors.loginFailed', message: 'Wrong account or password' }),
  'errors.googleCodeRequired': msg({
    id: 'errors.googleCodeRequired',
    message: 'Enter the code from Google Authenticator',
  }),
  'errors.googleCodeInvalid': msg({ id: 'errors.googleCodeInvalid', message: 'The Google code is wrong or expired' }),
  'errors.tooManyAttempts': msg({
    id: 'errors.tooManyAttempts',
    message: 'Too many failed attempts; try again in {minutes} minutes',
  }),
  'errors.stepUpLocked': msg({
    id: 'errors.stepUpLocked',
    message:
      'Too many wrong codes or passwords: verification is paused for {minutes} minutes, even with the right code. Staff have been told.',
  }),
  'errors.sessionExpired': msg({ id: 'errors.sessionExpired', message: 'Login expired; sign in again' }),
  'errors.offline': msg({
    id: 'errors.offline',
    message: 'You are offline: this action is not sent. Try again when the connection is back.',
  }),
  'errors.secondLevelRequired': msg({
    id: 'errors.secondLevelRequired',
    message: 'A second-level password is required',
  }),
  'errors.secondLevelExpired': msg({
    id: 'errors.secondLevelExpired',
    message: 'The second-level login expired; enter the password again',
  }),
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
  'validation.account.format': msg({
    id: 'validation.account.format',
    message: 'Account: 8 to 64 characters, digits and English letters only',
  }),
  'validation.password.format': msg({
    id: 'validation.password.format',
    message: 'Password: 8 to 64 characters with both digits and letters',
  }),
  'validation.nickname.length': msg({ id: 'validation.nickname.length', message: 'Nickname: at most 64 characters' }),
  'validation.googleCode.format': msg({
    id: 'validation.googleCode.format',
    message: 'Google code: 6 digits, or a 10-digit recovery code',
  }),
  'validation.role.invalid': msg({ id: 'validation.role.invalid', message: 'Unknown role' }),
  'validation.bankName.length': msg({ id: 'validation.bankName.length', message: 'Bank name: at most 128 characters' }),
  'validation.accountName.length': msg({
    id: 'validation.accountName.length',
    message: 'Account name: at most 128 characters',
  }),
  'validation.cardNumber.format': msg({
    id: 'validation.cardNumber.format',
    message: 'Card number: digits only, at most 20',
  }),
  'validation.ifsc.format': msg({
    id: 'validation.ifsc.format',
    message: 'IFSC: 11 characters, the first 4 upper-case letters',
  }),
  'validation.rate.format': msg({ id: 'validation.rate.format', message: 'Rate: at most 4 decimal places' }),
  'validation.amount.format': msg({ id: 'validation.amount.format', message: 'Amount: at most 2 decimal places' }),
  'validation.amount.integer': msg({ id: 'validation.amount.integer', message: 'Amount must be a whole number' }),
  'validation.page.invalid': msg({
    id: 'validation.page.invalid',
    message: 'Page index and size must be positive whole numbers (size at most 500)',
  }),
  'validation.reason.length': msg({ id: 'validation.reason.length', message: 'Reason: at most 200 characters' }),
  'errors.messageStateInvalid': msg({
    id: 'errors.messageStateInvalid',
    message: 'The message cannot be moved from where it is now',
  }),
  'errors.notImplemented': msg({ id: 'errors.notImplemented', message: 'Not available yet' }),
  'validation.orderPage.invalid': msg({
    id: 'validation.orderPage.invalid',
    message: 'Page index and size must be positive whole numbers (size at most 100)',
  }),
  'validation.pageCursor.invalid': msg({
    id: 'validation.pageCursor.invalid',
    message: 'This list position is not valid: reload the list',
  }),
  'validation.dateTime.format': msg({
    id: 'validation.dateTime.format',
    message: 'Time: use YYYY-MM-DD HH:mm:ss or YYYY-MM-DD',
  }),
  'validation.timeRange.order': msg({
    id: 'validation.timeRange.order',
    message: 'Start time must not be later than end time',
  }),
  'validation.orderStatus.invalid': msg({ id: 'validation.orderStatus.invalid', message: 'Unknown order status' }),
  'validation.text.tooLong': msg({ id: 'validation.text.tooLong', message: 'Text is too long' }),
  'validation.integer.nonNegative': msg({
    id: 'validation.integer.nonNegative',
    message: 'Enter a whole number, 0 or more',
  }),
  'validation.integer.positive': msg({ id: 'validation.integer.positive', message: 'Enter a whole number, 1 or more' }),
  'validation.integer.tooLarge': msg({ id: 'validation.integer.tooLarge', message: 'The number is too large' }),
  'validation.url.format': msg({
    id: 'validation.url.format',
    message: 'Enter an http or https address, or leave it empty',
  }),
  'validation.push.httpsRequired': msg({
    id: 'validation.push.httpsRequired',
    message: 'A push address must start with https://',
  }),
  'validation.country.format': msg({
    id: 'validation.country.format',
    message: 'Country: two upper-case letters, such as IN',
  }),
  'validation.limitMode.invalid': msg({
    id: 'validation.limitMode.invalid',
    message: 'Daily limit mode: strict or relaxed',
  }),
  'errors.orderTransitionInvalid': msg({
    id: 'errors.orderTransitionInvalid',
    message: 'Order {orderCode} cannot move from {from} to {to}',
  }),
  'errors.signInvalid': msg({ id: 'errors.signInvalid', message: 'The signature is wrong' }),
  'errors.signTypeMismatch': msg({
    id: 'errors.signTypeMismatch',
    message: 'The signature is wrong: it was made with {given}, but this merchant key signs with {signType}',
  }),
  'errors.mchOrderNoConflict': msg({
    id: 'errors.mchOrderNoConflict',
    message: 'mchOrderNo {mchOrderNo} was already used with other parameters ({fields}): use a new mchOrderNo',
  }),
  'validation.merchantQuery.orderRequired': msg({
    id: 'validation.merchantQuery.orderRequired',
    message: 'Give mchOrderNo or orderCode',
  }),
  'errors.merchantUnknown': msg({ id: 'errors.merchantUnknown', message: 'Unknown merchant' }),
  'errors.productUnavailable': msg({
    id: 'errors.productUnavailable',
    message: 'The product is unknown or not enabled for this merchant',
  }),
  'errors.ipNotAllowed': msg({ id: 'errors.ipNotAllowed', message: 'Requests from this IP address are not allowed' }),
  'errors.orderNotFound': msg({ id: 'errors.orderNotFound', message: 'No such order' }),
  'errors.insufficientBalance': msg({ id: 'errors.insufficientBalance', message: 'The balance is not enough' }),
  'errors.lateSupplementOff': msg({
    id: 'errors.lateSupplementOff',
    message: 'Timed-out orders cannot be supplemented',
  }),
  'validation.utr.format': msg({ id: 'validation.utr.format', message: 'UTR: 12 digits' }),
  'validation.payerUtr.format': msg({
    id: 'validation.payerUtr.format',
    message: 'The payment reference: 6 to 66 letters and digits',
  }),
  'errors.checkoutUnknown': msg({ id: 'errors.checkoutUnknown', message: 'This payment link is not valid' }),
  'errors.checkoutClosed': msg({
    id: 'errors.checkoutClosed',
    message: 'This order no longer takes a payment reference',
  }),
  'validation.mchOrderNo.format': msg({
    id: 'validation.mchOrderNo.format',
    message: 'Merchant order number: 1 to 64 letters, digits, _ or -',
  }),
  'validation.rejectReason.invalid': msg({
    id: 'validation.rejectReason.invalid',
    message: 'Choose a reason from the list',
  }),
  'validation.rejectReason.textRequired': msg({
    id: 'validation.rejectReason.textRequired',
    message: "Write the reason when you choose 'Other'",
  }),
  'validation.rejectMode.invalid': msg({
    id: 'validation.rejectMode.invalid',
    message: 'Reject to the merchant or back to the list',
  }),
  'validation.orderMark.invalid': msg({ id: 'validation.orderMark.invalid', message: 'Choose a mark from the list' }),
  'validation.orderCodes.tooMany': msg({
    id: 'validation.orderCodes.tooMany',
    message: 'At most 200 orders at a time',
  }),
  'errors.reselectNoAccount': msg({ id: 'errors.reselectNoAccount', message: 'No receiving account fits this order' }),
  'errors.payableAmountTaken': msg({
    id: 'errors.payableAmountTaken',
    message: "The order's payable amount is taken on its account; reselect it instead",
  }),
  'errors.offsetFreeUnavailable': msg({
    id: 'errors.offsetFreeUnavailable',
    message: 'Offset supplement orders cannot be freed',
  }),
  'errors.orderNotOpen': msg({ id: 'errors.orderNotOpen', message: 'Order {orderCode} is not waiting for a payment' }),
  'errors.orderNotPaid': msg({ id: 'errors.orderNotPaid', message: 'Order {orderCode} is not paid' }),
  'errors.orderMovedMoney': msg({
    id: 'errors.orderMovedMoney',
    message: 'Order {orderCode} has moved money and cannot become a test order',
  }),
  'errors.orderAlreadyTest': msg({
    id: 'errors.orderAlreadyTest',
    message: 'Order {orderCode} is already a test order',
  }),
  'errors.payoutNotFound': msg({ id: 'errors.payoutNotFound', message: 'No such payout order' }),
  'errors.payoutAlreadyClaimed': msg({
    id: 'errors.payoutAlreadyClaimed',
    message: 'This payout order is no longer available',
  }),
  'errors.payoutNotClaimable': msg({
    id: 'errors.payoutNotClaimable',
    message: 'Payout order {orderCode} is not awaiting payment',
  }),
  'errors.payoutNotClaimed': msg({ id: 'errors.payoutNotClaimed', message: 'Payout order {orderCode} is not claimed' }),
  'errors.payoutClaimNotCancellable': msg({
    id: 'errors.payoutClaimNotCancellable',
    message: 'Payment of {orderCode} has started; the claim cannot be given back',
  }),
  'errors.payoutTransitionInvalid': msg({
    id: 'errors.payoutTransitionInvalid',
    message: 'Payout order {orderCode} cannot move from {from} to {to}',
  }),
  'errors.payoutNoSupplier': msg({
    id: 'errors.payoutNoSupplier',
    message: 'Payout order {orderCode} has no supplier: claim or assign it first',
  }),
  'errors.payoutNotCancellable': msg({
    id: 'errors.payoutNotCancellable',
    message: 'Payout order {orderCode} is claimed or being paid and cannot be cancelled',
  }),
  'validation.payoutUtr.format': msg({
    id: 'validation.payoutUtr.format',
    message: 'UTR: 12 digits, or the 64-character transaction hash of a USDT payout',
  }),
  'errors.callbackNotPaid': msg({
    id: 'errors.callbackNotPaid',
    message: 'Order {orderCode} is not paid: there is no callback to send',
  }),
  'errors.callbackNoUrl': msg({
    id: 'errors.callbackNoUrl',
    message: 'Order {orderCode} has no notify URL: there is nowhere to send the callback',
  }),
  'errors.monitorUnknown': msg({
    id: 'errors.monitorUnknown',
    message: 'Unknown monitoring device, or it has no key yet',
  }),
  'validation.ids.tooMany': msg({ id: 'validation.ids.tooMany', message: 'At most 500 records at a time' }),
  'validation.monitorState.invalid': msg({ id: 'validation.monitorState.invalid', message: 'Unknown monitor state' }),
  'validation.messages.tooMany': msg({
    id: 'validation.messages.tooMany',
    message: 'At most 100 messages in one report',
  }),
  'validation.logPhase.invalid': msg({ id: 'validation.logPhase.invalid', message: 'Unknown log phase' }),
  'validation.orderFilter.boolean': msg({ id: 'validation.orderFilter.boolean', message: 'Choose yes or no' }),
  'validation.orderFilter.amount': msg({
    id: 'validation.orderFilter.amount',
    message: 'Amount: a number with at most 4 decimal places',
  }),
  'validation.orderFilter.scaled': msg({ id: 'validation.orderFilter.scaled', message: 'Enter a valid number' }),
  'validation.orderFilter.supplement': msg({
    id: 'validation.orderFilter.supplement',
    message: 'Supplement status: none, manual or automatic',
  }),
  'validation.orderFilter.callback': msg({
    id: 'validation.orderFilter.callback',
    message: 'Callback status: not sent, succeeded or failed',
  }),
  'validation.orderFilter.notApplicable': msg({
    id: 'validation.orderFilter.notApplicable',
    message: 'This filter does not apply to collection orders',
  }),
  'validation.orderType.invalid': msg({
    id: 'validation.orderType.invalid',
    message: 'Choose an order type from the list',
  }),
  'errors.statisticsHidden': msg({
    id: 'errors.statisticsHidden',
    message: 'Statistics are not shown to merchants and suppliers on this platform',
  }),
  'validation.statisticsDays.range': msg({
    id: 'validation.statisticsDays.range',
    message: 'Days: a whole number from 1 to 366',
  }),
  'validation.timeZone.invalid': msg({ id: 'validation.timeZone.invalid', message: 'Unknown time zone' }),
  'validation.timeRange.tooLong': msg({
    id: 'validation.timeRange.tooLong',
    message: 'The time range may span at most 366 days',
  }),
  'validation.amountRange.order': msg({
    id: 'validation.amountRange.order',
    message: 'The minimum must not exceed the maximum',
  }),
  'validation.date.format': msg({ id: 'validation.date.format', message: 'Date: YYYY-MM-DD' }),
  'validation.upload.fileRequired': msg({ id: 'validation.upload.fileRequired', message: 'Choose a file to upload' }),
  'validation.upload.csvOnly': msg({ id: 'validation.upload.csvOnly', message: 'Upload a CSV file' }),
  'validation.upload.columns': msg({ id: 'validation.upload.columns', message: 'The file lacks the column {column}' }),
  'validation.upload.empty': msg({ id: 'validation.upload.empty', message: 'The file holds no orders' }),
  'validation.upload.tooMany': msg({ id: 'validation.upload.tooMany', message: 'At most {max} orders in one file' }),
  'validation.upload.fileType': msg({
    id: 'validation.upload.fileType',
    message: 'File type error: upload an Excel (.xlsx) or CSV file',
  }),
  'validation.upload.readFailed': msg({
    id: 'validation.upload.readFailed',
    message: 'File read error: choose the file again',
  }),
  'validation.upload.parseFailed': msg({
    id: 'validation.upload.parseFailed',
    message: 'Format parsing failed: check the file format',
  }),
  'validation.upload.rowInvalid': msg({
    id: 'validation.upload.rowInvalid',
    message: 'Row data is not standard: the row has {cells} cells, the header {columns}',
  }),
  'validation.upload.detailUnsupported': msg({
    id: 'validation.upload.detailUnsupported',
    message: 'This template does not support detail upload',
  }),
  'validation.upload.tableEmpty': msg({ id: 'validation.upload.tableEmpty', message: 'Table data cannot be empty' }),
  'validation.upload.duplicateInFile': msg({
    id: 'validation.upload.duplicateInFile',
    message: 'This merchant order number is already on row {line}',
  }),
  'validation.upload.mchOrderNoUsed': msg({
    id: 'validation.upload.mchOrderNoUsed',
    message: 'This merchant order number is already used by another payout',
  }),
  'errors.uploadRowsInvalid': msg({
    id: 'errors.uploadRowsInvalid',
    message: 'Nothing was created: {count} rows are not valid',
  }),
  'errors.uploadBalanceShort': msg({
    id: 'errors.uploadBalanceShort',
    message: 'Nothing was created: the file needs {needed}, the balance is {available}',
  }),
  'validation.usdtAddress.format': msg({
    id: 'validation.usdtAddress.format',
    message: 'Wallet address: a TRC20 (T…) or ERC20 (0x…) address',
  }),
  'validation.usdtAmount.format': msg({
    id: 'validation.usdtAmount.format',
    message: 'USDT amount: above zero, at most 6 decimal places',
  }),
  'validation.batchOrderType.invalid': msg({
    id: 'validation.batchOrderType.invalid',
    message: 'Batch orders are ordinary or test orders',
  }),
  'errors.merchantKeyInvalid': msg({ id: 'errors.merchantKeyInvalid', message: 'The merchant key is wrong' }),
  'errors.batchUploadOff': msg({
    id: 'errors.batchUploadOff',
    message: 'Batch upload is not available for this account',
  }),
  'errors.smsRecordsOff': msg({ id: 'errors.smsRecordsOff', message: 'SMS records are switched off for suppliers' }),
  'errors.webMessagesOff': msg({ id: 'errors.webMessagesOff', message: 'Web messages are switched off for suppliers' }),
  'errors.webRecordNotFound': msg({ id: 'errors.webRecordNotFound', message: 'No such web message or USDT record' }),
  'errors.webRecordAlreadyMatched': msg({
    id: 'errors.webRecordAlreadyMatched',
    message: 'Record {id} already confirmed order {orderCode}',
  }),
  'errors.webRecordOtherAccount': msg({
    id: 'errors.webRecordOtherAccount',
    message: 'Order {orderCode} was given another receiving account than record {id}',
  }),
  'errors.webRecordAmountDiffers': msg({
    id: 'errors.webRecordAmountDiffers',
    message: 'Order {orderCode} waits for {payable}, but record {id} is {amount}',
  }),
  'errors.statementNotFound': msg({ id: 'errors.statementNotFound', message: 'No such SMS record' }),
  'errors.ipFrozen': msg({ id: 'errors.ipFrozen', message: 'Orders from IP {ip} are refused: the IP is frozen' }),
  'errors.ipAlreadyFrozen': msg({ id: 'errors.ipAlreadyFrozen', message: 'IP {ip} is already frozen' }),
  'errors.ipNotFrozen': msg({ id: 'errors.ipNotFrozen', message: 'IP {ip} is not frozen' }),
  'validation.analysisRange.tooLong': msg({
    id: 'validation.analysisRange.tooLong',
    message: 'The time range may span at most 31 days',
  }),
  'errors.statementNotIncome': msg({
    id: 'errors.statementNotIncome',
    message: 'SMS record {id} is not an income: only an income pays an order',
  }),
  'errors.statementAlreadyMatched': msg({
    id: 'errors.statementAlreadyMatched',
    message: 'SMS record {id} already confirmed order {orderCode}',
  }),
  'errors.statementOtherAccount': msg({
    id: 'errors.statementOtherAccount',
    message: 'Order {orderCode} was given another receiving account than SMS record {id}',
  }),
  'errors.statementAmountDiffers': msg({
    id: 'errors.statementAmountDiffers',
    message: 'Order {orderCode} waits for {payable}, but SMS record {id} is {amount}',
  }),
  'validation.amount.positive': msg({ id: 'validation.amount.positive', message: 'Enter an amount above zero' }),
  'validation.amount.tooLarge': msg({ id: 'validation.amount.tooLarge', message: 'The amount is too large' }),
  'errors.overAvailable': msg({
    id: 'errors.overAvailable',
    message: 'The amount {amount} is more than the available balance {available}',
  }),
  'errors.depositNotEnough': msg({
    id: 'errors.depositNotEnough',
    message: 'The amount {amount} is more than the deposit {deposit}',
  }),
  'errors.notBalanceHolder': msg({
    id: 'errors.notBalanceHolder',
    message: 'Only merchants and suppliers hold a balance',
  }),
  'validation.rate.range': msg({
    id: 'validation.rate.range',
    message: 'Rate: from 0 up to, not including, 1 (100 %)',
  }),
  'errors.userProductNotFound': msg({ id: 'errors.userProductNotFound', message: 'This user has no such product' }),
  'errors.oldPasswordWrong': msg({ id: 'errors.oldPasswordWrong', message: 'The old password is wrong' }),
  'errors.passwordUnchanged': msg({
    id: 'errors.passwordUnchanged',
    message: 'The new password must differ from the old one',
  }),
  'errors.passwordWrong': msg({ id: 'errors.passwordWrong', message: 'Wrong password' }),
  'errors.payPasswordDisabled': msg({ id: 'errors.payPasswordDisabled', message: 'Payment passwords are turned off' }),
  'errors.googleBindNotStarted': msg({
    id: 'errors.googleBindNotStarted',
    message: 'No new key is waiting: start the binding again',
  }),
  'errors.noMerchantKey': msg({ id: 'errors.noMerchantKey', message: 'No API key has been issued yet' }),
  'errors.testKeyRequired': msg({ id: 'errors.testKeyRequired', message: 'Test calls are signed with the test key' }),
  'validation.payoutMode.invalid': msg({ id: 'validation.payoutMode.invalid', message: 'Live or test payouts' }),
  'validation.testKind.invalid': msg({ id: 'validation.testKind.invalid', message: 'Drive an order or a payout' }),
  'validation.testOutcome.invalid': msg({
    id: 'validation.testOutcome.invalid',
    message: 'Orders: paid, timedOut or rejected; payouts: paid, rejected or cancelled',
  }),
  'validation.payPassword.format': msg({ id: 'validation.payPassword.format', message: 'Payment password: 6 digits' }),
  'errors.clearBalanceOff': msg({
    id: 'errors.clearBalanceOff',
    message: 'Clearing all merchant balances is switched off',
  }),
  'errors.accountDeleted': msg({ id: 'errors.accountDeleted', message: 'The account is deleted; restore it first' }),
  'errors.notManagedAccount': msg({ id: 'errors.notManagedAccount', message: 'Not a merchant or supplier account' }),
  'errors.notSubAccount': msg({ id: 'errors.notSubAccount', message: 'This is not a sub-account of that account' }),
  'errors.nestedSubAccount': msg({
    id: 'errors.nestedSubAccount',
    message: 'A sub-account cannot have sub-accounts of its own',
  }),
  'errors.notMerchant': msg({ id: 'errors.notMerchant', message: 'Only merchants have an API key' }),
  'errors.relatedAccountTooLong': msg({
    id: 'errors.relatedAccountTooLong',
    message: 'The related account name would be longer than 64 characters; choose a shorter account',
  }),
  'validation.upi.format': msg({ id: 'validation.upi.format', message: 'UPI ID: name@bank, such as ravi@okhdfc' }),
  'validation.resourceType.invalid': msg({ id: 'validation.resourceType.invalid', message: 'Unknown account type' }),
  'errors.resourceNotFound': msg({ id: 'errors.resourceNotFound', message: 'No such receiving account' }),
  'errors.resourceProductMismatch': msg({
    id: 'errors.resourceProductMismatch',
    message: 'The product does not take accounts of this type',
  }),
  'validation.walletAddress.format': msg({
    id: 'validation.walletAddress.format',
    message: 'Wallet address: a TRC20 address, T and 33 letters or digits',
  }),
  'validation.riskKind.invalid': msg({
    id: 'validation.riskKind.invalid',
    message: 'Choose a name, a card number or an account',
  }),
  'validation.riskAccount.format': msg({
    id: 'validation.riskAccount.format',
    message: 'Account: a UPI ID or wallet address, without spaces',
  }),
  'errors.riskEntryExists': msg({ id: 'errors.riskEntryExists', message: 'The blacklist already has {value}' }),
  'errors.riskEntryNotFound': msg({ id: 'errors.riskEntryNotFound', message: 'No such blacklist entry' }),
  'errors.riskDetectionNotFound': msg({ id: 'errors.riskDetectionNotFound', message: 'No such detection record' }),
  'errors.riskDetectionDecided': msg({
    id: 'errors.riskDetectionDecided',
    message: 'Detection record {id} was already decided',
  }),
  'errors.riskPayoutNotHeld': msg({
    id: 'errors.riskPayoutNotHeld',
    message: 'Payout {orderCode} is no longer held: it was moved by hand',
  }),
  'errors.notAgent': msg({ id: 'errors.notAgent', message: 'Only a supplier agent manages a team' }),
  'errors.notTeamMember': msg({ id: 'errors.notTeamMember', message: 'This supplier is not in your team' }),
  'errors.notSupplier': msg({ id: 'errors.notSupplier', message: 'Only suppliers can be agents or team members' }),
  'errors.agentHasTeam': msg({
    id: 'errors.agentHasTeam',
    message: 'The agent still has {count} team members; move them out first',
  }),
  'errors.agentInTeam': msg({
    id: 'errors.agentInTeam',
    message: 'A supplier in a team cannot be an agent; take it out of the team first',
  }),
  'errors.agentCannotJoinTeam': msg({ id: 'errors.agentCannotJoinTeam', message: 'An agent cannot join a team' }),
  'errors.memberHasSubAccounts': msg({
    id: 'errors.memberHasSubAccounts',
    message: 'A supplier with sub-accounts of its own cannot join a team',
  }),
  'errors.agentNotFound': msg({ id: 'errors.agentNotFound', message: 'No such agent' }),
  'errors.subAccountNotMovable': msg({
    id: 'errors.subAccountNotMovable',
    message: 'A sub-account of another supplier cannot be moved into a team',
  }),
  'validation.security.leakInterval': msg({
    id: 'validation.security.leakInterval',
    message: 'Leak check interval: a whole number of seconds from 5 to 3600',
  }),
  'validation.security.chainSize': msg({
    id: 'validation.security.chainSize',
    message: 'Minimum chain length: a whole number from 2 to 100',
  }),
  'validation.security.checkSize': msg({
    id: 'validation.security.checkSize',
    message: 'Records checked: a whole number from 1 to 100',
  }),
  'validation.security.checkTimeRange': msg({
    id: 'validation.security.checkTimeRange',
    message: 'Check time range: a whole number of minutes from 1 to 1440',
  }),
  'validation.security.checkAmount': msg({
    id: 'validation.security.checkAmount',
    message: 'Minimum checked amount: 0 to 10000000 rupees, at most 2 decimals',
  }),
  'validation.security.type': msg({
    id: 'validation.security.type',
    message: 'Chain type: 0 (per receiving account) or 1 (per bank card)',
  }),
  'validation.security.lookForward': msg({
    id: 'validation.security.lookForward',
    message: 'Look-back for supplements: a whole number of minutes from 0 to 1440',
  }),
  'validation.security.perMinute': msg({
    id: 'validation.security.perMinute',
    message: 'Messages per minute: a whole number from 1 to 1000',
  }),
  'validation.security.maxCache': msg({
    id: 'validation.security.maxCache',
    message: 'Message retention: a whole number of days from 1 to 90',
  }),
  'validation.security.chainCache': msg({
    id: 'validation.security.chainCache',
    message: 'Chain wait time: a whole number of minutes from 1 to 10080',
  }),
  'validation.security.supplementLimit': msg({
    id: 'validation.security.supplementLimit',
    message: 'Supplements per gap: a whole number from 0 to 20',
  }),
  'errors.securityChainNotFound': msg({
    id: 'errors.securityChainNotFound',
    message: 'No such chain; it may have changed, reload the list',
  }),
  'validation.batch.template': msg({ id: 'validation.batch.template', message: 'Choose a bank template' }),
  'validation.batch.mode': msg({ id: 'validation.batch.mode', message: 'Choose how to make the batch' }),
  'validation.batch.maxOrders': msg({
    id: 'validation.batch.maxOrders',
    message: 'Max orders: a whole number from 1 to 500',
  }),
  'validation.batch.tooMany': msg({ id: 'validation.batch.tooMany', message: 'A batch holds at most 500 orders' }),
  'validation.batch.noneSelected': msg({
    id: 'validation.batch.noneSelected',
    message: 'Tick at least one payout order',
  }),
  'validation.batch.aboveMaxOrders': msg({
    id: 'validation.batch.aboveMaxOrders',
    message: 'More orders are ticked than the max orders allow',
  }),
  'validation.batch.timeRequired': msg({ id: 'validation.batch.timeRequired', message: 'Payout time is required' }),
  'validation.batch.minAboveMax': msg({
    id: 'validation.batch.minAboveMax',
    message: 'Min amount must not be above max amount',
  }),
  'validation.batch.format': msg({ id: 'validation.batch.format', message: 'Choose Excel (.xlsx) or CSV' }),
  'errors.payoutBatchNotFound': msg({ id: 'errors.payoutBatchNotFound', message: 'No such payout batch' }),
  'errors.payoutBatchResourceInvalid': msg({
    id: 'errors.payoutBatchResourceInvalid',
    message: 'This receiving account cannot pay a batch: it is not an enabled payout account of yours',
  }),
  'errors.payoutBatchOrderUnavailable': msg({
    id: 'errors.payoutBatchOrderUnavailable',
    message:
      'Payout order {orderCode} cannot be batched: it is not awaiting payment, is already in a batch, or this account cannot pay it',
  }),
  'errors.payoutBatchNoOrders': msg({
    id: 'errors.payoutBatchNoOrders',
    message: 'No payout order matches these rules',
  }),
  'errors.payoutBatchAmountLimit': msg({
    id: 'errors.payoutBatchAmountLimit',
    message: 'The ticked orders total {total}, above the amount limit {limit}',
  }),
  'errors.payoutBatchTransitionInvalid': msg({
    id: 'errors.payoutBatchTransitionInvalid',
    message: 'Batch {batchNo} is {from} and cannot be {action}',
  }),
  'errors.payoutBatchFormat': msg({ id: 'errors.payoutBatchFormat', message: 'This template exports {formats} only' }),
  'errors.payoutBatchOrderNotInBatch': msg({
    id: 'errors.payoutBatchOrderNotInBatch',
    message: 'Payout order {orderCode} is not in this batch',
  }),
  'errors.tooManyRequests': msg({
    id: 'errors.tooManyRequests',
    message: 'Too many requests; try again in {seconds} seconds',
  }),
  'errors.signedQueryNotAllowed': msg({
    id: 'errors.signedQueryNotAllowed',
    message: 'A signed call takes every parameter in its JSON body: remove the query string from the address',
  }),
  'validation.signedValue.ampersand': msg({
    id: 'validation.signedValue.ampersand',
    message: 'A signed value cannot contain &',
  }),
  'validation.signedValue.scalar': msg({
    id: 'validation.signedValue.scalar',
    message: 'A signed parameter is text, a number or true/false, not a list or an object',
  }),
  'validation.upload.encoding': msg({
    id: 'validation.upload.encoding',
    message: 'Line {line} of the file is not UTF-8 text: save it as CSV UTF-8 and upload it again',
  }),
  'validation.signedParam.name': msg({
    id: 'validation.signedParam.name',
    message: 'A parameter name is letters, digits and _ (at most 64), not starting with a digit',
  }),
  'validation.clientIp.format': msg({
    id: 'validation.clientIp.format',
    message: 'Enter an IPv4 or IPv6 address, or leave it empty',
  }),
  'errors.privateAddressRefused': msg({
    id: 'errors.privateAddressRefused',
    message:
      'This is a private or reserved address (local network, loopback or cloud metadata): only public internet addresses are accepted',
  }),
  'errors.addressUnresolvable': msg({
    id: 'errors.addressUnresolvable',
    message: 'The host of this address could not be found; check the address',
  }),
  'errors.urlCredentialsRefused': msg({
    id: 'errors.urlCredentialsRefused',
    message: 'An address with a user name or password in it is not accepted',
  }),
  'validation.text.control': msg({
    id: 'validation.text.control',
    message: 'Contains a control character (such as NUL) that cannot be stored; remove it',
  }),
  'validation.text.brokenUnicode': msg({
    id: 'validation.text.brokenUnicode',
    message:
      'Contains a broken Unicode character (half of a surrogate pair) that cannot be stored; type the text again',
  }),
  'errors.payloadTooLarge': msg({
    id: 'errors.payloadTooLarge',
    message: 'The request is larger than {limit}; send less at a time',
  }),
  'errors.fileTooLarge': msg({
    id: 'errors.fileTooLarge',
    message: 'The file is larger than {limit}; split it into smaller files',
  }),
  'errors.uploadTooManyParts': msg({
    id: 'errors.uploadTooManyParts',
    message: 'Send one file and at most {fields} other fields in one upload',
  }),
  'errors.unsupportedMediaTypeUpload': msg({
    id: 'errors.unsupportedMediaTypeUpload',
    message: 'Send the file as Content-Type: multipart/form-data (or the request as application/json)',
  }),
  'errors.uploadMalformed': msg({
    id: 'errors.uploadMalformed',
    message: 'The upload is not a complete multipart form; choose the file and send it again',
  }),
  'errors.googleCodeUsed': msg({
    id: 'errors.googleCodeUsed',
    message: 'This Google code was already used; wait for the next one',
  }),
  'errors.payerNameRequired': msg({
    id: 'errors.payerNameRequired',
    message: "Send the payer's name (userName): this platform checks it against the payment",
  }),
  'errors.kycPayerNameRequired': msg({
    id: 'errors.kycPayerNameRequired',
    message: "An order of {limit} (minor units) or more needs the payer's name (userName) for the KYC check",
  }),
  'errors.entityNotFound': msg({ id: 'errors.entityNotFound', message: 'Nothing of this type has that id or code' }),
  'errors.sessionIpChanged': msg({
    id: 'errors.sessionIpChanged',
    message: 'Signed out: this session was used from another network than the one it signed in from; sign in again',
  }),
  'errors.resourceTakenByOtherUser': msg({
    id: 'errors.resourceTakenByOtherUser',
    message:
      'Another user already has this account (card number, UPI ID, wallet or banking login); one monitored account belongs to one user',
  }),
  'errors.orderCheckClosed': msg({
    id: 'errors.orderCheckClosed',
    message: 'Order {orderCode} was completed more than {minutes} minutes ago; it can no longer be checked',
  }),
  'errors.serviceDisabled': msg({
    id: 'errors.serviceDisabled',
    message: 'The platform is not taking new orders right now',
  }),
  'errors.ipNotWhitelisted': msg({
    id: 'errors.ipNotWhitelisted',
    message: 'Requests from {ip} are not allowed: this address is not on the IP whitelist',
  }),
  'errors.ipRuleLockout': msg({
    id: 'errors.ipRuleLockout',
    message:
      'After this change your current address {ip} would no longer be allowed for your account; confirm to save it anyway',
  }),
  'errors.ipRuleNotFound': msg({ id: 'errors.ipRuleNotFound', message: 'No such IP rule' }),
  'errors.ipRuleExists': msg({ id: 'errors.ipRuleExists', message: '{address} is already on this list' }),
  'errors.ipRuleSubject': msg({
    id: 'errors.ipRuleSubject',
    message:
      '{account} is not an account this kind of rule can name (a merchant for the API whitelist, a staff account otherwise)',
  }),
  'validation.ip.invalid': msg({
    id: 'validation.ip.invalid',
    message: 'Not an IP address or CIDR range (for example 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32)',
  }),
  'validation.ip.prefixZero': msg({
    id: 'validation.ip.prefixZero',
    message: 'A /0 range would let every address in; leave the list empty instead',
  }),
  'validation.ipRule.scope': msg({ id: 'validation.ipRule.scope', message: 'Choose merchant, staff account or role' }),
  'validation.ipRule.role': msg({ id: 'validation.ipRule.role', message: 'Choose a staff role' }),
  'errors.botGroupNotFound': msg({ id: 'errors.botGroupNotFound', message: 'The bot is not in this group' }),
  'errors.botBindTarget': msg({
    id: 'errors.botBindTarget',
    message: 'A group can belong to a merchant or a supplier only',
  }),
  'errors.botUserNotFound': msg({ id: 'errors.botUserNotFound', message: 'No such Telegram user on the whitelist' }),
  'errors.botUserExists': msg({
    id: 'errors.botUserExists',
    message: 'Telegram user {tgUserId} is already on the whitelist',
  }),
  'errors.botStaffLink': msg({
    id: 'errors.botStaffLink',
    message: 'Link a staff account (not a merchant or supplier)',
  }),
  'validation.telegramId': msg({
    id: 'validation.telegramId',
    message: 'Not a Telegram id (a whole number; a group id starts with -)',
  }),
  'validation.bankCountry.unknown': msg({
    id: 'validation.bankCountry.unknown',
    message: 'Country: not a country banks can be listed for',
  }),
  'validation.bankShortCode.format': msg({
    id: 'validation.bankShortCode.format',
    message: 'Short code: 1 to 16 letters or digits',
  }),
  'validation.ifscPrefix.format': msg({
    id: 'validation.ifscPrefix.format',
    message: 'IFSC prefix: exactly 4 letters for an Indian bank',
  }),
  'validation.bankCode.format': msg({
    id: 'validation.bankCode.format',
    message: 'Bank code: at most 11 letters or digits',
  }),
  'validation.ifsc.bankMismatch': msg({
    id: 'validation.ifsc.bankMismatch',
    message: 'IFSC: does not belong to this bank (its IFSCs start with {prefix})',
  }),
  'errors.bankCodeExists': msg({
    id: 'errors.bankCodeExists',
    message: 'A bank with short code {shortCode} is already listed for {country}',
  }),
  'errors.bankNotFound': msg({ id: 'errors.bankNotFound', message: 'This bank is not in the directory' }),
  'validation.bankImport.duplicateInFile': msg({
    id: 'validation.bankImport.duplicateInFile',
    message: 'Short code repeated in the file: line {line} has it already',
  }),
  'errors.templateModificationFailed': msg({
    id: 'errors.templateModificationFailed',
    message: 'Template modification failed: the pattern reads nothing from its example SMS',
  }),
  'errors.smsTemplateNotFound': msg({
    id: 'errors.smsTemplateNotFound',
    message: 'This SMS template no longer exists',
  }),
  'errors.listViewNotFound': msg({
    id: 'errors.listViewNotFound',
    message: 'This saved view no longer exists',
  }),
  'errors.listViewNameTaken': msg({
    id: 'errors.listViewNameTaken',
    message: 'You already have a view of this page with this name',
  }),
  'errors.listViewLimit': msg({
    id: 'errors.listViewLimit',
    message: 'This page already has 20 saved views: delete one first',
  }),
  'validation.smsPattern.invalid': msg({
    id: 'validation.smsPattern.invalid',
    message:
      'Not a pattern: write the SMS text with the amount placeholder (required) and the utr, balance, tail and time placeholders at most once each, and at most 4 skips',
  }),
  'validation.smsTimeFormat.invalid': msg({
    id: 'validation.smsTimeFormat.invalid',
    message:
      'Not a time format: use yyyy or yy, MM or MMM, dd, and optionally HH:mm:ss (or hh:mm a); needed when the pattern has a time placeholder',
  }),
  'validation.smsSender.invalid': msg({
    id: 'validation.smsSender.invalid',
    message: 'A sender id has only letters, digits and dashes',
  }),
  'errors.botFundRecordNotFound': msg({
    id: 'errors.botFundRecordNotFound',
    message: 'No such bot bookkeeping record',
  }),
  'errors.botFundRecordConfirmed': msg({
    id: 'errors.botFundRecordConfirmed',
    message: 'This record is already confirmed; it cannot be rejected',
  }),
  'errors.botFundRecordRejected': msg({
    id: 'errors.botFundRecordRejected',
    message: 'This record is already rejected; it cannot be confirmed',
  }),
  'errors.botFundRecordSign': msg({
    id: 'errors.botFundRecordSign',
    message: 'The amount must keep the sign of the report',
  }),
  'errors.retentionRunning': msg({
    id: 'errors.retentionRunning',
    message: 'An order data retention run is already under way; try again when it has finished',
  }),
  'validation.scriptVersion.invalid': msg({
    id: 'validation.scriptVersion.invalid',
    message: 'A version starts with a letter or digit and has only letters, digits, dots, dashes and underscores',
  }),
  'validation.scriptContent.tooLong': msg({
    id: 'validation.scriptContent.tooLong',
    message: 'The script is too long (at most 200,000 characters)',
  }),
  'validation.deviceTimestamp.invalid': msg({
    id: 'validation.deviceTimestamp.invalid',
    message: 'The timestamp must be milliseconds since 1970',
  }),
  'validation.deviceNonce.invalid': msg({
    id: 'validation.deviceNonce.invalid',
    message: 'The nonce must be 16 to 64 letters, digits, dashes or underscores',
  }),
  'validation.bindCode.invalid': msg({
    id: 'validation.bindCode.invalid',
    message: 'A binding code has 10 letters and digits',
  }),
  'errors.deviceTimestampStale': msg({
    id: 'errors.deviceTimestampStale',
    message: "The call's time is too far from the server's; check the device clock",
  }),
  'errors.deviceReplay': msg({
    id: 'errors.deviceReplay',
    message: 'This call was received before; it is not accepted twice',
  }),
  'errors.bindCodeInvalid': msg({
    id: 'errors.bindCodeInvalid',
    message: 'The binding code is wrong, used or expired; ask for a new one',
  }),
  'errors.resourceNotMonitored': msg({
    id: 'errors.resourceNotMonitored',
    message: 'This account has no monitoring device',
  }),
  'errors.monitorScriptNotFound': msg({
    id: 'errors.monitorScriptNotFound',
    message: 'This monitoring script no longer exists',
  }),
  'errors.monitorScriptExists': msg({
    id: 'errors.monitorScriptExists',
    message: 'This bank already has a script of this version',
  }),
  'errors.monitorScriptFrozen': msg({
    id: 'errors.monitorScriptFrozen',
    message: 'This version was rolled out, so devices may hold it: upload a new version instead of changing it',
  }),
  'errors.monitorScriptNone': msg({
    id: 'errors.monitorScriptNone',
    message: "No script of this account's bank is rolled out",
  }),
  'errors.botTokenShared': msg({
    id: 'errors.botTokenShared',
    message: 'The other bot already uses this token; each bot needs its own token from BotFather',
  }),
  'errors.payScriptProduct': msg({
    id: 'errors.payScriptProduct',
    message: 'Pay scripts are for collection products only; this product is unknown or pays out',
  }),
  'errors.payScriptVersionNotFound': msg({
    id: 'errors.payScriptVersionNotFound',
    message: 'No such pay script version',
  }),
  'errors.payScriptSampleNotFound': msg({
    id: 'errors.payScriptSampleNotFound',
    message: 'This order is not an order of the product (or it was cleared)',
  }),
  'errors.payGatewayNotFound': msg({ id: 'errors.payGatewayNotFound', message: 'No such payment gateway' }),
  'errors.payGatewayNameExists': msg({
    id: 'errors.payGatewayNameExists',
    message: 'A gateway named {name} already exists',
  }),
  'errors.payGatewayCredentialsRequired': msg({
    id: 'errors.payGatewayCredentialsRequired',
    message: 'A new gateway needs its key id, key secret and webhook secret',
  }),
  'errors.payGatewayProducts': msg({
    id: 'errors.payGatewayProducts',
    message: 'Only payout products can be routed to a gateway',
  }),
  'errors.payoutAtGateway': msg({
    id: 'errors.payoutAtGateway',
    message: 'Payout {orderCode} is with a payment gateway: its outcome comes from the gateway',
  }),
  'errors.gatewayWebhookSignature': msg({
    id: 'errors.gatewayWebhookSignature',
    message: 'The webhook signature does not match',
  }),
  'validation.payGateway.kind': msg({ id: 'validation.payGateway.kind', message: 'Choose the gateway kind' }),
  'validation.payGateway.credential': msg({
    id: 'validation.payGateway.credential',
    message: 'Keys and secrets have no spaces or special characters outside printable ASCII',
  }),
  'validation.payGateway.accountNumber': msg({
    id: 'validation.payGateway.accountNumber',
    message: 'Account number: letters and digits only',
  }),
  'validation.payGateway.products': msg({
    id: 'validation.payGateway.products',
    message: 'Choose at most 20 payout products',
  }),
  'validation.payGateway.limits': msg({
    id: 'validation.payGateway.limits',
    message: 'The minimum amount must not be above the maximum',
  }),
  'validation.passkeyName.length': msg({
    id: 'validation.passkeyName.length',
    message: 'Passkey name: 1 to 40 characters',
  }),
  'errors.passkeyFailed': msg({
    id: 'errors.passkeyFailed',
    message: 'The passkey was not accepted; try again or use the Google code',
  }),
  'errors.passkeyExpired': msg({
    id: 'errors.passkeyExpired',
    message: 'The passkey request has expired or was already used; try again',
  }),
  'errors.passkeyUnknown': msg({ id: 'errors.passkeyUnknown', message: 'This passkey is not registered here' }),
  'errors.passkeyExists': msg({ id: 'errors.passkeyExists', message: 'This passkey is already registered' }),
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
/**
 * Placeholders whose values are the names of the app's own statuses (`allocated`): said in the
 * reader's words, never the server's name inside a translated sentence.
 */
const statusValues: Partial<Record<MessageId, (name: string) => MessageDescriptor | undefined>> = {
  'errors.orderTransitionInvalid': (name) =>
    Object.hasOwn(orderStatusLabels, name) ? orderStatusLabels[name as OrderStatusName] : undefined,
  'errors.payoutTransitionInvalid': payoutStatusLabelByName,
};

function wordedValues(id: MessageId, values: Values): Values {
  const label = statusValues[id];
  if (!label) return values;
  const out: Values = { ...values };
  for (const key of ['from', 'to'] as const) {
    const descriptor = typeof out[key] === 'string' ? label(out[key]) : undefined;
    if (descriptor) out[key] = i18n._(descriptor);
  }
  return out;
}

export function translateServerMessage(source: ServerMessageSource): string {
  const id = source.msgId;
  if (!isMessageId(id)) return source.msg;
  const values = wordedValues(id, source.msgValues ?? {});
  const names = serverMessages[id].match(/\{\w+\}/g) ?? [];
  // A placeholder we could not fill would show as "{minutes}"; the English text is better.
  if (names.length > Object.keys(values).length) return source.msg;
  return translateMessageId(id, values);
}
