import { AccountStatus, canCall, isRole, isStaff, orderCalls, type Role } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../http/context.ts';
import type { Clock } from '../../lib/clock.ts';
import { figuresAs, findOrderAs } from '../orders/index.ts';
import { balancesOf, findUserById } from '../user/index.ts';
import { findBotUser, type BotGroupRecord } from './repository.ts';
import { botTexts, moneyText, statusText, timeText } from './texts.ts';

/** The commands the bot answers; anything else in a group is text for the other handlers. */
export const groupCommands = ['balance', 'order', 'today', 'detail', 'help'] as const;
export type GroupCommand = (typeof groupCommands)[number];

/** `/order@my_bot 123` → { command: 'order', args: '123' }; null when not one of ours. */
export function parseCommand(text: string, botUsername: string): { command: GroupCommand; args: string } | null {
  const m = /^\/([a-z_]{1,32})(?:@([A-Za-z0-9_]{1,64}))?(?:\s+([\s\S]*))?$/i.exec(text.trim());
  if (!m) return null;
  const [, name = '', to, args = ''] = m;
  // A command for another bot in the same group is not ours to answer.
  if (to !== undefined && to.toLowerCase() !== botUsername.toLowerCase()) return null;
  const command = groupCommands.find((c) => c === name.toLowerCase());
  return command ? { command, args: args.trim() } : null;
}

/**
 * The merchant or supplier a group belongs to, as the app would see it signed in: the same
 * AuthUser the order scope and hidden fields are computed from. A deleted, frozen or re-roled
 * owner makes the group silent.
 */
export async function groupOwner(db: DbOrTx, userId: number): Promise<AuthUser | null> {
  const u = await findUserById(db, userId);
  if (!u || u.status !== AccountStatus.normal || u.deletedAt || !isRole(u.role)) return null;
  if (u.role !== 'merchant' && u.role !== 'supplier') return null;
  return { id: u.id, account: u.account, nickname: u.nickname, role: u.role, parentId: u.parentId, isAgent: u.isAgent };
}

/** A whitelisted Telegram user linked to a staff account whose role may read orders. */
async function isOrderStaff(db: DbOrTx, tgUserId: number): Promise<boolean> {
  const listed = await findBotUser(db, { tgUserId });
  if (!listed?.staffUserId) return false;
  const staff = await findUserById(db, listed.staffUserId);
  if (!staff || staff.status !== AccountStatus.normal || staff.deletedAt || !isRole(staff.role)) return false;
  const role: Role = staff.role;
  return isStaff(role) && canCall(orderCalls.getList.access, role);
}

const orderKey = /^[A-Za-z0-9_\-.:]{1,64}$/;

/**
 * The answer to a command in a whitelisted group bound to a merchant or supplier, in the group's
 * language; null: say nothing. Every read goes through the orders and user modules as the group's
 * owner, so a group never sees more than its owner's own pages.
 */
export async function answerCommand(
  db: DbOrTx,
  clock: Clock,
  group: BotGroupRecord,
  fromUserId: number,
  cmd: { command: GroupCommand; args: string },
): Promise<string | null> {
  if (group.userId === null) return null;
  const owner = await groupOwner(db, group.userId);
  if (!owner) return null;
  const t = botTexts(group.language);
  switch (cmd.command) {
    case 'help':
      return t.help;
    case 'balance': {
      const b = await balancesOf(db, owner);
      return t.balance({
        balance: moneyText(b.balance),
        available: moneyText(b.availableBalance),
        frozen: moneyText(b.frozenBalance),
      });
    }
    case 'today': {
      const now = clock.now();
      const from = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
      const f = await figuresAs(db, owner, from, new Date(from.getTime() + 86_400_000));
      return t.today({
        date: from.toISOString().slice(0, 10),
        orderCount: f.orderCount,
        successCount: f.successCount,
        amount: moneyText(f.amount),
        successAmount: moneyText(f.successAmount),
      });
    }
    case 'order':
    case 'detail': {
      // Staff-only: anyone else asking for a detail gets no answer at all, like a stranger.
      if (cmd.command === 'detail' && !(await isOrderStaff(db, fromUserId))) return null;
      if (!orderKey.test(cmd.args)) return t.usage(cmd.command);
      const o = await findOrderAs(db, owner, cmd.args);
      if (!o) return t.orderNotFound(cmd.args);
      const state = t.orderState({
        orderCode: o.orderCode,
        mchOrderNo: o.mchOrderNo,
        status: statusText(t, o.status),
        amount: moneyText(o.amount),
        realAmount: moneyText(o.realAmount),
        createTime: timeText(o.createTime),
        completedAt: o.completedAt ? timeText(o.completedAt) : null,
      });
      if (cmd.command === 'order') return state;
      return `${state}\n${t.orderDetail({
        product: o.productName || '—',
        utr: o.utr || '—',
        callback: t.callbackDone(o.callbackSuccess, o.callbackCount),
        // The group reads the answer: the owner's hidden fields stay hidden (a merchant never learns the supplier).
        supplier: o.supplierName,
        remark: o.remark || '—',
      })}`;
    }
  }
}
