import { useLingui } from '@lingui/react/macro';
import { Button, Input } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Code } from '../../../contract/index.ts';
import { isApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import type { SecondLevelController, SecondLevelState } from '../second-level-controller.ts';
import styles from './second-level-dialog.module.css';

/** The second-login dialog of product 8, shown while calls wait for a second-level login. */
export function SecondLevelDialog({ controller }: { controller: SecondLevelController }) {
  const { t } = useLingui();
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return (
    <Dialog
      visible={state.open}
      // Inside the dialog, so whatever was typed is gone once it closes (destroyOnClose).
      content={<SecondLevelForm controller={controller} state={state} />}
      className={styles.dialog}
      aria-label={t({ id: 'secondLevel.titles.required', message: 'Second-level password required' })}
      closeOnMaskClick={false}
      destroyOnClose
    />
  );
}

/** Password (cleared after each try, product 5) and a reason sent as logInReason. */
function SecondLevelForm({ controller, state }: { controller: SecondLevelController; state: SecondLevelState }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    const typed = password;
    setPassword('');
    await controller.submit({ password: typed, logInReason: reason.trim() });
  };

  const failure = state.error
    ? isApiError(state.error)
      ? translateServerMessage(state.error)
      : t({ id: 'common.errors.network', message: 'Cannot reach the server. Check the connection and try again.' })
    : null;
  // 1025 says why it asks again; 1024 needs no more words than the title.
  const expired = state.cause?.code === Code.secondLevelExpired ? translateServerMessage(state.cause) : null;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p role="alert" className={styles.required}>
        {t({ id: 'secondLevel.titles.required', message: 'Second-level password required' })}
      </p>
      <p className={styles.hint}>
        {expired ?? t({ id: 'secondLevel.texts.hint', message: 'Enter your password again to confirm this action.' })}
      </p>
      <label className={styles.label} htmlFor="second-level-password">
        {t({ id: 'secondLevel.fields.password', message: 'Second-level password' })}
      </label>
      <div className={styles.inputRow}>
        <Input
          id="second-level-password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          enterKeyHint="done"
          autoFocus
          placeholder={t({ id: 'secondLevel.placeholders.password', message: 'Your sign-in password' })}
        />
      </div>
      <label className={styles.label} htmlFor="second-level-reason">
        {t({ id: 'secondLevel.fields.reason', message: 'Reason' })}
      </label>
      <div className={styles.inputRow}>
        <Input
          id="second-level-reason"
          value={reason}
          onChange={setReason}
          maxLength={200}
          enterKeyHint="done"
          placeholder={t({ id: 'secondLevel.placeholders.reason', message: 'Why you need it (optional)' })}
        />
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {t({ id: 'secondLevel.errors.loginFailed', message: `Login failed: ${failure}` })}
        </p>
      )}
      <div className={styles.actions}>
        <Button block size="large" onClick={controller.cancel} disabled={state.submitting}>
          {t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        </Button>
        <Button block size="large" color="primary" type="submit" loading={state.submitting} disabled={!password}>
          {t({ id: 'secondLevel.buttons.confirm', message: 'Confirm' })}
        </Button>
      </div>
    </form>
  );
}
