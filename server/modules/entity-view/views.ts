import { and, eq } from 'drizzle-orm';
import { systemSettings, type EntityLink, type EntityType, type EntityView } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditRecords, bankStatements, fundRecords, orders, payoutOrders, webRecords } from '../../db/schema.ts';
import { fieldsOf, link, resourceLink, userLink } from './fields.ts';
import * as repo from './repository.ts';

/** One function per entity type: the record by id or code, or null; a couple of queries each. */
type Viewer = (db: DbOrTx, key: string) => Promise<EntityView | null>;

const orderLinks = (rows: { id: number; orderCode: string }[], relation: string, type: EntityType = 'order') =>
  rows.map((r) => link(type, r.id, r.orderCode, relation));
const fundLinks = (rows: { id: number; reason: number; amount: number }[]) =>
  rows.map((r) => link('fundRecord', r.id, `#${r.id} reason ${r.reason} · ${r.amount / 100}`, 'fundRecord'));
const statementLinks = (rows: { id: number; utr: string | null; amount: number }[], relation: string) =>
  rows.map((r) => link('bankStatement', r.id, `#${r.id} ${r.utr ?? ''} · ${r.amount / 100}`.trim(), relation));
const webLinks = (rows: { id: number; kind: string; amount: number }[], relation: string) =>
  rows.map((r) => link('webRecord', r.id, `#${r.id} ${r.kind}`, relation));

/** The order a code names: a collection order, else a payout order (fund records name either). */
async function orderCodeLinks(db: DbOrTx, code: string | null, relation: string): Promise<EntityLink[]> {
  if (!code) return [];
  const orderId = await repo.orderIdByCode(db, code);
  if (orderId !== null) return [link('order', orderId, code, relation)];
  const payoutId = await repo.payoutIdByCode(db, code);
  return payoutId === null ? [] : [link('payout', payoutId, code, relation)];
}

const viewUser: Viewer = async (db, key) => {
  const user = await repo.findUser(db, key);
  if (!user) return null;
  const [balance, parent, team, sessionRows, resourceRows] = await Promise.all([
    repo.findBalance(db, user.id),
    repo.userLabel(db, user.parentId),
    repo.teamOf(db, user.id),
    repo.sessionsOf(db, user.id),
    user.role === 'supplier' ? repo.resourcesOf(db, user.id) : Promise.resolve([]),
  ]);
  const ownOrders =
    user.role === 'merchant'
      ? eq(orders.merchantId, user.id)
      : user.role === 'supplier'
        ? eq(orders.supplierId, user.id)
        : null;
  const ownPayouts =
    user.role === 'merchant'
      ? eq(payoutOrders.merchantId, user.id)
      : user.role === 'supplier'
        ? eq(payoutOrders.supplierId, user.id)
        : null;
  const [orderRows, payoutRows, fundRows] = await Promise.all([
    ownOrders ? repo.ordersWhere(db, ownOrders) : Promise.resolve([]),
    ownPayouts ? repo.payoutsWhere(db, ownPayouts) : Promise.resolve([]),
    repo.fundRecordsWhere(db, eq(fundRecords.userId, user.id)),
  ]);
  return {
    type: 'user',
    id: String(user.id),
    title: user.account,
    fields: [
      ...fieldsOf(user, { money: ['kycLowerLimit'], secret: repo.userSecretFields }),
      ...(balance ? fieldsOf(balance, { money: ['balance', 'frozenBalance', 'deposit', 'reserved'] }) : []),
    ],
    related: [
      ...userLink(parent, 'parent'),
      ...team.flatMap((u) => userLink(u, 'teamMember')),
      ...sessionRows.map((s) => link('session', s.id, `#${s.id} ${s.ip} ${s.createdAt.toISOString()}`, 'session')),
      ...resourceRows.flatMap((r) => resourceLink(r)),
      ...orderLinks(orderRows, 'order'),
      ...orderLinks(payoutRows, 'payout', 'payout'),
      ...fundLinks(fundRows),
    ],
  };
};

