import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userCalls, type CallInput, type PasskeyRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSheet } from '../../../components/forms/form-sheet.tsx';
import { googleCodeLabel } from '../../../components/forms/google-code.ts';
import { request } from '../../../lib/api/client.ts';
import { formatTime } from '../../../lib/i18n/time-format.ts';
import { canUsePasskeys, passkeyKeys, usePasskeys } from '../../../lib/passkeys.ts';
import { ProfileSheet } from './profile-sheet.tsx';
import styles from './profile.module.css';

const removeFailed = msg({ id: 'profile.texts.removePasskeyFailed', message: 'The passkey was not removed' });

/**
 * Passkeys of this account (decision 133): a fingerprint or face on this device signs in without
 * the password and confirms actions in place of the Google code. Adding one asks for the login
 * password; removing one asks for a code or a passkey.
 */
export function PasskeysSection() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list });
  const when = (iso: string) => formatTime(i18n, iso, { dateStyle: 'medium', timeStyle: 'short' });

  if (!canUsePasskeys()) return null;
  const rows = list.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="profile-passkeys">
      <div className={styles.sectionHead}>
        <h2 id="profile-passkeys" className={styles.sectionTitle}>
          {t({ id: 'profile.titles.passkeys', message: 'Passkeys' })}
        </h2>
        <Button size="small" className={styles.action} onClick={() => setAdding(true)}>
          {t({ id: 'profile.buttons.addPasskey', message: 'Add a passkey' })}
        </Button>
      </div>
      <p className={styles.muted}>
        {t({
          id: 'profile.texts.passkeysIntro',
          message:
            'Sign in and confirm supplements and balance operations with the fingerprint or face of this device instead of the password and Google code.',
        })}
      </p>
      <ErrorAlert error={list.error} />
      {list.isSuccess && rows.length === 0 && (
        <p className={styles.muted}>{t({ id: 'profile.texts.noPasskeys', message: 'No passkeys yet' })}</p>
      )}
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row} aria-label={row.name}>
            <div className={styles.rowWho}>
              <strong>{row.name}</strong>
              <span className={styles.muted}>
                {t({ id: 'profile.texts.passkeyAdded', message: `Added ${when(row.createdAt)}` })}
                {row.lastUsedAt &&
                  ` · ${t({ id: 'profile.texts.passkeyUsed', message: `last used ${when(row.lastUsedAt ?? '')}` })}`}
              </span>
            </div>
            <div className={styles.actions}>
              <Button
                size="small"
                color="danger"
                fill="outline"
                className={styles.action}
                aria-label={t({ id: 'profile.buttons.removePasskeyNamed', message: `Remove passkey ${row.name}` })}
                onClick={() => setRemoving(row)}
              >
                {t({ id: 'profile.buttons.removePasskey', message: 'Remove' })}
              </Button>
            </div>
          </li>
        ))}
      </ul>

      <ProfileSheet
        open={adding}
        onClose={() => setAdding(false)}
        title={t({ id: 'profile.buttons.addPasskey', message: 'Add a passkey' })}
        fields={[
          {
            name: 'name',
            label: t({ id: 'profile.fields.passkeyName', message: 'Name of the passkey' }),
            kind: 'text',
            maxLength: 40,
          },
          {
            name: 'password',
            label: t({ id: 'profile.fields.loginPassword', message: 'Sign-in password' }),
            kind: 'password',
          },
        ]}
        initial={{ name: '', password: '' }}
        // The answer of the authenticator is made after these two are checked.
        schema={userCalls.addPasskey.input.omit({ response: true })}
        toInput={(v) => ({ name: (v.name ?? '').trim(), password: v.password ?? '' })}
        submitText={t({ id: 'profile.buttons.continue', message: 'Continue' })}
        onSubmit={async (input) => {
          const { name, password } = input as { name: string; password: string };
          const optionsJSON = await request(userCalls.startPasskeyAdd, {});
          const { startRegistration } = await import('@simplewebauthn/browser');
          const answer = await startRegistration({ optionsJSON });
          await request(userCalls.addPasskey, {
            name,
            password,
            // No extension is asked for, so none of their outputs is sent.
            response: { ...answer, clientExtensionResults: {} },
          });
          await refresh();
          setAdding(false);
          Toast.show({
            icon: 'success',
            content: t({ id: 'profile.texts.passkeyAddedToast', message: 'Passkey added' }),
          });
        }}
      />

      <FormSheet
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t({ id: 'profile.titles.removePasskey', message: `Remove passkey ${removing?.name ?? ''}` })}
        fields={[{ name: 'googleCode', label: googleCodeLabel, kind: 'digits', maxLength: 10 }]}
        initial={{ googleCode: '' }}
        stepUp="always"
        schema={userCalls.removePasskey.input}
        toInput={(v) => ({ id: removing?.id, googleCode: v.googleCode ?? '' })}
        submitText={t({ id: 'profile.buttons.removePasskey', message: 'Remove' })}
        failure={removeFailed}
        onSubmit={async (input) => {
          await request(userCalls.removePasskey, input as CallInput<typeof userCalls.removePasskey>);
          await refresh();
          setRemoving(null);
          Toast.show({
            icon: 'success',
            content: t({ id: 'profile.texts.passkeyRemovedToast', message: 'Passkey removed' }),
          });
        }}
      />
    </section>
  );
}
