import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteTable } from '../../../lib/routes/context.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { homeSections } from '../sections.ts';
import { BalanceCard } from './balance-card.tsx';
import { ContactCard } from './contact-card.tsx';
import { refreshHomeFigures } from '../api/refresh.ts';
import styles from './home-page.module.css';
import { LatestOrders } from './latest-orders.tsx';
import { QueueCard } from './queue-card.tsx';
import { StatsSection } from './stats-section.tsx';
import { SupportLinks } from './support-links.tsx';
import { UserCard } from './user-card.tsx';

/**
 * The start page of every role: who you are; order figures and the latest orders for the roles
 * that see orders; the balance for merchants and suppliers; links for technical support;
 * whom to ask, for everyone.
 */
export function HomePage(_props: { route: AppRoute }) {
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const routes = useRouteTable();
  const { role, seesOrders, hasBalance, ordersPath, supplements } = homeSections(user, routes);

  const refresh = () => refreshHomeFigures(queryClient).then(() => undefined);

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.page}>
        <div className={styles.top}>
          <UserCard user={user} />
          {hasBalance && <BalanceCard />}
        </div>
        {supplements && ordersPath && <QueueCard listPath={ordersPath} role={role} />}
        {seesOrders && <StatsSection />}
        {seesOrders && <LatestOrders listPath={ordersPath} />}
        {!seesOrders && role && <SupportLinks role={role} />}
        <ContactCard />
      </div>
    </PullToRefresh>
  );
}
