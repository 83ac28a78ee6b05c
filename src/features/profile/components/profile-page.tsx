import { useLingui } from '@lingui/react/macro';
import { PullToRefresh, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { profileKeys } from '../api/keys.ts';
import { useProfile } from '../api/get-profile.ts';
import { sessionKeys } from '../../sessions/index.ts';
import { AccountSection } from './account-section.tsx';
import { BalancesSection } from './balances-section.tsx';
import { BoundUsersSection } from './bound-users-section.tsx';
import { GoogleSection } from './google-section.tsx';
import { IpWhitelistSection } from './ip-whitelist-section.tsx';
import { MerchantKeySection } from './merchant-key-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { TestKeySection } from './test-key-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { PushSection } from '../../push/index.ts';
import { InstallSection } from '../../pwa/index.ts';
import styles from './profile.module.css';

/**
 * The personal center (product 2.7): everything here acts on the signed-in account only, so the
 * customerService variant keeps its forms (docs/decisions/021-personal-center.md). Push alerts belong to web push.
 */
export function ProfilePage(_props: { route: AppRoute }) {
  const { t } = useLingui();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]).then(() => undefined);

  if (profile.isError && !profile.data)
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  if (!profile.data) return <Skeleton.Paragraph lineCount={10} animated />;
  const p = profile.data;
  const holdsMoney = p.role === 'merchant' || p.role === 'supplier';
  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.page} aria-label={t({ id: 'routes.profile', message: 'Personal center' })}>
        <AccountSection profile={p} />
        {holdsMoney && <BalancesSection />}
        <GoogleSection profile={p} />
        <PasskeysSection />
        {p.merchant && <MerchantKeySection merchant={p.merchant} />}
        {p.merchant && <TestKeySection merchant={p.merchant} />}
        {p.role === 'merchant' && <IpWhitelistSection />}
        <BoundUsersSection />
        <SessionsSection account={p.account} />
        <PushSection role={p.role} />
        <InstallSection />
      </div>
    </PullToRefresh>
  );
}
