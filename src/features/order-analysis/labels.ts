import { msg } from '@lingui/core/macro';

/** Fields and filters of the order analysis pages (`orderAnalysis.fields.*`). */
export const analysisLabels = {
  ip: msg({ id: 'orderAnalysis.fields.ip', message: 'Payer IP' }),
  userName: msg({ id: 'orderAnalysis.fields.userName', message: 'Payer name' }),
  orderCount: msg({ id: 'orderAnalysis.fields.orderCount', message: 'Orders' }),
  successCount: msg({ id: 'orderAnalysis.fields.successCount', message: 'Paid' }),
  successRate: msg({ id: 'orderAnalysis.fields.successRate', message: 'Success rate' }),
  amount: msg({ id: 'orderAnalysis.fields.amount', message: 'Amount' }),
  successAmount: msg({ id: 'orderAnalysis.fields.successAmount', message: 'Paid amount' }),
  merchantCount: msg({ id: 'orderAnalysis.fields.merchantCount', message: 'Merchants' }),
  lastOrderTime: msg({ id: 'orderAnalysis.fields.lastOrderTime', message: 'Last order' }),
  abnormalOnly: msg({ id: 'orderAnalysis.fields.abnormalOnly', message: 'Abnormal only' }),
  startTime: msg({ id: 'orderAnalysis.fields.startTime', message: 'Orders from' }),
  endTime: msg({ id: 'orderAnalysis.fields.endTime', message: 'Orders until' }),
  reason: msg({ id: 'orderAnalysis.fields.reason', message: 'Reason' }),
  frozenBy: msg({ id: 'orderAnalysis.fields.frozenBy', message: 'Frozen by' }),
  frozenTime: msg({ id: 'orderAnalysis.fields.frozenTime', message: 'Frozen at' }),
};

export const yesNoLabels = {
  yes: msg({ id: 'orderAnalysis.choices.yes', message: 'Yes' }),
  no: msg({ id: 'orderAnalysis.choices.no', message: 'No' }),
};

export const stateLabels = {
  abnormal: msg({ id: 'orderAnalysis.states.abnormal', message: 'Abnormal' }),
  frozen: msg({ id: 'orderAnalysis.states.frozen', message: 'Frozen' }),
};

export const actionLabels = {
  freeze: msg({ id: 'orderAnalysis.actions.freeze', message: 'Freeze IP' }),
  unfreeze: msg({ id: 'orderAnalysis.actions.unfreeze', message: 'Unfreeze' }),
};
