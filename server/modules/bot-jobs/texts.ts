import { FundReason, OrderStatus, type FundReasonId, type Language } from '../../../src/contract/index.ts';

/**
 * What the bot jobs write to groups, in the three languages of the contract. The bot writes plain
 * text (no Markdown: an order number or a merchant's remark never breaks the formatting). Like the
 * inbox's translated messages, the texts live on the server: a group has no browser to translate.
 */

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Minor units as "1,234.56" (with a sign when asked). */
export function money(minor: number, signed = false): string {
  const text = amountFormat.format(Math.abs(minor) / 100);
  if (minor < 0) return `-${text}`;
  return signed && minor > 0 ? `+${text}` : text;
}

const statusNames: Record<Language, Partial<Record<number, string>>> = {
  'zh-CN': { [OrderStatus.allocated]: '已分配', [OrderStatus.processing]: '处理中', [OrderStatus.timedOut]: '已超时' },
  'zh-TW': { [OrderStatus.allocated]: '已分配', [OrderStatus.processing]: '處理中', [OrderStatus.timedOut]: '已逾時' },
  'en-US': {
    [OrderStatus.allocated]: 'Allocated',
    [OrderStatus.processing]: 'Processing',
    [OrderStatus.timedOut]: 'Timed out',
  },
};

export interface WaitingOrderLine {
  orderCode: string;
  mchOrderNo: string;
  amount: number;
  status: number;
  minutesWaiting: number;
}

/** At most this many orders are listed in one reminder; the rest are counted. */
export const reminderMaxLines = 20;

export function supplementReminderText(lang: Language, orders: readonly WaitingOrderLine[]): string {
  const shown = orders.slice(0, reminderMaxLines);
  const more = orders.length - shown.length;
  const status = (s: number) => statusNames[lang][s] ?? String(s);
  const head = {
    'zh-CN': `⏰ 有 ${orders.length} 笔订单等待补单：`,
    'zh-TW': `⏰ 有 ${orders.length} 筆訂單等待補單：`,
    'en-US': `⏰ ${orders.length} order(s) waiting for a supplement:`,
  }[lang];
  const line = (o: WaitingOrderLine) =>
    ({
      'zh-CN': `${o.orderCode}  金额 ${money(o.amount)}  ${status(o.status)}  已等待 ${o.minutesWaiting} 分钟`,
      'zh-TW': `${o.orderCode}  金額 ${money(o.amount)}  ${status(o.status)}  已等待 ${o.minutesWaiting} 分鐘`,
      'en-US': `${o.orderCode}  amount ${money(o.amount)}  ${status(o.status)}  waiting ${o.minutesWaiting} min`,
    })[lang];
  const tail =
    more > 0
      ? [{ 'zh-CN': `……另有 ${more} 笔`, 'zh-TW': `……另有 ${more} 筆`, 'en-US': `… and ${more} more` }[lang]]
      : [];
  const foot = {
    'zh-CN': '请核对收款并尽快补单。',
    'zh-TW': '請核對收款並盡快補單。',
    'en-US': 'Please check the payments and supplement them soon.',
  }[lang];
  return [head, ...shown.map(line), ...tail, foot].join('\n');
}

const R = FundReason;
/** The fund reasons' names in the group's language (the app's catalogs hold the same words). */
const reasonNames: Record<Language, Record<FundReasonId, string>> = {
  'zh-CN': {
    [R.addBalance]: '增加余额',
    [R.withdraw]: '提现',
    [R.changeRate]: '费率调整',
    [R.changeFixedFee]: '固定手续费调整',
    [R.addDeposit]: '增加押金',
    [R.reduceDeposit]: '减少押金',
    [R.adjustment]: '调整',
    [R.orderIncome]: '订单收入',
    [R.orderFee]: '订单手续费',
    [R.supplierCollection]: '代收到账',
    [R.orderReversal]: '订单冲正',
    [R.payoutHold]: '代付冻结',
    [R.payoutRelease]: '代付解冻',
    [R.payoutPaid]: '代付完成',
  },
  'zh-TW': {
    [R.addBalance]: '增加餘額',
    [R.withdraw]: '提現',
    [R.changeRate]: '費率調整',
    [R.changeFixedFee]: '固定手續費調整',
    [R.addDeposit]: '增加押金',
    [R.reduceDeposit]: '減少押金',
    [R.adjustment]: '調整',
    [R.orderIncome]: '訂單收入',
    [R.orderFee]: '訂單手續費',
    [R.supplierCollection]: '代收到帳',
    [R.orderReversal]: '訂單沖正',
    [R.payoutHold]: '代付凍結',
    [R.payoutRelease]: '代付解凍',
    [R.payoutPaid]: '代付完成',
  },
  'en-US': {
    [R.addBalance]: 'Add balance',
    [R.withdraw]: 'Withdraw',
    [R.changeRate]: 'Change rate',
    [R.changeFixedFee]: 'Change fixed fee',
    [R.addDeposit]: 'Add deposit',
    [R.reduceDeposit]: 'Reduce deposit',
    [R.adjustment]: 'Adjustment',
    [R.orderIncome]: 'Order income',
    [R.orderFee]: 'Order fee',
    [R.supplierCollection]: 'Collection received',
    [R.orderReversal]: 'Order reversal',
    [R.payoutHold]: 'Payout held',
    [R.payoutRelease]: 'Payout released',
    [R.payoutPaid]: 'Payout paid',
  },
};
const reasonName = (lang: Language, reason: number) =>
  Object.hasOwn(reasonNames[lang], reason) ? reasonNames[lang][reason as FundReasonId] : `#${reason}`;

