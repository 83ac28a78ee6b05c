import { constants, OrderStatus, type Language, type OrderStatusName } from '../../../src/contract/index.ts';

/**
 * Every text the bot writes, in the three languages of the contract. Kept here, in one module, like
 * the inbox messages keep their translations beside them: the bot writes outside the app, so
 * Lingui's app catalogs do not reach it. Groups choose their language on the bot settings page.
 */
export interface BotTexts {
  help: string;
  balance(b: { balance: string; available: string; frozen: string }): string;
  orderNotFound(key: string): string;
  orderState(o: {
    orderCode: string;
    mchOrderNo: string;
    status: string;
    amount: string;
    realAmount: string;
    createTime: string;
    completedAt: string | null;
  }): string;
  orderDetail(o: { product: string; utr: string; callback: string; supplier: string | null; remark: string }): string;
  today(f: { date: string; orderCount: number; successCount: number; amount: string; successAmount: string }): string;
  usage(command: string): string;
  callbackDone(ok: boolean, count: number): string;
  status: Record<OrderStatusName, string>;
  /** The relay bot's header above a merchant's proof copied into a supplier group. */
  relayHeader(o: { orderCode: string; amount: string; status: string }): string;
  /** The relay bot's answers in the merchant group: no such order of the merchant, no group to send to. */
  relayNotFound(key: string): string;
  relayNoGroup(orderCode: string): string;
}

const en: BotTexts = {
  help: "Commands:\n/balance: the balance\n/order <order number or order code>: an order's state\n/today: today's orders",
  balance: (b) => `Balance: ${b.balance}\nAvailable: ${b.available}\nFrozen: ${b.frozen}`,
  orderNotFound: (key) => `No order ${key}`,
  orderState: (o) =>
    `Order ${o.orderCode}\nMerchant order number: ${o.mchOrderNo}\nState: ${o.status}\nAmount: ${o.amount}\nPaid amount: ${o.realAmount}\nCreated: ${o.createTime}` +
    (o.completedAt ? `\nCompleted: ${o.completedAt}` : ''),
  orderDetail: (d) =>
    `Product: ${d.product}\nUTR: ${d.utr}\nCallback: ${d.callback}` +
    (d.supplier === null ? '' : `\nSupplier: ${d.supplier}`) +
    `\nRemark: ${d.remark}`,
  today: (f) =>
    `Today (${f.date}, UTC)\nOrders: ${f.orderCount}\nPaid: ${f.successCount}\nAmount: ${f.amount}\nPaid amount: ${f.successAmount}`,
  usage: (command) => `Usage: /${command} <order number or order code>`,
  callbackDone: (ok, count) => (count === 0 ? 'not sent yet' : `${ok ? 'delivered' : 'failing'} (${count} tries)`),
  relayHeader: (o) =>
    `Payment proof for order ${o.orderCode}\nAmount: ${o.amount}\nState: ${o.status}\nReply to the proof to answer the merchant.`,
  relayNotFound: (key) => `No order ${key} of this group's merchant`,
  relayNoGroup: (code) => `Order ${code} has no supplier group to send the proof to; please contact support`,
  status: {
    created: 'Created',
    allocated: 'Allocated',
    timedOut: 'Timed out',
    callbackSuccessful: 'Paid, callback delivered',
    callbackFailed: 'Paid, callback failed',
    successful: 'Paid',
    processing: 'Processing',
    rejecting: 'Rejecting',
    rejected: 'Rejected',
    toBeConfirmed: 'To be confirmed',
    allocationFailed: 'Allocation failed',
    creating: 'Creating',
    submitted: 'Submitted',
    failed: 'Failed',
  },
};

