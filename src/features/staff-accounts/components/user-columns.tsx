import type { AdminUser } from '../../../contract/index.ts';
import type { DeskColumnOptions } from '../../../components/list/desk-columns.tsx';
import { UserStatusTag } from './user-card.tsx';

/**
 * The staff accounts' desk columns (decisions 124, 135), read off the export: the card's facts
 * shown, the Google state, login IP and creation time offered hidden. Every role that reads the
 * list sees the same.
 */
export const userColumnOptions: DeskColumnOptions<AdminUser> = {
  hidden: ['google', 'lastLoginIp', 'created'],
  widths: {
    account: 170,
    nickname: 150,
    role: 170,
    status: 110,
    lastLogin: 170,
    google: 150,
    lastLoginIp: 150,
    created: 170,
  },
  cells: { status: (r) => <UserStatusTag row={r} /> },
};
