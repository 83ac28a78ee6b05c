import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, Selector } from 'antd-mobile';
import { useState } from 'react';
import { resourceTypes, type ResourceRow, type ResourceType, type TeamMemberRow } from '../../../contract/index.ts';
import { useRouteTable } from '../../../lib/routes/context.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { usePagedRows } from '../../../components/list/paged.ts';
import { AccountCard, AccountFacts } from '../../receiving-accounts/index.ts';
import { ResourceDetailDialog } from '../../resource-detail/index.ts';
import { useMemberResources } from '../api/get-team.ts';
import styles from './agents.module.css';

/** The receiving-account page's title names each type, so the type choice reads the same here. */
const typeTitle = (routes: readonly AppRoute[], type: ResourceType) =>
  routes.find((r) => r.name === `receiving.${type}`)?.title;

/** The first type the member has accounts of, so the sheet never opens on an empty list needlessly. */
const firstType = (row: TeamMemberRow): ResourceType =>
  resourceTypes.find((type) => (row.resourceTypeCounts[type] ?? 0) > 0) ?? resourceTypes[0];

/**
 * A member's receiving accounts, read only: the receiving-accounts cards and the resource detail
 * dialog without its switch. The member runs its own accounts; the agent's lever is the member's
 * accept-orders (docs/decisions/036-agents-and-teams.md).
 */
export function MemberAccountsSheet({ member, onClose }: { member: TeamMemberRow | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <DetailSheet
      open={member !== null}
      label={
        member ? t({ id: 'agents.titles.memberAccounts', message: `Receiving accounts of ${member.account}` }) : ''
      }
      testId="member-accounts"
      onClose={onClose}
    >
      {member && <MemberAccounts key={member.id} member={member} />}
    </DetailSheet>
  );
}

function MemberAccounts({ member }: { member: TeamMemberRow }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<ResourceType>(() => firstType(member));
  const [opened, setOpened] = useState<ResourceRow | null>(null);
  const query = useMemberResources(member.id, type);
  const routes = useRouteTable();
  const { rows, total } = usePagedRows(query);
  const options = resourceTypes.map((value) => {
    const title = typeTitle(routes, value);
    return { value, label: `${title ? i18n._(title) : value} (${member.resourceTypeCounts[value] ?? 0})` };
  });
  return (
    <>
      <h2 className={list.sheetTitle}>
        {t({ id: 'agents.titles.memberAccounts', message: `Receiving accounts of ${member.account}` })}
      </h2>
      <Selector<ResourceType>
        className={styles.types}
        columns={2}
        options={options}
        value={[type]}
        onChange={(v) => v[0] && setType(v[0])}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <DotLoading />
      ) : (
        <div className={styles.accountList}>
          <p className={list.total}>{t({ id: 'receivingAccounts.texts.total', message: `${total} accounts` })}</p>
          {rows.map((r) => (
            <AccountCard key={r.id} row={r} showSupplier={false} onOpen={setOpened} />
          ))}
          {query.hasNextPage && (
            <Button
              className={styles.more}
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t({ id: 'agents.buttons.more', message: 'Load more' })}
            </Button>
          )}
        </div>
      )}
      <ResourceDetailDialog resource={opened} canSwitch={false} onClose={() => setOpened(null)}>
        {opened && <AccountFacts row={opened} />}
      </ResourceDetailDialog>
    </>
  );
}
