import { useLingui } from '@lingui/react/macro';
import { clockText } from '../../lib/i18n/time-format.ts';
import styles from '../list/list.module.css';

/**
 * In place of the Google-code field while a step-up window covers the action (decision 107): says
 * until when, in the reader's time format, so nobody wonders why no code is asked.
 */
export function StepUpNote({ until }: { until: Date }) {
  const { t, i18n } = useLingui();
  // One time format per language (decision 120).
  const time = clockText(i18n.locale, until, false);
  return (
    <p className={styles.stepUpNote} role="status" data-testid="step-up-note">
      {t({ id: 'common.texts.verifiedUntil', message: `Google code verified until ${time}: not asked again` })}
    </p>
  );
}
