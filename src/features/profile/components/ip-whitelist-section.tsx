import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import { useOwnIpWhitelist } from '../api/ip-whitelist.ts';
import styles from './profile.module.css';

/** Where the merchant's signed API calls may come from; none listed means any address. */
export function IpWhitelistSection() {
  const { t, i18n } = useLingui();
  const rules = useOwnIpWhitelist();
  const rows = rules.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="profile-ip-whitelist" data-testid="profile-ip-whitelist">
      <div className={styles.sectionHead}>
        <h2 id="profile-ip-whitelist" className={styles.sectionTitle}>
          {t({ id: 'profile.titles.ipWhitelist', message: 'API IP whitelist' })}
        </h2>
      </div>
      <ErrorAlert error={rules.error} />
      {rules.isSuccess && rows.length === 0 && (
        <p className={styles.muted}>
          {t({
            id: 'profile.texts.noIpWhitelist',
            message: 'No whitelist: your server may call the API from any address',
          })}
        </p>
      )}
      {rows.length > 0 && (
        <p className={styles.muted}>
          {t({
            id: 'profile.texts.ipWhitelistIntro',
            message:
              'Order and payout API calls are accepted only from these addresses. Ask the platform to change them.',
          })}
        </p>
      )}
      <ul className={styles.list}>
        {rows.map((r) => (
          <li key={r.address} className={styles.row} aria-label={r.address}>
            <div className={styles.rowWho}>
              <strong>{r.address}</strong>
              <span className={styles.muted}>
                {r.remark ? `${r.remark} · ` : ''}
                {whenText(i18n, r.createTime)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
