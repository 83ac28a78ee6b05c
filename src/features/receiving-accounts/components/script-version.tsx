import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import type { ResourceRow } from '../../../contract/index.ts';

/**
 * The monitoring script version the account's device reported, and whether it is the newest
 * rolled-out version of the account's bank (what the device should download next).
 */
export function ScriptVersion({ row }: { row: Pick<ResourceRow, 'version' | 'latestScriptVersion'> }) {
  const { t } = useLingui();
  const latest = row.latestScriptVersion;
  if (!row.version) {
    return (
      <span data-testid="account-script-version">
        {latest ? t({ id: 'receivingAccounts.script.notReported', message: `Not reported (newest: ${latest})` }) : '—'}
      </span>
    );
  }
  const upToDate = latest !== null && row.version === latest;
  return (
    <span data-testid="account-script-version">
      {row.version}{' '}
      {upToDate && (
        <Tag color="success" data-testid="account-script-current">
          {t({ id: 'receivingAccounts.script.current', message: 'Newest' })}
        </Tag>
      )}
      {latest !== null && !upToDate && (
        <Tag color="warning" data-testid="account-script-outdated">
          {t({ id: 'receivingAccounts.script.outdated', message: `Newest is ${latest}` })}
        </Tag>
      )}
    </span>
  );
}
