import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import styles from './install.module.css';
import { isIosSafari, isStandalone, promptInstall, useInstallState } from './install-prompt.ts';

/**
 * Personal center: install the app where the browser offers it (Chromium's beforeinstallprompt),
 * the add-to-home-screen steps on iPhone Safari, nothing where neither applies.
 */
export function InstallSection() {
  const { t } = useLingui();
  const { offer, installed } = useInstallState();
  const [declined, setDeclined] = useState(false);
  const ios = isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
  if (isStandalone() || (!offer && !ios && !installed)) return null;

  return (
    <section className={styles.section} aria-labelledby="pwa-install">
      <h2 id="pwa-install" className={styles.title}>
        {t({ id: 'pwa.titles.install', message: 'Install the app' })}
      </h2>
      {installed ? (
        <p className={styles.text}>
          {t({ id: 'pwa.texts.installed', message: 'Installed. Open it from the home screen or the app list.' })}
        </p>
      ) : offer ? (
        <>
          <p className={styles.text}>
            {t({
              id: 'pwa.texts.installOffer',
              message:
                'Add the app to this device: it opens in its own window, starts offline and shows new-order alerts.',
            })}
          </p>
          <Button
            color="primary"
            onClick={() => {
              setDeclined(false);
              void promptInstall().then((outcome) => setDeclined(outcome === 'dismissed'));
            }}
          >
            {t({ id: 'pwa.buttons.install', message: 'Install' })}
          </Button>
        </>
      ) : (
        <IosSteps />
      )}
      {declined && (
        <p className={styles.text}>
          {t({
            id: 'pwa.texts.installDeclined',
            message: 'Not installed. You can install it later from the browser menu.',
          })}
        </p>
      )}
    </section>
  );
}

/** Safari's own menu path; its wording is Apple's, so the steps name the icons as well. */
export function IosSteps() {
  const { t } = useLingui();
  return (
    <ol className={styles.steps}>
      <li>
        {t({
          id: 'pwa.texts.iosStep1',
          message: 'Tap the Share button (the square with an arrow) in Safari\u2019s toolbar.',
        })}
      </li>
      <li>{t({ id: 'pwa.texts.iosStep2', message: 'Choose \u201cAdd to Home Screen\u201d.' })}</li>
      <li>
        {t({
          id: 'pwa.texts.iosStep3',
          message: 'Tap \u201cAdd\u201d, then open the app from the home screen to receive push alerts.',
        })}
      </li>
    </ol>
  );
}
