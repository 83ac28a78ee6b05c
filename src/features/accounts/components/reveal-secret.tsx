import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Toast } from 'antd-mobile';
import { Dialog } from '../../../components/sheets/overlays.ts';
import { copyText } from '../../../components/copy-text.ts';
import styles from './accounts.module.css';

const onceText = msg({ id: 'accounts.texts.shownOnce', message: 'Shown only now: copy it before closing.' });
const copyLabel = msg({ id: 'accounts.buttons.copySecret', message: 'Copy' });
const copied = msg({ id: 'orderTest.texts.copied', message: 'Copied' });
const copyFailed = msg({ id: 'orderTest.errors.copyFailed', message: 'Copy failed' });
const closeText = msg({ id: 'common.buttons.close', message: 'Close' });

/**
 * A new merchant key or payment password: shown once with a copy button, never kept by the app.
 * The dialog renders outside the app's React tree (imperative), so it uses no hooks: texts come
 * translated through `i18n`.
 */
export function revealSecret(i18n: I18n, title: string, secret: string) {
  const copy = async () => {
    const ok = await copyText(secret);
    Toast.show({ icon: ok ? 'success' : 'fail', content: i18n._(ok ? copied : copyFailed) });
  };
  return Dialog.alert({
    title,
    confirmText: i18n._(closeText),
    content: (
      <div data-testid="revealed-secret">
        <p>{i18n._(onceText)}</p>
        <p className={styles.key} data-testid="secret-value">
          {secret}
        </p>
        <Button block size="large" className={styles.copy} onClick={() => void copy()}>
          {i18n._(copyLabel)}
        </Button>
      </div>
    ),
  });
}
