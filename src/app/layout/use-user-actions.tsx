import { useLingui } from '@lingui/react/macro';
import type { Role } from '../../contract/index.ts';
import { allows } from '../../lib/routes/expand.ts';
import { appRoutes } from '../routes/table.ts';
import type { MenuAction } from './menu-anchor.ts';
import { BugIcon, LogoutIcon, MailIcon, UserIcon } from './icons.tsx';
import { pathOf } from './route-paths.ts';
import { useGo } from './use-go.ts';
import { useSignOut } from './use-sign-out.ts';
import { useUnreadCount } from '../../features/messages/index.ts';

/** The role's personal center (default or customerService variant), from the route table. */
const profileOf = (role: Role | undefined) =>
  appRoutes.find((r) => r.name === 'profile' && role !== undefined && allows(r, role));

/**
 * The user menu (product 2.9): messages (with the unread count), error log, personal center when the
 * role has one, sign out; and the unread count for the avatar's badge.
 */
export function useUserActions(userId: number, role: Role | undefined): { actions: MenuAction[]; unread: number } {
  const { t } = useLingui();
  const unread = useUnreadCount();
  const signOut = useSignOut(userId);
  const profile = profileOf(role);
  const go = useGo();
  const messages = t({ id: 'layout.user.messages', message: 'Messages' });
  const actions: MenuAction[] = [
    {
      key: 'messages',
      text: unread > 0 ? t({ id: 'layout.user.messagesUnread', message: `${messages} (${unread} unread)` }) : messages,
      icon: <MailIcon size={18} />,
      onSelect: () => go(pathOf('message_page')),
    },
    {
      key: 'errors',
      text: t({ id: 'layout.user.errorLog', message: 'Error log' }),
      icon: <BugIcon size={18} />,
      onSelect: () => go(pathOf('error_logger_page')),
    },
    ...(profile
      ? [
          {
            key: 'profile',
            text: t({ id: 'layout.user.profile', message: 'Personal center' }),
            icon: <UserIcon size={18} />,
            onSelect: () => go(profile.path),
          },
        ]
      : []),
    {
      key: 'signOut',
      text: t({ id: 'auth.buttons.logout', message: 'Sign out' }),
      icon: <LogoutIcon size={18} />,
      danger: true,
      onSelect: () => void signOut(),
    },
  ];
  return { actions, unread };
}
