import { ProductId, type ResourceType } from '../../src/contract/products.ts';
import { MonitorState } from '../../src/contract/statuses.ts';
import type { DbOrTx } from '../db/client.ts';
import { payScripts, payScriptVersions, products, resources, userProducts } from '../db/schema.ts';
import { demoMonitorKey } from './demo-resources.ts';
import type { SeededPeople } from './demo-users.ts';

/**
 * The channels of product 1 the first demo lacked (decision 121): Alipay (its red packets split by
 * RedWalletCount), UnionPay quick pay and WeChat, in CNY. Seeded after everything else and drawing
 * nothing at random, so every row before them stays what the tests expect.
 */
export const channelProducts: {
  id: number;
  name: string;
  resourceType: ResourceType;
  account: Partial<typeof resources.$inferInsert>;
}[] = [
  {
    id: ProductId.alipay,
    name: 'Alipay Red Packets',
    resourceType: 'alipay',
    account: { accountName: 'Wang Fang', walletNickname: '13800138000' },
  },
  {
    id: ProductId.unionPayQuick,
    name: 'UnionPay Quick Pay',
    resourceType: 'unionPay',
    account: {
      accountName: 'Li Wei',
      bankName: 'Industrial and Commercial Bank of China',
      cardNumber: '6222020200112233445',
    },
  },
  {
    id: ProductId.weChatPay,
    name: 'WeChat Pay',
    resourceType: 'weChat',
    account: { accountName: 'Zhang Min', walletNickname: 'zhangmin_pay' },
  },
];

/** Alipay's red packets: a payable amount in at most RedWalletCount packets of at most 200.00 (Alipay's own cap). */
export const alipayRedPacketScript = `// Alipay red packets: the payable amount in packets of at most 200.00,
// at most RedWalletCount of them.
const packetMax = 20000; // minor units

function pay(input) {
  const order = input.order;
  const account = input.account || { accountName: 'Demo Collections', walletNickname: '13800138000' };
  const count = Math.ceil(order.payableAmount / packetMax);
  if (count > input.limits.redWalletCount) {
    throw new Error('the amount needs ' + count + ' red packets, at most ' + input.limits.redWalletCount + ' are allowed');
  }
  const parts = [];
  let left = order.payableAmount;
  for (let i = 0; i < count; i++) {
    const part = Math.min(packetMax, left);
    parts.push(part);
    left -= part;
  }
  return {
    payee: { name: account.accountName, account: account.walletNickname },
    qr: 'alipays://platformapi/startapp?appId=20000123&actionType=scan&biz_data=' + order.orderCode,
    amount: order.payableAmount,
    parts: parts,
    note: 'Send ' + count + ' red packets with ' + order.orderCode + ' as the greeting',
  };
}
`;

/** The ten-thousandths rate of a channel for merchants and suppliers: the platform keeps a margin. */
const merchantRate = 300;
const supplierRate = 120;

export async function seedChannels(tx: DbOrTx, people: SeededPeople, now: Date): Promise<void> {
  await tx.insert(products).values(
    channelProducts.map((p) => ({
      id: p.id,
      name: p.name,
      kind: 'collection',
      resourceType: p.resourceType,
      currency: 'CNY',
    })),
  );
  // merchant01 (the one the guides and tests use) and every supplier may use them.
  const merchant = people.byAccount.get('merchant01');
  const fees: (typeof userProducts.$inferInsert)[] = [];
  for (const p of channelProducts) {
    if (merchant) fees.push({ userId: merchant.id, productId: p.id, rate: merchantRate, fixedFee: 0, updatedAt: now });
    for (const s of people.suppliers)
      fees.push({ userId: s.id, productId: p.id, rate: supplierRate, fixedFee: 0, updatedAt: now });
  }
  await tx.insert(userProducts).values(fees);
  // Every supplier holds one account of each, on and its device running, so each channel takes orders.
  const rows: (typeof resources.$inferInsert)[] = [];
  for (const [n, supplier] of people.suppliers.entries()) {
    for (const [i, p] of channelProducts.entries()) {
      const k = n * channelProducts.length + i;
      rows.push({
        supplierId: supplier.id,
        productId: p.id,
        type: p.resourceType,
        state: 0,
        ...p.account,
        // Each supplier's own card, Alipay account and WeChat ID.
        ...(p.account.cardNumber
          ? { cardNumber: `${p.account.cardNumber.slice(0, -2)}${String(n).padStart(2, '0')}` }
          : {}),
        ...(p.account.walletNickname ? { walletNickname: `${p.account.walletNickname}${n === 0 ? '' : `_${n}`}` } : {}),
        monitorState: MonitorState.running,
        monitorLastSeenAt: null,
        clientBinding: `Android-channel${k + 1}`,
        version: '2.5.0',
        // Past the demo's other accounts' keys: derived, never drawn (demo-resources.ts).
        monitorKey: demoMonitorKey(10_000 + k),
        maxConcurrent: 20,
        floatUp: 0,
        floatDown: 0,
        minOrderBalance: 0,
        dailyCountLimit: 2_000,
        dailyAmountLimit: 500_000_000,
        createdAt: new Date(now.getTime() - 7 * 86_400_000),
      });
    }
  }
  await tx.insert(resources).values(rows);
  const [version] = await tx
    .insert(payScriptVersions)
    .values({
      productId: ProductId.alipay,
      version: 1,
      source: alipayRedPacketScript,
      note: 'Red packets of at most 200.00',
      authorId: null,
      author: 'superadmin',
      createdAt: new Date(now.getTime() - 86_400_000),
    })
    .returning({ id: payScriptVersions.id });
  await tx
    .insert(payScripts)
    .values({ productId: ProductId.alipay, activeVersionId: version!.id, updatedBy: 'superadmin', updatedAt: now });
}
