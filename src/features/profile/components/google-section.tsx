import { useLingui } from '@lingui/react/macro';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { userCalls, type GoogleBindStart, type Profile } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { GoogleBindPanel } from '../../../components/google-bind-panel/google-bind-panel.tsx';
import { useConfirmGoogleBind, useNewRecoveryCodes, useStartGoogleBind } from '../api/profile-mutations.ts';
import { ProfileSheet } from './profile-sheet.tsx';
import { showRecoveryCodes } from './recovery-codes-dialog.tsx';
import styles from './profile.module.css';

/**
 * Google Authenticator (docs/decisions/021-personal-center.md): binding shows the new key as a QR
 * and as text, and is confirmed with a code of it; from then on the sign-in asks for a code.
 * Replacing a bound key first asks for a code of the current one.
 */
export function GoogleSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const start = useStartGoogleBind();
  const renew = useNewRecoveryCodes();
  const [askRenew, setAskRenew] = useState(false);
  const confirm = useConfirmGoogleBind();
  const [askCurrent, setAskCurrent] = useState(false);
  const [pending, setPending] = useState<GoogleBindStart | null>(null);
  const [beginError, setBeginError] = useState<Error | null>(null);
  const { bound, atSignIn, recoveryCodesLeft } = profile.google;

  const begin = async () => {
    if (bound) {
      setAskCurrent(true);
      return;
    }
    setBeginError(null);
    try {
      setPending(await start.mutateAsync({}));
    } catch (err) {
      setBeginError(err instanceof Error ? err : new Error(String(err)));
    }
  };

  const codeLabel = t({ id: 'profile.fields.googleCode', message: 'Google code' });
  return (
    <section className={styles.section} aria-labelledby="profile-google">
      <div className={styles.sectionHead}>
        <h2 id="profile-google" className={styles.sectionTitle}>
          {t({ id: 'profile.titles.google', message: 'Google Authenticator' })}
        </h2>
        <Tag color={bound ? 'success' : 'default'} data-testid="google-status">
          {bound
            ? t({ id: 'profile.texts.googleBound', message: 'Bound' })
            : t({ id: 'profile.texts.googleNotBound', message: 'Not bound' })}
        </Tag>
      </div>
      <p className={styles.text}>
        {atSignIn
          ? t({ id: 'profile.texts.googleAtSignIn', message: 'Signing in asks for a code from the app.' })
          : bound
            ? t({
                id: 'profile.texts.googleOperationsOnly',
                message:
                  'Codes are asked for sensitive operations only. Binding again makes signing in ask for a code too.',
              })
            : t({
                id: 'profile.texts.googleIntro',
                message: 'Bind the app to protect sensitive operations; signing in will then ask for a code.',
              })}
      </p>
      {bound && (
        <p className={styles.text} data-testid="recovery-codes-left">
          {t({
            id: 'profile.texts.recoveryCodesLeft',
            message: `Recovery codes left: ${recoveryCodesLeft} of 10. Each one works once in place of a code.`,
          })}
        </p>
      )}
      <ErrorAlert error={beginError} />
      <div className={styles.actions}>
        <Button
          className={styles.action}
          color="primary"
          fill="outline"
          loading={start.isPending}
          onClick={() => void begin()}
        >
          {bound
            ? t({ id: 'profile.buttons.googleRebind', message: 'Bind a new key' })
            : t({ id: 'profile.buttons.googleBind', message: 'Bind Google Authenticator' })}
        </Button>
        {bound && (
          <Button className={styles.action} fill="outline" onClick={() => setAskRenew(true)}>
            {t({ id: 'profile.buttons.newRecoveryCodes', message: 'New recovery codes' })}
          </Button>
        )}
      </div>
      <ProfileSheet
        open={askRenew}
        onClose={() => setAskRenew(false)}
        title={t({ id: 'profile.buttons.newRecoveryCodes', message: 'New recovery codes' })}
        intro={
          <p className={styles.text}>
            {t({
              id: 'profile.texts.newRecoveryCodesIntro',
              message: 'Enter a Google code; ten new codes replace the old ones, which stop working.',
            })}
          </p>
        }
        fields={[{ name: 'googleCode', label: codeLabel, kind: 'code', maxLength: 10 }]}
        initial={{ googleCode: '' }}
        schema={userCalls.newRecoveryCodes.input}
        toInput={(v) => ({ googleCode: v.googleCode ?? '' })}
        submitText={t({ id: 'profile.buttons.next', message: 'Next' })}
        onSubmit={async (input) => {
          const { recoveryCodes } = await renew.mutateAsync(input as { googleCode: string });
          setAskRenew(false);
          await showRecoveryCodes(i18n, recoveryCodes);
        }}
      />

      <ProfileSheet
        open={askCurrent}
        onClose={() => setAskCurrent(false)}
        title={t({ id: 'profile.titles.googleCurrent', message: 'Confirm with the current key' })}
        intro={
          <p className={styles.text}>
            {t({
              id: 'profile.texts.googleCurrentIntro',
              message: 'Enter a code of the key bound now; the new key replaces it once confirmed.',
            })}
          </p>
        }
        fields={[{ name: 'googleCode', label: codeLabel, kind: 'code', maxLength: 10 }]}
        initial={{ googleCode: '' }}
        schema={userCalls.startGoogleBind.input}
        toInput={(v) => ({ googleCode: v.googleCode ?? '' })}
        submitText={t({ id: 'profile.buttons.next', message: 'Next' })}
        onSubmit={async (input) => {
          const started = await start.mutateAsync(input as { googleCode: string });
          setAskCurrent(false);
          setPending(started);
        }}
      />
      <ProfileSheet
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t({ id: 'profile.titles.google', message: 'Google Authenticator' })}
        intro={pending && <GoogleBindPanel otpauthUri={pending.otpauthUri} />}
        fields={[{ name: 'googleCode', label: codeLabel, kind: 'code', maxLength: 6 }]}
        initial={{ googleCode: '' }}
        schema={userCalls.confirmGoogleBind.input}
        toInput={(v) => ({ googleCode: v.googleCode ?? '' })}
        submitText={t({ id: 'profile.buttons.googleConfirm', message: 'Confirm binding' })}
        onSubmit={async (input) => {
          const { recoveryCodes } = await confirm.mutateAsync(input as { googleCode: string });
          setPending(null);
          Toast.show({
            icon: 'success',
            content: t({ id: 'profile.texts.googleConfirmed', message: 'Bound: signing in now asks for a code' }),
          });
          // Shown once (decision 106): only their hashes are kept.
          await showRecoveryCodes(i18n, recoveryCodes);
        }}
      />
    </section>
  );
}
