import { inArray } from 'drizzle-orm';
import { BotFundRecordState } from '../../src/contract/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { botFundRecords, botGroups, botUsers, users } from '../db/schema.ts';

const hour = 3_600_000;
/** Telegram supergroup ids of the demo (made up: the demo runs without a bot token). */
const merchantGroup = -1_001_000_000_001;
const supplierGroup = -1_001_000_000_002;

/**
 * What the bot pages show before anyone sets a token (decision 076): merchant01's and supplier01's
 * groups bound and allowed, one group waiting to be bound, two Telegram users (one linked to
 * admin0001 for the staff-only commands) and merchant01's group's bookkeeping reports: two waiting
 * for a decision, one rejected. Nothing here moves a balance. No random draws, so nothing seeded
 * before it shifts.
 */
export async function seedBots(tx: DbOrTx, now: Date): Promise<void> {
  const found = await tx
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ['merchant01', 'supplier01', 'admin0001']));
  const idOf = (account: string) => found.find((u) => u.account === account)?.id;
  const merchant = idOf('merchant01');
  const supplier = idOf('supplier01');
  const admin = idOf('admin0001');
  if (merchant === undefined || supplier === undefined || admin === undefined) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour);

  await tx.insert(botGroups).values([
    {
      chatId: merchantGroup,
      title: 'merchant01 对账群',
      userId: merchant,
      whitelisted: true,
      language: 'zh-CN',
      boundBy: 'admin0001',
      joinedAt: at(72),
      updatedAt: at(72),
    },
    {
      chatId: supplierGroup,
      title: 'supplier01 ops',
      userId: supplier,
      whitelisted: true,
      language: 'en-US',
      boundBy: 'admin0001',
      joinedAt: at(70),
      updatedAt: at(70),
    },
    { chatId: -1_001_000_000_003, title: 'New merchant desk', joinedAt: at(2), updatedAt: at(2) },
  ]);
  await tx.insert(botUsers).values([
    {
      tgUserId: 100_000_001,
      name: 'Ops lead',
      remark: 'admin0001 on Telegram',
      staffUserId: admin,
      createdBy: 'admin0001',
      createdAt: at(72),
      updatedAt: at(72),
    },
    {
      tgUserId: 100_000_002,
      name: 'merchant01 cashier',
      remark: '',
      createdBy: 'admin0001',
      createdAt: at(72),
      updatedAt: at(72),
    },
  ]);
  const report = { chatId: merchantGroup, userId: merchant, fromUserId: 100_000_002, fromName: 'merchant01 cashier' };
  await tx.insert(botFundRecords).values([
    { ...report, messageId: 101, text: '+1000 USDT', amount: 100_000, currency: 'USDT', createdAt: at(5) },
    { ...report, messageId: 102, text: '-500', amount: -50_000, createdAt: at(3) },
    {
      ...report,
      messageId: 103,
      text: '+20',
      amount: 2_000,
      state: BotFundRecordState.rejected,
      decidedBy: admin,
      decidedAt: at(20),
      remark: 'Sent twice',
      createdAt: at(21),
    },
  ]);
}
