import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { ownerLabels } from '../owner-labels.ts';
import styles from './placeholder-page.module.css';

/** A route whose page is not built yet: says so and who builds it. No made-up data or buttons. */
export function PlaceholderPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const owner = 'owner' in route.view ? route.view.owner : null;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="placeholder-title">
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <rect x="6" y="10" width="36" height="28" rx="4" fill="#e6f0ff" />
          <path d="M14 20h20M14 26h12" stroke="#1677ff" strokeWidth="3" strokeLinecap="round" />
          <circle cx="36" cy="34" r="8" fill="#fff" stroke="#1677ff" strokeWidth="3" />
          <path d="M36 30v4l2.5 2" stroke="#1677ff" strokeWidth="2.5" strokeLinecap="round" fill="none" />
        </svg>
        {/* h2: the layout's header holds the page's h1. */}
        <h2 id="placeholder-title" className={styles.title}>
          {i18n._(route.title)}
        </h2>
        <p className={styles.text}>{t({ id: 'placeholder.texts.notBuilt', message: 'This page is not built yet.' })}</p>
        {owner && (
          <p className={styles.owner} data-testid="placeholder-owner">
            <span>{t({ id: 'placeholder.texts.owner', message: 'It comes with' })}</span>
            <strong>{i18n._(ownerLabels[owner])}</strong>
          </p>
        )}
        <Link to="/home" className={styles.home}>
          {t({ id: 'common.buttons.backHome', message: 'Back to home' })}
        </Link>
      </section>
    </div>
  );
}
