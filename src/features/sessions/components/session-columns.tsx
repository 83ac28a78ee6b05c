import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TableColumn } from '../../../components/list/table-columns.ts';
import type { SessionRow } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { deviceName } from '../../../lib/user-agent.ts';

/** The open sessions' desk columns (decision 124), the card's fields; the nickname offered hidden. */
export function useSessionColumns(): readonly TableColumn<SessionRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const when = (iso: string) => (
      <time dateTime={iso}>{formatTime(i18n, iso, { dateStyle: 'short', timeStyle: 'short' })}</time>
    );
    const describe = (userAgent: string) => {
      const { browser, device } = deviceName(userAgent);
      if (browser && device) return t({ id: 'sessions.texts.browserOnDevice', message: `${browser} on ${device}` });
      return browser ?? device ?? t({ id: 'sessions.texts.unknownDevice', message: 'Unknown browser' });
    };
    return [
      {
        id: 'account',
        header: t({ id: 'sessions.fields.account', message: 'Account' }),
        width: 170,
        cell: (r) =>
          r.current ? `${r.account} (${t({ id: 'sessions.texts.thisSession', message: 'This session' })})` : r.account,
      },
      {
        id: 'nickname',
        header: t({ id: 'sessions.fields.nickname', message: 'Nickname' }),
        width: 150,
        shown: false,
        cell: (r) => r.nickname || '—',
      },
      {
        id: 'role',
        header: t({ id: 'sessions.fields.role', message: 'Role' }),
        width: 140,
        cell: (r) => i18n._(roleLabels[r.role]),
      },
      {
        id: 'loginIp',
        header: t({ id: 'sessions.fields.loginIp', message: 'Login IP' }),
        width: 150,
        cell: (r) => r.loginIp || '—',
      },
      {
        id: 'loginTime',
        header: t({ id: 'sessions.fields.loginTime', message: 'Signed in' }),
        width: 160,
        cell: (r) => when(r.loginTime),
      },
      {
        id: 'lastSeen',
        header: t({ id: 'sessions.fields.lastSeen', message: 'Last seen' }),
        width: 160,
        cell: (r) => when(r.lastSeen),
      },
      {
        id: 'device',
        header: t({ id: 'sessions.fields.device', message: 'Device' }),
        cell: (r) =>
          r.userAgent ? (
            <span title={r.userAgent} data-testid="session-device">
              {describe(r.userAgent)}
            </span>
          ) : (
            '—'
          ),
      },
    ];
  }, [t, i18n]);
}