const zhCN: BotTexts = {
  help: '指令：\n/balance：查询余额\n/order <商户订单号或订单编号>：查询订单状态\n/today：今日订单统计',
  balance: (b) => `余额：${b.balance}\n可用余额：${b.available}\n冻结金额：${b.frozen}`,
  orderNotFound: (key) => `未找到订单 ${key}`,
  orderState: (o) =>
    `订单 ${o.orderCode}\n商户订单号：${o.mchOrderNo}\n状态：${o.status}\n金额：${o.amount}\n实付金额：${o.realAmount}\n创建时间：${o.createTime}` +
    (o.completedAt ? `\n完成时间：${o.completedAt}` : ''),
  orderDetail: (d) =>
    `产品：${d.product}\nUTR：${d.utr}\n回调：${d.callback}` +
    (d.supplier === null ? '' : `\n供应商：${d.supplier}`) +
    `\n备注：${d.remark}`,
  today: (f) =>
    `今日（${f.date}，UTC）\n订单数：${f.orderCount}\n成功数：${f.successCount}\n订单金额：${f.amount}\n成功金额：${f.successAmount}`,
  usage: (command) => `用法：/${command} <商户订单号或订单编号>`,
  callbackDone: (ok, count) => (count === 0 ? '尚未发送' : `${ok ? '成功' : '失败'}（${count} 次）`),
  relayHeader: (o) => `订单 ${o.orderCode} 的付款凭证\n金额：${o.amount}\n状态：${o.status}\n回复该凭证即可答复商户。`,
  relayNotFound: (key) => `未找到本群商户的订单 ${key}`,
  relayNoGroup: (code) => `订单 ${code} 没有可转发凭证的供应商群，请联系客服`,
  status: {
    created: '已创建',
    allocated: '已分配',
    timedOut: '已超时',
    callbackSuccessful: '已支付，回调成功',
    callbackFailed: '已支付，回调失败',
    successful: '已支付',
    processing: '处理中',
    rejecting: '驳回中',
    rejected: '已驳回',
    toBeConfirmed: '待确认',
    allocationFailed: '分配失败',
    creating: '创建中',
    submitted: '已提交',
    failed: '失败',
  },
};

const zhTW: BotTexts = {
  help: '指令：\n/balance：查詢餘額\n/order <商戶訂單號或訂單編號>：查詢訂單狀態\n/today：今日訂單統計',
  balance: (b) => `餘額：${b.balance}\n可用餘額：${b.available}\n凍結金額：${b.frozen}`,
  orderNotFound: (key) => `找不到訂單 ${key}`,
  orderState: (o) =>
    `訂單 ${o.orderCode}\n商戶訂單號：${o.mchOrderNo}\n狀態：${o.status}\n金額：${o.amount}\n實付金額：${o.realAmount}\n建立時間：${o.createTime}` +
    (o.completedAt ? `\n完成時間：${o.completedAt}` : ''),
  orderDetail: (d) =>
    `產品：${d.product}\nUTR：${d.utr}\n回調：${d.callback}` +
    (d.supplier === null ? '' : `\n供應商：${d.supplier}`) +
    `\n備註：${d.remark}`,
  today: (f) =>
    `今日（${f.date}，UTC）\n訂單數：${f.orderCount}\n成功數：${f.successCount}\n訂單金額：${f.amount}\n成功金額：${f.successAmount}`,
  usage: (command) => `用法：/${command} <商戶訂單號或訂單編號>`,
  callbackDone: (ok, count) => (count === 0 ? '尚未發送' : `${ok ? '成功' : '失敗'}（${count} 次）`),
  relayHeader: (o) => `訂單 ${o.orderCode} 的付款憑證\n金額：${o.amount}\n狀態：${o.status}\n回覆該憑證即可答覆商戶。`,
  relayNotFound: (key) => `找不到本群商戶的訂單 ${key}`,
  relayNoGroup: (code) => `訂單 ${code} 沒有可轉發憑證的供應商群，請聯絡客服`,
  status: {
    created: '已建立',
    allocated: '已分配',
    timedOut: '已逾時',
    callbackSuccessful: '已支付，回調成功',
    callbackFailed: '已支付，回調失敗',
    successful: '已支付',
    processing: '處理中',
    rejecting: '駁回中',
    rejected: '已駁回',
    toBeConfirmed: '待確認',
    allocationFailed: '分配失敗',
    creating: '建立中',
    submitted: '已提交',
    failed: '失敗',
  },
};

const byLanguage: Record<Language, BotTexts> = { 'en-US': en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** The texts of a group's language; an unknown stored tag falls back to Simplified Chinese, the column's default. */
export function botTexts(language: string): BotTexts {
  return byLanguage[language as Language] ?? zhCN;
}

const statusNames = new Map<number, OrderStatusName>(
  Object.entries(OrderStatus).map(([k, v]) => [v, k as OrderStatusName]),
);

export function statusText(t: BotTexts, status: number): string {
  const name = statusNames.get(status);
  return name ? t.status[name] : String(status);
}

/** Minor units with two decimals and no grouping, the same in every language (product 9). */
export function moneyText(minor: number): string {
  return (minor / constants.moneyScale).toFixed(2);
}

/** 'YYYY-MM-DD HH:mm:ss' UTC: the page's times are UTC too when no zone is chosen. */
export function timeText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
