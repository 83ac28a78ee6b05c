import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { onSource, ordersArchive } from '../../db/order-sources.ts';
import { orderRecordColumns } from '../orders/index.ts';
import {
  auditRecords,
  balances,
  bankStatements,
  fundRecords,
  orderCallbacks,
  orders,
  payoutBatches,
  payoutOrders,
  resources,
  sessions,
  systemConfig,
  users,
  webRecords,
} from '../../db/schema.ts';

/**
 * The viewer's reads. Every select names its columns (an allow-list, never `select *`); a
 * credential column is selected only as "is one set", so its value never leaves the database.
 */

/** Related lists stop here: the viewer links to records, it is not a list page. */
export const relatedLimit = 20;

const isSet = (column: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`coalesce(${column}, '') <> ''`.mapWith((v: unknown) => v === true || v === 't');

/** A key as the id of a `serial` (int4) table; anything else would make PostgreSQL refuse the query. */
export function intId(key: string): number | null {
  if (!/^\d{1,10}$/.test(key)) return null;
  const n = Number(key);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** A key as the id of a `bigserial` table (ids stay below 2^53 in JavaScript). */
export function bigId(key: string): number | null {
  if (!/^\d{1,15}$/.test(key)) return null;
  const n = Number(key);
  return n >= 1 ? n : null;
}

const userColumns = {
  id: users.id,
  account: users.account,
  nickname: users.nickname,
  role: users.role,
  status: users.status,
  parentId: users.parentId,
  isAgent: users.isAgent,
  enableGoogleVerify: users.enableGoogleVerify,
  confirmBind: users.confirmBind,
  allowModify: users.allowModify,
  signType: users.signType,
  acceptOrders: users.acceptOrders,
  kycLowerLimit: users.kycLowerLimit,
  lastLoginIp: users.lastLoginIp,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  passwordHash: isSet(users.passwordHash),
  payPasswordHash: isSet(users.payPasswordHash),
  googleSecret: isSet(users.googleSecret),
  googlePendingSecret: isSet(users.googlePendingSecret),
  merchantKey: isSet(users.merchantKey),
};

export const userSecretFields = [
  'passwordHash',
  'payPasswordHash',
  'googleSecret',
  'googlePendingSecret',
  'merchantKey',
];

export async function findUser(db: DbOrTx, key: string) {
  const id = intId(key);
  const where = id === null ? eq(users.account, key) : or(eq(users.id, id), eq(users.account, key));
  // An account may look like a number: the id wins.
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(id === null ? users.id : sql`${users.id} = ${id} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findBalance(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      balance: balances.balance,
      frozenBalance: balances.frozenBalance,
      deposit: balances.deposit,
      reserved: balances.reserved,
    })
    .from(balances)
    .where(eq(balances.userId, userId));
  return rows[0] ?? null;
}

/** Names of users by id, for link labels. */
export async function userLabel(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const rows = await db
    .select({ id: users.id, account: users.account, nickname: users.nickname, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return rows[0] ?? null;
}

export async function findUserByAccount(db: DbOrTx, account: string) {
  const rows = await db
    .select({ id: users.id, account: users.account, nickname: users.nickname })
    .from(users)
    .where(eq(users.account, account))
    .limit(1);
  return rows[0] ?? null;
}

export const teamOf = (db: DbOrTx, userId: number) =>
  db
    .select({ id: users.id, account: users.account, nickname: users.nickname })
    .from(users)
    .where(eq(users.parentId, userId))
    .orderBy(users.id)
    .limit(relatedLimit);

export const sessionsOf = (db: DbOrTx, userId: number) =>
  db
    .select({ id: sessions.id, ip: sessions.ip, createdAt: sessions.createdAt, endedAt: sessions.endedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(relatedLimit);

export const resourcesOf = (db: DbOrTx, supplierId: number) =>
  db
    .select({
      id: resources.id,
      type: resources.type,
      bankName: resources.bankName,
      accountName: resources.accountName,
    })
    .from(resources)
    .where(eq(resources.supplierId, supplierId))
    .orderBy(resources.id)
    .limit(relatedLimit);

export const ordersWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: orders.id, orderCode: orders.orderCode })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(relatedLimit);

export const payoutsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: payoutOrders.id, orderCode: payoutOrders.orderCode })
    .from(payoutOrders)
    .where(where)
    .orderBy(desc(payoutOrders.id))
    .limit(relatedLimit);

export const fundRecordsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: fundRecords.id, reason: fundRecords.reason, amount: fundRecords.amount })
    .from(fundRecords)
    .where(where)
    .orderBy(desc(fundRecords.id))
    .limit(relatedLimit);

export const bankStatementsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: bankStatements.id, utr: bankStatements.utr, amount: bankStatements.amount })
    .from(bankStatements)
    .where(where)
    .orderBy(desc(bankStatements.id))
    .limit(relatedLimit);

export const webRecordsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: webRecords.id, kind: webRecords.kind, amount: webRecords.amount })
    .from(webRecords)
    .where(where)
    .orderBy(desc(webRecords.id))
    .limit(relatedLimit);

export const callbacksOf = (db: DbOrTx, orderCode: string) =>
  db
    .select({ id: orderCallbacks.id, attempt: orderCallbacks.attempt, success: orderCallbacks.success })
    .from(orderCallbacks)
    .where(eq(orderCallbacks.orderCode, orderCode))
    .orderBy(desc(orderCallbacks.id))
    .limit(relatedLimit);

export const auditsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ id: auditRecords.id, action: auditRecords.action, target: auditRecords.target })
    .from(auditRecords)
    .where(where)
    .orderBy(desc(auditRecords.id))
    .limit(relatedLimit);

const sessionColumns = {
  id: sessions.id,
  publicId: sessions.publicId,
  userId: sessions.userId,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  token2ExpiresAt: sessions.token2ExpiresAt,
  logInReason: sessions.logInReason,
  endedAt: sessions.endedAt,
  endReason: sessions.endReason,
  tokenHash: isSet(sessions.tokenHash),
  token2Hash: isSet(sessions.token2Hash),
};

export async function findSession(db: DbOrTx, key: string) {
  const id = intId(key);
  const rows = await db
    .select(sessionColumns)
    .from(sessions)
    .where(id === null ? eq(sessions.publicId, key) : or(eq(sessions.id, id), eq(sessions.publicId, key)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * By id, order code, then the merchant's order number (unique per merchant only: the newest); an
 * order a retention run moved out is found in the archive, marked archived (decision 058).
 */
export async function findOrder(db: DbOrTx, key: string) {
  const id = bigId(key);
  const keys = [id === null ? null : eq(orders.id, id), eq(orders.orderCode, key), eq(orders.mchOrderNo, key)];
  for (const where of keys) {
    if (!where) continue;
    const rows = await db.select(orderRecordColumns).from(orders).where(where).orderBy(desc(orders.id)).limit(1);
    if (rows[0]) return rows[0];
  }
  for (const where of keys) {
    if (!where) continue;
    const rows = await db
      .select(onSource(orderRecordColumns))
      .from(ordersArchive)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(1);
    if (rows[0]) return { ...rows[0], archived: true };
  }
  return null;
}

const payoutColumns = {
  id: payoutOrders.id,
  orderCode: payoutOrders.orderCode,
  mchOrderNo: payoutOrders.mchOrderNo,
  merchantId: payoutOrders.merchantId,
  productId: payoutOrders.productId,
  supplierId: payoutOrders.supplierId,
  batchId: payoutOrders.batchId,
  amount: payoutOrders.amount,
  fee: payoutOrders.fee,
  usdtAmount: payoutOrders.usdtAmount,
  status: payoutOrders.status,
  name: payoutOrders.name,
  cardNumber: payoutOrders.cardNumber,
  bankBranch: payoutOrders.bankBranch,
  ifsc: payoutOrders.ifsc,
  upi: payoutOrders.upi,
  address: payoutOrders.address,
  walletAddress: payoutOrders.walletAddress,
  utr: payoutOrders.utr,
  rejectReason: payoutOrders.rejectReason,
  claimedAt: payoutOrders.claimedAt,
  createdAt: payoutOrders.createdAt,
  updatedAt: payoutOrders.updatedAt,
  completedAt: payoutOrders.completedAt,
};

export async function findPayout(db: DbOrTx, key: string) {
  const id = bigId(key);
  for (const where of [
    id === null ? null : eq(payoutOrders.id, id),
    eq(payoutOrders.orderCode, key),
    eq(payoutOrders.mchOrderNo, key),
  ]) {
    if (!where) continue;
    const rows = await db.select(payoutColumns).from(payoutOrders).where(where).orderBy(desc(payoutOrders.id)).limit(1);
    if (rows[0]) return rows[0];
  }
  return null;
}

const batchColumns = {
  id: payoutBatches.id,
  batchNo: payoutBatches.batchNo,
  templateId: payoutBatches.templateId,
  resourceId: payoutBatches.resourceId,
  supplierId: payoutBatches.supplierId,
  creatorId: payoutBatches.creatorId,
  status: payoutBatches.status,
  maxOrders: payoutBatches.maxOrders,
  amountLimit: payoutBatches.amountLimit,
  orderCount: payoutBatches.orderCount,
  totalAmount: payoutBatches.totalAmount,
  exceptionCount: payoutBatches.exceptionCount,
  exceptionAmount: payoutBatches.exceptionAmount,
  fileName: payoutBatches.fileName,
  exportCount: payoutBatches.exportCount,
  rules: payoutBatches.rules,
  createdAt: payoutBatches.createdAt,
  updatedAt: payoutBatches.updatedAt,
  exportedAt: payoutBatches.exportedAt,
  finishedAt: payoutBatches.finishedAt,
};

export async function findBatch(db: DbOrTx, key: string) {
  const id = intId(key);
  const rows = await db
    .select(batchColumns)
    .from(payoutBatches)
    .where(id === null ? eq(payoutBatches.batchNo, key) : or(eq(payoutBatches.id, id), eq(payoutBatches.batchNo, key)))
    .limit(1);
  return rows[0] ?? null;
}

const resourceColumns = {
  id: resources.id,
  supplierId: resources.supplierId,
  productId: resources.productId,
  type: resources.type,
  state: resources.state,
  accountName: resources.accountName,
  bankName: resources.bankName,
  cardNumber: resources.cardNumber,
  ifsc: resources.ifsc,
  upi: resources.upi,
  walletNickname: resources.walletNickname,
  walletAddress: resources.walletAddress,
  bankingAccount: resources.bankingAccount,
  maxConcurrent: resources.maxConcurrent,
  floatUp: resources.floatUp,
  floatDown: resources.floatDown,
  minOrderBalance: resources.minOrderBalance,
  dailyCountLimit: resources.dailyCountLimit,
  dailyAmountLimit: resources.dailyAmountLimit,
  lastAllocatedAt: resources.lastAllocatedAt,
  createdAt: resources.createdAt,
  deletedAt: resources.deletedAt,
  bankingPasswordEnc: isSet(resources.bankingPasswordEnc),
};

export async function findResource(db: DbOrTx, id: number) {
  const rows = await db.select(resourceColumns).from(resources).where(eq(resources.id, id));
  return rows[0] ?? null;
}

/** The monitoring device of a receiving account (monitorId of product 3 is the account's id). */
const deviceColumns = {
  id: resources.id,
  supplierId: resources.supplierId,
  cardNumber: resources.cardNumber,
  monitorState: resources.monitorState,
  monitorLastSeenAt: resources.monitorLastSeenAt,
  clientBinding: resources.clientBinding,
  version: resources.version,
  monitorPasswordHash: isSet(resources.monitorPasswordHash),
  monitorKey: isSet(resources.monitorKey),
};

export async function findDevice(db: DbOrTx, id: number) {
  const rows = await db.select(deviceColumns).from(resources).where(eq(resources.id, id));
  return rows[0] ?? null;
}

const statementColumns = {
  id: bankStatements.id,
  resourceId: bankStatements.resourceId,
  supplierId: bankStatements.supplierId,
  direction: bankStatements.direction,
  amount: bankStatements.amount,
  balance: bankStatements.balance,
  utr: bankStatements.utr,
  payerName: bankStatements.payerName,
  cardNumber: bankStatements.cardNumber,
  sender: bankStatements.sender,
  content: bankStatements.content,
  deviceMessageId: bankStatements.deviceMessageId,
  receivedAt: bankStatements.receivedAt,
  matchedOrderCode: bankStatements.matchedOrderCode,
  matchedAt: bankStatements.matchedAt,
  matchedBy: bankStatements.matchedBy,
  createdAt: bankStatements.createdAt,
};

export async function findBankStatement(db: DbOrTx, id: number) {
  const rows = await db.select(statementColumns).from(bankStatements).where(eq(bankStatements.id, id));
  return rows[0] ?? null;
}

const webRecordColumns = {
  id: webRecords.id,
  kind: webRecords.kind,
  resourceId: webRecords.resourceId,
  supplierId: webRecords.supplierId,
  amount: webRecords.amount,
  utr: webRecords.utr,
  payerName: webRecords.payerName,
  txHash: webRecords.txHash,
  fromAddress: webRecords.fromAddress,
  toAddress: webRecords.toAddress,
  content: webRecords.content,
  deviceMessageId: webRecords.deviceMessageId,
  receivedAt: webRecords.receivedAt,
  matchedOrderCode: webRecords.matchedOrderCode,
  matchedAt: webRecords.matchedAt,
  matchedBy: webRecords.matchedBy,
  createdAt: webRecords.createdAt,
};

export async function findWebRecord(db: DbOrTx, key: string) {
  const id = bigId(key);
  const rows = await db
    .select(webRecordColumns)
    .from(webRecords)
    .where(id === null ? eq(webRecords.txHash, key) : eq(webRecords.id, id))
    .limit(1);
  return rows[0] ?? null;
}

const fundColumns = {
  id: fundRecords.id,
  userId: fundRecords.userId,
  reason: fundRecords.reason,
  amount: fundRecords.amount,
  balanceBefore: fundRecords.balanceBefore,
  balanceAfter: fundRecords.balanceAfter,
  orderCode: fundRecords.orderCode,
  operatorId: fundRecords.operatorId,
  remark: fundRecords.remark,
  createdAt: fundRecords.createdAt,
};

export async function findFundRecord(db: DbOrTx, id: number) {
  const rows = await db.select(fundColumns).from(fundRecords).where(eq(fundRecords.id, id));
  return rows[0] ?? null;
}

const callbackColumns = {
  id: orderCallbacks.id,
  orderCode: orderCallbacks.orderCode,
  mchOrderNo: orderCallbacks.mchOrderNo,
  merchantId: orderCallbacks.merchantId,
  url: orderCallbacks.url,
  httpMethod: orderCallbacks.httpMethod,
  requestBody: orderCallbacks.requestBody,
  responseStatus: orderCallbacks.responseStatus,
  responseBody: orderCallbacks.responseBody,
  success: orderCallbacks.success,
  error: orderCallbacks.error,
  attempt: orderCallbacks.attempt,
  trigger: orderCallbacks.trigger,
  operatorId: orderCallbacks.operatorId,
  durationMs: orderCallbacks.durationMs,
  createdAt: orderCallbacks.createdAt,
  deletedAt: orderCallbacks.deletedAt,
};

export async function findCallback(db: DbOrTx, id: number) {
  const rows = await db.select(callbackColumns).from(orderCallbacks).where(eq(orderCallbacks.id, id));
  return rows[0] ?? null;
}

const auditColumns = {
  id: auditRecords.id,
  action: auditRecords.action,
  target: auditRecords.target,
  operatorId: auditRecords.operatorId,
  operatorAccount: auditRecords.operatorAccount,
  ip: auditRecords.ip,
  before: auditRecords.before,
  after: auditRecords.after,
  createdAt: auditRecords.createdAt,
};

export async function findAudit(db: DbOrTx, id: number) {
  const rows = await db.select(auditColumns).from(auditRecords).where(eq(auditRecords.id, id));
  return rows[0] ?? null;
}

export async function findStoredSetting(db: DbOrTx, key: string) {
  const rows = await db
    .select({ key: systemConfig.key, value: systemConfig.value, updatedAt: systemConfig.updatedAt })
    .from(systemConfig)
    .where(eq(systemConfig.key, key));
  return rows[0] ?? null;
}

export async function orderIdByCode(db: DbOrTx, code: string) {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code)).limit(1);
  return rows[0]?.id ?? null;
}

export async function payoutIdByCode(db: DbOrTx, code: string) {
  const rows = await db
    .select({ id: payoutOrders.id })
    .from(payoutOrders)
    .where(eq(payoutOrders.orderCode, code))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function batchIdByNo(db: DbOrTx, batchNo: string) {
  const rows = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(eq(payoutBatches.batchNo, batchNo))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function resourceLabel(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const rows = await db
    .select({
      id: resources.id,
      type: resources.type,
      bankName: resources.bankName,
      accountName: resources.accountName,
    })
    .from(resources)
    .where(eq(resources.id, id));
  return rows[0] ?? null;
}
