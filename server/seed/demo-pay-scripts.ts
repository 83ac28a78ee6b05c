import { eq } from 'drizzle-orm';
import { ProductId } from '../../src/contract/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { payScripts, payScriptVersions, users } from '../db/schema.ts';

/**
 * The demo's pay script (dynamic pay, decision 078), for Card-to-Card Float: the payee is the
 * allocated account, the payer is asked for the payable amount in at most RedWalletCount transfers
 * of at most 20,000.00 each, and the QR payload carries the order code. Version 1 is the first
 * draft; version 2, active, adds the note.
 */
export const demoPayScriptProduct = ProductId.cardToCardFloat;

const v1 = `// Card-to-card: pay the allocated account the payable amount.
function pay(input) {
  const account = input.account || { accountName: 'Demo Collections', cardNumber: '4111111111111111' };
  return {
    payee: { name: account.accountName, account: account.cardNumber },
    amount: input.order.payableAmount,
  };
}
`;

export const demoPayScriptSource = `// Card-to-card: pay the allocated account the payable amount,
// split into transfers of at most 20,000.00 (at most RedWalletCount of them).
const partMax = 2000000; // minor units

function pay(input) {
  const order = input.order;
  const account = input.account || { accountName: 'Demo Collections', cardNumber: '4111111111111111' };
  const count = Math.ceil(order.payableAmount / partMax);
  if (count > input.limits.redWalletCount) {
    throw new Error('the amount needs ' + count + ' transfers, at most ' + input.limits.redWalletCount + ' are allowed');
  }
  const parts = [];
  let left = order.payableAmount;
  for (let i = 0; i < count; i++) {
    const part = Math.min(partMax, left);
    parts.push(part);
    left -= part;
  }
  return {
    payee: { name: account.accountName, account: account.cardNumber },
    qr: 'CARD:' + account.cardNumber + ';AMT:' + order.payableAmount + ';REF:' + order.orderCode,
    amount: order.payableAmount,
    parts: parts,
    note: 'Write ' + order.orderCode + ' as the transfer remark',
  };
}
`;

export async function seedPayScripts(tx: DbOrTx, now: Date): Promise<void> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.account, 'superadmin'));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const rows = await tx
    .insert(payScriptVersions)
    .values([
      {
        productId: demoPayScriptProduct,
        version: 1,
        source: v1,
        note: 'First draft',
        authorId: admin?.id ?? null,
        author: 'superadmin',
        createdAt: at(3),
      },
      {
        productId: demoPayScriptProduct,
        version: 2,
        source: demoPayScriptSource,
        note: 'Split into transfers of at most 20,000.00',
        authorId: admin?.id ?? null,
        author: 'superadmin',
        createdAt: at(1),
      },
    ])
    .returning({ id: payScriptVersions.id, version: payScriptVersions.version });
  const active = rows.find((r) => r.version === 2)!;
  await tx
    .insert(payScripts)
    .values({ productId: demoPayScriptProduct, activeVersionId: active.id, updatedBy: 'superadmin', updatedAt: at(1) });
}
