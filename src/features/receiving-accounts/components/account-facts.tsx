import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { resourceTypeDecls, type ResourceRow } from '../../../contract/index.ts';
import { FactList } from '../../../components/list/detail-sheet.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { monitorStateLabels } from '../../resource-detail/index.ts';
import { textFieldsOf } from '../form-values.ts';
import { ScriptVersion } from './script-version.tsx';
import { fieldLabels, labels as l, typeFieldLabels } from '../labels.ts';

/** The account's own fields under the detail dialog; passwords only as set or not. */
export function AccountFacts({ row }: { row: ResourceRow }) {
  const { t, i18n } = useLingui();
  const set = (yes: boolean) =>
    yes
      ? t({ id: 'receivingAccounts.texts.passwordSet', message: 'Set' })
      : t({ id: 'receivingAccounts.texts.passwordNotSet', message: 'Not set' });
  const text = textFieldsOf(row.type).map((f): [string, ReactNode] => {
    if (f === 'bankingPassword') return [i18n._(fieldLabels[f]), set(row.hasBankingPassword)];
    if (f === 'monitorPassword') return [i18n._(fieldLabels[f]), set(row.hasMonitorPassword)];
    return [i18n._(typeFieldLabels[row.type]?.[f] ?? fieldLabels[f]), row[f] || '—'];
  });
  const monitor: [string, ReactNode][] = resourceTypeDecls[row.type].monitored
    ? [
        [
          i18n._(l.monitorState),
          <span data-testid="account-monitor-state">
            {i18n._(monitorStateLabels[row.monitorState] ?? l.monitorState)}
          </span>,
        ],
        [i18n._(l.lastSeen), row.monitorLastSeenTime ? whenText(i18n, row.monitorLastSeenTime) : '—'],
        [i18n._(l.clientBinding), row.clientBinding || '—'],
        [i18n._(l.version), <ScriptVersion row={row} />],
        [
          i18n._(l.deviceBound),
          row.deviceBoundTime
            ? whenText(i18n, row.deviceBoundTime)
            : t({ id: 'receivingAccounts.texts.neverBound', message: 'Never bound' }),
        ],
      ]
    : [];
  return (
    <FactList
      rows={[
        ...text,
        ...monitor,
        [i18n._(l.maxConcurrent), row.maxConcurrent],
        [i18n._(l.floatUp), row.floatUp],
        [i18n._(l.floatDown), row.floatDown],
        [i18n._(l.minOrderBalance), formatMoney(i18n, row.minOrderBalance)],
        [i18n._(l.dailyCountLimit), row.dailyCountLimit],
        [i18n._(l.dailyAmountLimit), formatMoney(i18n, row.dailyAmountLimit)],
        [i18n._(l.createTime), whenText(i18n, row.createTime)],
      ]}
    />
  );
}
