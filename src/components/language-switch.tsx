import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { isLanguage, languageNames } from '../lib/i18n/language.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Language } from '../contract/index.ts';
import styles from './language-switch.module.css';

// The sheet (antd-mobile's ActionSheet) loads on the first tap: the sign-in page shows only the pill.
const LanguageSheet = lazy(async () => ({ default: (await import('./language-sheet.tsx')).LanguageSheet }));

/** The current language as a pill; tapping opens a sheet with the three languages (product 9). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // In the prerendered sign-in page a tap before React runs would be lost: disabled until then.
  const hydrated = useHydrated();
  const current: Language = isLanguage(i18n.locale) ? i18n.locale : 'zh-CN';

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        className={`${styles.trigger} ${className ?? ''}`}
        aria-label={`${t({ id: 'common.language', message: 'Language' })}: ${languageNames[current]}`}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.globe}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3C9.5 5.6 8.2 8.6 8.2 12s1.3 6.4 3.8 9" />
        </svg>
        <span>{languageNames[current]}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet open={open} current={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
