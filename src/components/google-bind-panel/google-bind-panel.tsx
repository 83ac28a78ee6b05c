import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import styles from './google-bind-panel.module.css';

/** The secret inside an otpauth URI, shown for people who type it into their app by hand. */
function secretFromOtpauth(uri: string | undefined): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}

/**
 * Shown when the account has no Google Authenticator bound yet: on a phone the link opens the
 * authenticator app directly; on a desktop the QR code is scanned; the key can also be typed.
 */
export function GoogleBindPanel({ otpauthUri }: { otpauthUri: string }) {
  const { t } = useLingui();
  const secret = secretFromOtpauth(otpauthUri);
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // Loaded on demand: only people binding for the first time need the QR encoder.
    void import('qrcode')
      .then((m) => m.toDataURL(otpauthUri, { margin: 1, width: 176 }))
      .then((url) => live && setQr(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [otpauthUri]);

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      Toast.show({ content: t({ id: 'common.copied', message: 'Copied' }) });
    } catch {
      Toast.show({ content: t({ id: 'common.errors.copyFailed', message: 'Copy failed' }) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="google-bind-title">
      <h2 id="google-bind-title" className={styles.title}>
        {t({ id: 'auth.titles.googleBind', message: 'Bind Google Authenticator' })}
      </h2>
      <p className={styles.text}>
        {t({
          id: 'auth.texts.googleBindHelp',
          message: 'Add this account to Google Authenticator, then enter the code it shows.',
        })}
      </p>
      {qr && (
        <img
          className={styles.qr}
          src={qr}
          width={176}
          height={176}
          alt={t({ id: 'auth.texts.googleQr', message: 'QR code for Google Authenticator' })}
        />
      )}
      {secret && (
        <div className={styles.secretRow}>
          <code className={styles.secret} aria-label={t({ id: 'auth.fields.googleSecret', message: 'Key' })}>
            {/* Groups of four are easier to type by hand; Copy takes the key without spaces. */}
            {secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </code>
          <button type="button" className={styles.button} onClick={() => void copy()}>
            {t({ id: 'common.buttons.copy', message: 'Copy' })}
          </button>
        </div>
      )}
      <a className={styles.open} href={otpauthUri}>
        {t({ id: 'auth.buttons.openAuthenticator', message: 'Open in the authenticator app' })}
      </a>
    </section>
  );
}
