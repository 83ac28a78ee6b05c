import { msg } from '@lingui/core/macro';

/** Labels of the action forms' own fields (`orders.fields.*`). */
export const formMsgs = {
  supplier: msg({ id: 'orders.fields.reselectSupplier', message: 'Give to supplier' }),
  supplierIds: msg({ id: 'orders.fields.onlySuppliers', message: 'Only these suppliers' }),
  productIds: msg({ id: 'orders.fields.onlyProducts', message: 'Only these products' }),
  payerName: msg({ id: 'orders.fields.payerName', message: 'Payer name' }),
  cardNumber: msg({ id: 'orders.fields.cardNumber', message: 'Card number' }),
  ifsc: msg({ id: 'orders.fields.ifsc', message: 'IFSC' }),
  bankName: msg({ id: 'orders.fields.bankName', message: 'Bank name' }),
  reason: msg({ id: 'orders.fields.reason', message: 'Reason' }),
  reasonText: msg({ id: 'orders.fields.reasonText', message: 'Written reason' }),
  rejectMode: msg({ id: 'orders.fields.rejectMode', message: 'Reject to' }),
  targetStatus: msg({ id: 'orders.fields.targetStatus', message: 'New status' }),
};
