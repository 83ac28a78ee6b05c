import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { copyText } from '../../../components/copy-text.ts';
import styles from './profile.module.css';

const title = msg({ id: 'profile.titles.recoveryCodes', message: 'Recovery codes' });
const intro = msg({
  id: 'profile.texts.recoveryCodesIntro',
  message:
    'Each code works once in place of a Google code, also when signing in. Keep them somewhere safe away from the phone: they are shown only now.',
});
const copyLabel = msg({ id: 'profile.buttons.copyRecoveryCodes', message: 'Copy all' });
const copied = msg({ id: 'orderTest.texts.copied', message: 'Copied' });
const copyFailed = msg({ id: 'orderTest.errors.copyFailed', message: 'Copy failed' });
const savedText = msg({ id: 'profile.buttons.recoveryCodesSaved', message: 'I have saved them' });

/** "12345 67890": two groups of five are easier to copy by hand; any spaces typed back are dropped. */
const spaced = (code: string) => `${code.slice(0, 5)} ${code.slice(5)}`;

/**
 * The ten recovery codes (decision 106), shown once after binding or on request. Imperative like
 * the other reveal dialogs, so texts come translated through `i18n`.
 */
export function showRecoveryCodes(i18n: I18n, codes: string[]) {
  const copy = async () => {
    const ok = await copyText(codes.map(spaced).join('\n'));
    Toast.show({ icon: ok ? 'success' : 'fail', content: i18n._(ok ? copied : copyFailed) });
  };
  return Dialog.alert({
    title: i18n._(title),
    confirmText: i18n._(savedText),
    content: (
      <div data-testid="recovery-codes">
        <p className={styles.text}>{i18n._(intro)}</p>
        <ol className={`${styles.code} ${styles.recoveryList}`}>
          {codes.map((c) => (
            <li key={c} data-testid="recovery-code">
              {spaced(c)}
            </li>
          ))}
        </ol>
        <Button block size="large" onClick={() => void copy()}>
          {i18n._(copyLabel)}
        </Button>
      </div>
    ),
  });
}
