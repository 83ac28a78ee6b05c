import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/sheets/overlays.ts';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/index.ts';
import { clearOfflineData } from '../../features/offline/index.ts';
import { browserStore, clearTabs } from './tabs-storage.ts';

/**
 * Sign out (product 2.9): after a confirmation, the logout call (which also forgets the token and the
 * query cache), the user's stored tabs, then /login.
 */
export function useSignOut(userId: number) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return async () => {
    const ok = await Dialog.confirm({
      content: t({ id: 'auth.texts.logoutConfirm', message: 'Sign out of this device?' }),
      confirmText: t({ id: 'auth.buttons.logout', message: 'Sign out' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!ok) return;
    clearTabs(browserStore(), userId);
    await logout();
    // Awaited: the next person on this phone must find none of this user's saved data.
    await clearOfflineData(userId);
    await navigate('/login', { replace: true });
  };
}