const viewSession: Viewer = async (db, key) => {
  const s = await repo.findSession(db, key);
  if (!s) return null;
  return {
    type: 'session',
    id: String(s.id),
    title: `#${s.id} ${s.publicId}`,
    fields: fieldsOf(s, { secret: ['tokenHash', 'token2Hash'] }),
    related: userLink(await repo.userLabel(db, s.userId), 'user'),
  };
};

const viewOrder: Viewer = async (db, key) => {
  const o = await repo.findOrder(db, key);
  if (!o) return null;
  const [merchant, supplier, resource, callbacks, funds, sms, web] = await Promise.all([
    repo.userLabel(db, o.merchantId),
    repo.userLabel(db, o.supplierId),
    repo.resourceLabel(db, o.resourceId),
    repo.callbacksOf(db, o.orderCode),
    repo.fundRecordsWhere(db, eq(fundRecords.orderCode, o.orderCode)),
    repo.bankStatementsWhere(db, eq(bankStatements.matchedOrderCode, o.orderCode)),
    repo.webRecordsWhere(db, eq(webRecords.matchedOrderCode, o.orderCode)),
  ]);
  return {
    type: 'order',
    id: String(o.id),
    title: o.orderCode,
    fields: fieldsOf(o, { money: ['amount', 'payableAmount', 'realAmount', 'merchantFee', 'supplierFee'] }),
    related: [
      ...userLink(merchant, 'merchant'),
      ...userLink(supplier, 'supplier'),
      ...resourceLink(resource),
      ...(o.resourceId === null ? [] : [link('device', o.resourceId, `#${o.resourceId}`, 'device')]),
      ...callbacks.map((c) =>
        link('callback', c.id, `#${c.id} attempt ${c.attempt} · ${c.success ? 'ok' : 'failed'}`, 'callback'),
      ),
      ...fundLinks(funds),
      ...statementLinks(sms, 'smsMatch'),
      ...webLinks(web, 'webMatch'),
    ],
  };
};

const viewPayout: Viewer = async (db, key) => {
  const p = await repo.findPayout(db, key);
  if (!p) return null;
  const [merchant, supplier, funds] = await Promise.all([
    repo.userLabel(db, p.merchantId),
    repo.userLabel(db, p.supplierId),
    repo.fundRecordsWhere(db, eq(fundRecords.orderCode, p.orderCode)),
  ]);
  return {
    type: 'payout',
    id: String(p.id),
    title: p.orderCode,
    // usdtAmount is in USDT millionths, not minor units: a plain number.
    fields: fieldsOf(p, { money: ['amount', 'fee'] }),
    related: [
      ...userLink(merchant, 'merchant'),
      ...userLink(supplier, 'supplier'),
      ...(p.batchId === null ? [] : [link('payoutBatch', p.batchId, `#${p.batchId}`, 'batch')]),
      ...fundLinks(funds),
    ],
  };
};

const viewBatch: Viewer = async (db, key) => {
  const batch = await repo.findBatch(db, key);
  if (!batch) return null;
  const [supplier, creator, resource, payouts] = await Promise.all([
    repo.userLabel(db, batch.supplierId),
    repo.userLabel(db, batch.creatorId),
    repo.resourceLabel(db, batch.resourceId),
    repo.payoutsWhere(db, eq(payoutOrders.batchId, batch.id)),
  ]);
  return {
    type: 'payoutBatch',
    id: String(batch.id),
    title: batch.batchNo,
    fields: fieldsOf(batch, { money: ['amountLimit', 'totalAmount', 'exceptionAmount'] }),
    related: [
      ...userLink(supplier, 'supplier'),
      ...userLink(creator, 'creator'),
      ...resourceLink(resource),
      ...orderLinks(payouts, 'payout', 'payout'),
    ],
  };
};

