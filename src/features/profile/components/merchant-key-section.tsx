import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { merchantOpenApiPath, userCalls, type Profile } from '../../../contract/index.ts';
import { useMerchantCreateUrl } from '../../../lib/public-settings.ts';
import { useRevealMerchantKey } from '../api/profile-mutations.ts';
import { sampleOrderParams, signExample } from '../sign-example.ts';
import { ProfileSheet } from './profile-sheet.tsx';
import styles from './profile.module.css';

/**
 * The merchant's API key, masked until the sign-in password is typed again (the key signs money
 * orders; a borrowed phone must not show it), and a short guide to signing a request.
 */
export function MerchantKeySection({ merchant }: { merchant: NonNullable<Profile['merchant']> }) {
  const { t } = useLingui();
  const reveal = useRevealMerchantKey();
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const params = sampleOrderParams(merchant.mchId);
  const exampleKey = key ?? 'YOUR_KEY';
  const signType = merchant.signType;
  const example = signExample(params, exampleKey, signType);
  const createUrl = useMerchantCreateUrl();
  const openApiUrl = useMerchantCreateUrl(merchantOpenApiPath);

  const copy = async () => {
    if (!key) return;
    try {
      await navigator.clipboard.writeText(key);
      Toast.show({ content: t({ id: 'common.copied', message: 'Copied' }) });
    } catch {
      Toast.show({ content: t({ id: 'common.errors.copyFailed', message: 'Copy failed' }) });
    }
  };

  const body = JSON.stringify({ ...params, sign: example?.sign ?? '…' }, null, 2);
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="profile-key">
      <h2 id="profile-key" className={styles.sectionTitle}>
        {t({ id: 'profile.titles.merchantKey', message: 'API key and guide' })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t({ id: 'profile.fields.mchId', message: 'Merchant id (mchId)' })}</dt>
        <dd className={styles.mono}>{merchant.mchId}</dd>
        <dt>{t({ id: 'profile.fields.signType', message: 'Sign type' })}</dt>
        <dd>{merchant.signType}</dd>
        <dt>{t({ id: 'profile.fields.merchantKey', message: 'Key' })}</dt>
        <dd className={styles.mono} data-testid="merchant-key">
          {key ??
            (merchant.keySet ? merchant.maskedKey : t({ id: 'profile.texts.noKey', message: 'No key issued yet' }))}
        </dd>
      </dl>
      {merchant.keySet && (
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
            <Button className={styles.action} onClick={() => setAsking(true)}>
              {t({ id: 'profile.buttons.showKey', message: 'Show key' })}
            </Button>
          )}
        </div>
      )}

      <h3 className={styles.sectionTitle}>{t({ id: 'profile.titles.apiGuide', message: 'Signing a request' })}</h3>
      <ol className={styles.steps}>
        <li>
          {t({
            id: 'profile.texts.guideStep1',
            message: 'Take every parameter except sign, leave out empty ones, and sort them by name.',
          })}
        </li>
        <li>
          {t({
            id: 'profile.texts.guideStep2',
            message: 'Join them as name=value with &, then add &key= and your key.',
          })}
        </li>
        <li>
          {t({
            id: 'profile.texts.guideStep3',
            message: `Hash the text with ${signType} and write it in upper-case hex: that is sign.`,
          })}
        </li>
      </ol>
      <p className={styles.text}>
        {t({
          id: 'profile.texts.guideRules',
          message:
            'Send every parameter in the JSON body: a request with parameters in the address (a query string) is refused. Names are letters, digits and _, and a value cannot contain &: check values before you sign them.',
        })}
      </p>
      <p className={styles.text}>
        POST{' '}
        <span className={styles.mono} data-testid="guide-url">
          {createUrl ?? '…'}
        </span>
        {!key &&
          ` — ${t({ id: 'profile.texts.guideSampleKey', message: 'the example uses YOUR_KEY in place of the key; show the key to sign with yours.' })}`}
      </p>
      <p className={styles.caption}>{t({ id: 'profile.fields.signString', message: 'Text to hash' })}</p>
      <pre className={styles.code} data-testid="sign-string">
        {example?.canonical ?? '…'}
      </pre>
      <p className={styles.caption}>{t({ id: 'profile.fields.requestBody', message: 'Request body' })}</p>
      <pre className={styles.code} data-testid="sign-body">
        {body}
      </pre>
      <p className={styles.text}>
        <a href={openApiUrl ?? merchantOpenApiPath} target="_blank" rel="noreferrer" data-testid="guide-openapi">
          {t({
            id: 'profile.links.openApi',
            message: 'OpenAPI document: every call, field, callback and error code',
          })}
        </a>
      </p>

      <ProfileSheet
        open={asking}
        onClose={() => setAsking(false)}
        title={t({ id: 'profile.buttons.showKey', message: 'Show key' })}
        intro={
          <p className={styles.text}>
            {t({ id: 'profile.texts.showKeyIntro', message: 'Enter your sign-in password to see the key.' })}
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
        schema={userCalls.revealMerchantKey.input}
        toInput={(v) => ({ password: v.password ?? '' })}
        submitText={t({ id: 'profile.buttons.showKey', message: 'Show key' })}
        onSubmit={async (input) => {
          const { key: revealed } = await reveal.mutateAsync(input as { password: string });
          setKey(revealed);
          setAsking(false);
        }}
      />
    </section>
  );
}
