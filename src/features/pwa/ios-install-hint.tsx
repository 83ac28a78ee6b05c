import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './install.module.css';
import { IosSteps } from './install-section.tsx';
import { dismissIosHint, wantsIosHint } from './install-prompt.ts';

/**
 * iPhone Safari has no install offer, and push alerts only work from the home screen: the steps
 * are shown once, in the page flow (never over a control), until dismissed. The personal center
 * keeps them afterwards.
 */
export function IosInstallHint() {
  const { t } = useLingui();
  const [open, setOpen] = useState(wantsIosHint);
  if (!open) return null;
  return (
    <aside className={`${styles.section} ${styles.hint}`} aria-labelledby="pwa-ios-hint">
      <h2 id="pwa-ios-hint" className={styles.title}>
        {t({ id: 'pwa.titles.iosHint', message: 'Add to Home Screen' })}
      </h2>
      <IosSteps />
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => {
          dismissIosHint();
          setOpen(false);
        }}
      >
        {t({ id: 'pwa.buttons.gotIt', message: 'Got it' })}
      </button>
    </aside>
  );
}
