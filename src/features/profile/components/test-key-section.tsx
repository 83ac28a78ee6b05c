import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { userCalls, type Profile } from '../../../contract/index.ts';
import { useRegenerateMerchantTestKey, useRevealMerchantTestKey } from '../api/profile-mutations.ts';
import { ProfileSheet } from './profile-sheet.tsx';
import styles from './profile.module.css';

/**
 * The test-mode key (decision 130): beside the live key, masked until the sign-in password is typed
 * again, and the merchant may replace it itself (it moves no money). Orders and payouts signed with
 * it are test ones; the API test page drives them to an outcome.
 */
export function TestKeySection({ merchant }: { merchant: NonNullable<Profile['merchant']> }) {
  const { t } = useLingui();
  const reveal = useRevealMerchantTestKey();
  const regenerate = useRegenerateMerchantTestKey();
  const [asking, setAsking] = useState<'reveal' | 'regenerate' | null>(null);
  const [key, setKey] = useState<string | null>(null);

  const copy = async () => {
    if (!key) return;
    try {
      await navigator.clipboard.writeText(key);
      Toast.show({ content: t({ id: 'common.copied', message: 'Copied' }) });
    } catch {
      Toast.show({ content: t({ id: 'common.errors.copyFailed', message: 'Copy failed' }) });
    }
  };
  const showText = t({ id: 'profile.buttons.showTestKey', message: 'Show test key' });
  const newText = t({ id: 'profile.buttons.newTestKey', message: 'New test key' });

  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-test-key">
      <h2 id="profile-test-key" className={styles.sectionTitle}>
        {t({ id: 'profile.titles.testKey', message: 'Test mode' })}
      </h2>
      <p className={styles.text}>
        {t({
          id: 'profile.texts.testKeyIntro',
          message:
            'Sign with the test key to make test orders and payouts: they never move money or reach a real account, and the API test page drives them to paid, timed out, rejected or cancelled, with the same callbacks, signed with the test key.',
        })}
      </p>
      <dl className={styles.facts}>
        <dt>{t({ id: 'profile.fields.testKey', message: 'Test key' })}</dt>
        <dd className={styles.mono} data-testid="merchant-test-key">
          {key ??
            (merchant.testKeySet
              ? merchant.maskedTestKey
              : t({ id: 'profile.texts.noTestKey', message: 'No test key yet' }))}
        </dd>
      </dl>
      <div className={styles.actions}>
        {key ? (
          <>
            <Button className={styles.action} onClick={() => void copy()}>
              {t({ id: 'common.buttons.copy', message: 'Copy' })}
            </Button>
            <Button className={styles.action} onClick={() => setKey(null)}>
              {t({ id: 'profile.buttons.hideKey', message: 'Hide key' })}
            </Button>
          </>
        ) : (
          merchant.testKeySet && (
            <Button className={styles.action} onClick={() => setAsking('reveal')}>
              {showText}
            </Button>
          )
        )}
        <Button className={styles.action} onClick={() => setAsking('regenerate')}>
          {newText}
        </Button>
      </div>

      <ProfileSheet
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'regenerate' ? newText : showText}
        intro={
          <p className={styles.text}>
            {asking === 'regenerate'
              ? t({
                  id: 'profile.texts.newTestKeyIntro',
                  message: 'Enter your sign-in password. Calls signed with the old test key fail from now on.',
                })
              : t({
                  id: 'profile.texts.showTestKeyIntro',
                  message: 'Enter your sign-in password to see the test key.',
                })}
          </p>
        }
        fields={[
          {
            name: 'password',
            label: t({ id: 'profile.fields.loginPassword', message: 'Sign-in password' }),
            kind: 'password',
            maxLength: 128,
          },
        ]}
        initial={{ password: '' }}
        schema={userCalls.revealMerchantTestKey.input}
        toInput={(v) => ({ password: v.password ?? '' })}
        submitText={asking === 'regenerate' ? newText : showText}
        onSubmit={async (input) => {
          const call = asking === 'regenerate' ? regenerate : reveal;
          const { key: shown } = await call.mutateAsync(input as { password: string });
          setKey(shown);
          setAsking(null);
        }}
      />
    </section>
  );
}
