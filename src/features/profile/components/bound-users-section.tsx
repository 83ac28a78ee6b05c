import { useLingui } from '@lingui/react/macro';
import { Button, Tag, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { userCalls, type BoundUser } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useBindingAction, useBoundUsers } from '../api/bound-users.ts';
import { ProfileSheet } from './profile-sheet.tsx';
import styles from './profile.module.css';

/**
 * Accounts bound to this one (product 7.1): a binding you make waits until the other account's user
 * confirms it; one made to you waits for your confirmation. Either side may end it.
 */
export function BoundUsersSection() {
  const { t } = useLingui();
  const bound = useBoundUsers();
  const action = useBindingAction();
  const [adding, setAdding] = useState(false);
  const [needToLogout, setNeedToLogout] = useState(false);

  const unbind = async (row: BoundUser) => {
    const who = row.account;
    const ok = await Dialog.confirm({
      content: t({ id: 'profile.texts.unbindConfirm', message: `End the binding with ${who}?` }),
      confirmText: t({ id: 'profile.buttons.unbind', message: 'Unbind' }),
      cancelText: t({ id: 'common.buttons.cancel', message: 'Cancel' }),
    });
    if (!ok) return;
    action.mutate({ action: 'unbind', userAccount: row.account });
  };

  const rows = bound.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="profile-bound">
      <div className={styles.sectionHead}>
        <h2 id="profile-bound" className={styles.sectionTitle}>
          {t({ id: 'profile.titles.boundUsers', message: 'Bound accounts' })}
        </h2>
        <Button size="small" className={styles.action} onClick={() => setAdding(true)}>
          {t({ id: 'profile.buttons.bindUser', message: 'Bind an account' })}
        </Button>
      </div>
      <ErrorAlert error={bound.error ?? action.error} />
      {bound.isSuccess && rows.length === 0 && (
        <p className={styles.muted}>{t({ id: 'profile.texts.noBoundUsers', message: 'No bound accounts' })}</p>
      )}
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={`${row.direction}-${row.account}`} className={styles.row} aria-label={row.account}>
            <div className={styles.rowWho}>
              <strong>{row.nickname || row.account}</strong>
              <span className={styles.muted}>
                {row.account} ·{' '}
                {row.direction === 'outgoing'
                  ? t({ id: 'profile.texts.boundByYou', message: 'bound by you' })
                  : t({ id: 'profile.texts.boundToYou', message: 'asks to bind you' })}
              </span>
            </div>
            <div className={styles.actions}>
              <Tag color={row.confirmed ? 'success' : 'warning'}>
                {row.confirmed
                  ? t({ id: 'profile.texts.confirmed', message: 'Confirmed' })
                  : t({ id: 'profile.texts.unconfirmed', message: 'Waiting' })}
              </Tag>
              {row.direction === 'incoming' && !row.confirmed && (
                <Button
                  size="small"
                  color="primary"
                  className={styles.action}
                  onClick={() => action.mutate({ action: 'confirm', userAccount: row.account })}
                >
                  {t({ id: 'profile.buttons.confirmBind', message: 'Confirm' })}
                </Button>
              )}
              <Button
                size="small"
                color="danger"
                fill="outline"
                className={styles.action}
                onClick={() => void unbind(row)}
              >
                {t({ id: 'profile.buttons.unbind', message: 'Unbind' })}
              </Button>
            </div>
          </li>
        ))}
      </ul>

      <ProfileSheet
        open={adding}
        onClose={() => setAdding(false)}
        title={t({ id: 'profile.buttons.bindUser', message: 'Bind an account' })}
        intro={
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              className={styles.switchInput}
              checked={needToLogout}
              onChange={(e) => setNeedToLogout(e.target.checked)}
            />
            {t({ id: 'profile.fields.needToLogout', message: 'Sign that account out when it confirms' })}
          </label>
        }
        fields={[
          {
            name: 'userAccount',
            label: t({ id: 'profile.fields.userAccount', message: 'Account to bind' }),
            kind: 'text',
            maxLength: 64,
          },
        ]}
        initial={{ userAccount: '' }}
        schema={userCalls.bindUserForProfile.input}
        toInput={(v) => ({ userAccount: (v.userAccount ?? '').trim(), needToLogout })}
        submitText={t({ id: 'profile.buttons.bind', message: 'Bind' })}
        onSubmit={async (input) => {
          await action.mutateAsync({ action: 'bind', ...(input as { userAccount: string; needToLogout: boolean }) });
          setAdding(false);
          Toast.show({
            icon: 'success',
            content: t({ id: 'profile.texts.bindSent', message: 'Bound; waiting for that account to confirm' }),
          });
        }}
      />
    </section>
  );
}