/** One fund record of the day as the digest lists it. */
export interface DayLine {
  /** 'HH:mm' in the day's zone. */
  time: string;
  reason: number;
  amount: number;
  balanceAfter: number;
}

/** At most this many of the day's records are listed; the summary counts them all. */
export const digestMaxLines = 15;

export interface DayFigures {
  /** 'YYYY-MM-DD' in the zone named. */
  day: string;
  timeZone: string;
  count: number;
  /** Sum of the credits (≥ 0) and of the debits (≤ 0), minor units. */
  credits: number;
  debits: number;
  closingBalance: number;
  /** The day's first records, oldest first (at most digestMaxLines). */
  lines: DayLine[];
}

export function dailyFundRecordText(lang: Language, f: DayFigures): string {
  const zone =
    f.timeZone === 'UTC' ? 'UTC' : { 'zh-CN': '北京时间', 'zh-TW': '北京時間', 'en-US': 'Beijing time' }[lang];
  const lines = {
    'zh-CN': [
      `📒 ${f.day}（${zone}）资金记录`,
      `笔数：${f.count}`,
      `收入：${money(f.credits)}`,
      `支出：${money(f.debits)}`,
      `日终余额：${money(f.closingBalance)}`,
    ],
    'zh-TW': [
      `📒 ${f.day}（${zone}）資金記錄`,
      `筆數：${f.count}`,
      `收入：${money(f.credits)}`,
      `支出：${money(f.debits)}`,
      `日終餘額：${money(f.closingBalance)}`,
    ],
    'en-US': [
      `📒 Fund records of ${f.day} (${zone})`,
      `Records: ${f.count}`,
      `In: ${money(f.credits)}`,
      `Out: ${money(f.debits)}`,
      `Closing balance: ${money(f.closingBalance)}`,
    ],
  }[lang];
  const listed = f.lines.map(
    (l) => `${l.time}  ${reasonName(lang, l.reason)}  ${money(l.amount, true)}  → ${money(l.balanceAfter)}`,
  );
  const more = f.count - f.lines.length;
  const tail =
    more > 0
      ? [{ 'zh-CN': `……另有 ${more} 笔`, 'zh-TW': `……另有 ${more} 筆`, 'en-US': `… and ${more} more` }[lang]]
      : [];
  return [...lines, ...(listed.length > 0 ? ['', ...listed, ...tail] : [])].join('\n');
}

export interface FailedCallback {
  orderCode: string;
  mchOrderNo: string;
  amount: number;
  attempts: number;
  /** The last attempt's HTTP status or error, short. */
  lastResult: string;
  /** Where staff and the merchant read the callback's attempts (BotRemindCallbackUrl + the order). */
  link: string;
}

export function callbackFailedText(lang: Language, c: FailedCallback): string {
  const lines = {
    'zh-CN': [
      `⚠️ 订单回调失败`,
      `商户订单号：${c.mchOrderNo}`,
      `平台订单号：${c.orderCode}`,
      `金额：${money(c.amount)}`,
      `尝试次数：${c.attempts}`,
      `最后结果：${c.lastResult}`,
      `详情：${c.link}`,
    ],
    'zh-TW': [
      `⚠️ 訂單回調失敗`,
      `商戶訂單號：${c.mchOrderNo}`,
      `平台訂單號：${c.orderCode}`,
      `金額：${money(c.amount)}`,
      `嘗試次數：${c.attempts}`,
      `最後結果：${c.lastResult}`,
      `詳情：${c.link}`,
    ],
    'en-US': [
      `⚠️ Callback failed`,
      `Merchant order no.: ${c.mchOrderNo}`,
      `Order code: ${c.orderCode}`,
      `Amount: ${money(c.amount)}`,
      `Attempts: ${c.attempts}`,
      `Last result: ${c.lastResult}`,
      `Details: ${c.link}`,
    ],
  }[lang];
  return lines.join('\n');
}
