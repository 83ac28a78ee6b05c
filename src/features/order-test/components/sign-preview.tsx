import { useLingui } from '@lingui/react/macro';
import styles from './order-test.module.css';

/** What gets signed (key masked) and the sign, so a merchant can compare with its own code. */
export function SignPreview({
  signString,
  sign,
  signType,
}: {
  signString: string | null;
  sign: string | null;
  signType: string;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="order-test-sign">
      <h2 id="order-test-sign" className={styles.heading}>
        {t({ id: 'orderTest.titles.signature', message: 'Signature' })}
      </h2>
      {signString === null ? (
        <p className={styles.empty}>
          {t({
            id: 'orderTest.texts.fillToSign',
            message: 'Choose a product, enter an amount and paste the key to see the sign.',
          })}
        </p>
      ) : (
        <>
          <h3 className={styles.subheading}>
            {t({ id: 'orderTest.titles.signString', message: 'Sign string (key hidden)' })}
          </h3>
          <pre className={styles.mono} data-testid="order-test-sign-string">
            {signString}
          </pre>
          {sign !== null && (
            <>
              <h3 className={styles.subheading}>
                {t({ id: 'orderTest.titles.sign', message: `Sign (${signType}, upper-case hex)` })}
              </h3>
              <pre className={styles.mono} data-testid="order-test-sign">
                {sign}
              </pre>
            </>
          )}
        </>
      )}
    </section>
  );
}