const viewResource: Viewer = async (db, key) => {
  const id = repo.intId(key);
  const r = id === null ? null : await repo.findResource(db, id);
  if (!r) return null;
  const [supplier, orderRows, sms, web] = await Promise.all([
    repo.userLabel(db, r.supplierId),
    repo.ordersWhere(db, eq(orders.resourceId, r.id)),
    repo.bankStatementsWhere(db, eq(bankStatements.resourceId, r.id)),
    repo.webRecordsWhere(db, eq(webRecords.resourceId, r.id)),
  ]);
  return {
    type: 'resource',
    id: String(r.id),
    title: `#${r.id} ${[r.type, r.bankName, r.accountName].filter(Boolean).join(' · ')}`,
    fields: fieldsOf(r, { money: ['minOrderBalance', 'dailyAmountLimit'], secret: ['bankingPasswordEnc'] }),
    related: [
      ...userLink(supplier, 'supplier'),
      link('device', r.id, `#${r.id}`, 'device'),
      ...orderLinks(orderRows, 'order'),
      ...statementLinks(sms, 'smsRecord'),
      ...webLinks(web, 'webRecord'),
    ],
  };
};

const viewDevice: Viewer = async (db, key) => {
  const id = repo.intId(key);
  const d = id === null ? null : await repo.findDevice(db, id);
  if (!d) return null;
  const [supplier, resource] = await Promise.all([repo.userLabel(db, d.supplierId), repo.resourceLabel(db, d.id)]);
  return {
    type: 'device',
    id: String(d.id),
    title: `#${d.id} ${d.cardNumber}`.trim(),
    fields: fieldsOf(d, { secret: ['monitorPasswordHash', 'monitorKey'] }),
    related: [...resourceLink(resource), ...userLink(supplier, 'supplier')],
  };
};

const viewBankStatement: Viewer = async (db, key) => {
  const id = repo.bigId(key);
  const s = id === null ? null : await repo.findBankStatement(db, id);
  if (!s) return null;
  const [supplier, resource, matcher, order] = await Promise.all([
    repo.userLabel(db, s.supplierId),
    repo.resourceLabel(db, s.resourceId),
    repo.userLabel(db, s.matchedBy),
    orderCodeLinks(db, s.matchedOrderCode, 'matchedOrder'),
  ]);
  return {
    type: 'bankStatement',
    id: String(s.id),
    title: `#${s.id} ${s.utr ?? ''}`.trim(),
    fields: fieldsOf(s, { money: ['amount', 'balance'] }),
    related: [
      ...order,
      ...resourceLink(resource),
      ...userLink(supplier, 'supplier'),
      ...userLink(matcher, 'matchedBy'),
    ],
  };
};

const viewWebRecord: Viewer = async (db, key) => {
  const w = await repo.findWebRecord(db, key);
  if (!w) return null;
  const [supplier, resource, matcher, order] = await Promise.all([
    repo.userLabel(db, w.supplierId),
    repo.resourceLabel(db, w.resourceId),
    repo.userLabel(db, w.matchedBy),
    orderCodeLinks(db, w.matchedOrderCode, 'matchedOrder'),
  ]);
  return {
    type: 'webRecord',
    id: String(w.id),
    title: `#${w.id} ${w.kind}`,
    // A USDT record's amount is in millionths: money only for web messages.
    fields: fieldsOf(w, { money: w.kind !== 'usdt' ? ['amount'] : [] }),
    related: [
      ...order,
      ...resourceLink(resource),
      ...userLink(supplier, 'supplier'),
      ...userLink(matcher, 'matchedBy'),
    ],
  };
};

const viewFundRecord: Viewer = async (db, key) => {
  const id = repo.bigId(key);
  const f = id === null ? null : await repo.findFundRecord(db, id);
  if (!f) return null;
  const [owner, operator, order] = await Promise.all([
    repo.userLabel(db, f.userId),
    repo.userLabel(db, f.operatorId),
    orderCodeLinks(db, f.orderCode, 'order'),
  ]);
  return {
    type: 'fundRecord',
    id: String(f.id),
    title: `#${f.id}`,
    fields: fieldsOf(f, { money: ['amount', 'balanceBefore', 'balanceAfter'] }),
    related: [...userLink(owner, 'user'), ...order, ...userLink(operator, 'operator')],
  };
};

const viewCallback: Viewer = async (db, key) => {
  const id = repo.bigId(key);
  const c = id === null ? null : await repo.findCallback(db, id);
  if (!c) return null;
  const [merchant, operator, order] = await Promise.all([
    repo.userLabel(db, c.merchantId),
    repo.userLabel(db, c.operatorId),
    orderCodeLinks(db, c.orderCode, 'order'),
  ]);
  return {
    type: 'callback',
    id: String(c.id),
    title: `#${c.id} ${c.orderCode}`,
    fields: fieldsOf(c),
    related: [...order, ...userLink(merchant, 'merchant'), ...userLink(operator, 'operator')],
  };
};

/** What an audit record's target names, by the module that wrote it (see the audit() calls). */
async function auditTargetLinks(db: DbOrTx, action: string, target: string): Promise<EntityLink[]> {
  const area = action.slice(0, action.indexOf('.'));
  if (target === '') return [];
  if (['admin', 'user', 'profile', 'agent'].includes(area))
    return userLink(await repo.findUserByAccount(db, target), 'target');
  if (area === 'order') return orderCodeLinks(db, target, 'target');
  if (area === 'payoutBatch') {
    const id = await repo.batchIdByNo(db, target);
    return id === null ? [] : [link('payoutBatch', id, target, 'target')];
  }
  if (area === 'systemConfig' && Object.hasOwn(systemSettings, target))
    return [link('setting', target, target, 'target')];
  return [];
}

const viewAudit: Viewer = async (db, key) => {
  const id = repo.bigId(key);
  const a = id === null ? null : await repo.findAudit(db, id);
  if (!a) return null;
  const [operator, target] = await Promise.all([
    repo.userLabel(db, a.operatorId),
    auditTargetLinks(db, a.action, a.target),
  ]);
  return {
    type: 'audit',
    id: String(a.id),
    title: `#${a.id} ${a.action}`,
    fields: fieldsOf(a),
    related: [...target, ...userLink(operator, 'operator')],
  };
};

const isSecretSetting = (key: string) => {
  const def: { secret?: boolean } | undefined = (systemSettings as Record<string, { secret?: boolean }>)[key];
  // A stored key the contract does not know is judged by its name.
  return def ? def.secret === true : /token|secret|password|key/i.test(key);
};

const viewSetting: Viewer = async (db, key) => {
  const known = Object.hasOwn(systemSettings, key);
  const stored = await repo.findStoredSetting(db, key);
  if (!stored && !known) return null;
  const secret = isSecretSetting(key);
  const current = stored ? stored.value : (systemSettings as Record<string, { default: unknown }>)[key]!.default;
  const shown = secret ? { value: typeof current === 'string' && current !== '' } : { value: current };
  const audits = await repo.auditsWhere(
    db,
    and(eq(auditRecords.action, 'systemConfig.set'), eq(auditRecords.target, key)),
  );
  return {
    type: 'setting',
    id: key,
    title: key,
    fields: fieldsOf(
      { key, ...shown, stored: stored !== null, updatedAt: stored?.updatedAt ?? null },
      { secret: secret ? ['value'] : [] },
    ),
    related: audits.map((r) => link('audit', r.id, `#${r.id} ${r.action}`, 'change')),
  };
};

export const viewers: Record<EntityType, Viewer> = {
  user: viewUser,
  session: viewSession,
  order: viewOrder,
  payout: viewPayout,
  payoutBatch: viewBatch,
  resource: viewResource,
  device: viewDevice,
  bankStatement: viewBankStatement,
  webRecord: viewWebRecord,
  fundRecord: viewFundRecord,
  callback: viewCallback,
  audit: viewAudit,
  setting: viewSetting,
};
