import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { FilterChips } from '../../../components/filters/filter-chips.tsx';
import { toSheetFields } from '../../../components/filters/filter-decl.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import list from '../../../components/list/list.module.css';
import { LoadError } from '../../../components/load-error.tsx';
import { formatMoney, formatRate } from '../../../lib/money.ts';
import { useOrderProfile } from '../api/get-order-profile.ts';
import { profileDecls, profileKeys, profileShape } from '../filters.ts';
import { shiftUtcDay, todayUtcDay } from '../profile-chart.ts';
import { HourChart } from './hour-chart.tsx';
import { PerformanceFigures } from './performance-figures.tsx';
import styles from './order-profile.module.css';

/** Order performance analysis (product 2.4 /order/profile): one UTC day, whole, per hour and per product. */
export function OrderProfilePage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, profileKeys, profileShape);
  const today = todayUtcDay(new Date());
  const day = filters.date ?? today;
  const profile = useOrderProfile(filters);
  const chipFields = useMemo(
    () =>
      toSheetFields(
        i18n,
        profileDecls.filter((d) => d.key === 'productId'),
      ),
    [i18n],
  );
  const setDay = (next: string) => setFilters({ ...filters, date: next && next !== today ? next : undefined });

  return (
    <div className={list.page}>
      <div className={styles.dayBar}>
        <Button
          className={list.button}
          onClick={() => setDay(shiftUtcDay(day, -1))}
          aria-label={t({ id: 'orderProfile.buttons.previousDay', message: 'Previous day' })}
        >
          ‹
        </Button>
        <label className={styles.day}>
          {t({ id: 'orderProfile.fields.day', message: 'Day (UTC)' })}
          <input
            type="date"
            className={list.nativeInput}
            value={day}
            max={today}
            onChange={(e) => setDay(e.target.value)}
          />
        </label>
        <Button
          className={list.button}
          disabled={day >= today}
          onClick={() => setDay(shiftUtcDay(day, 1))}
          aria-label={t({ id: 'orderProfile.buttons.nextDay', message: 'Next day' })}
        >
          ›
        </Button>
      </div>
      <FilterChips
        fields={chipFields}
        filters={filters}
        onRemove={() => setFilters({ ...filters, productId: undefined })}
      />
      {profile.isPending && <Skeleton.Paragraph lineCount={8} animated className={list.skeleton} />}
      {profile.isError && (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      )}
      {profile.data && (
        <>
          <PerformanceFigures figures={profile.data.total} />
          {profile.data.total.orderCount === 0 ? (
            <ErrorBlock
              status="empty"
              title={t({ id: 'orderProfile.texts.empty', message: 'No orders on this day' })}
              description=""
            />
          ) : (
            <HourChart day={profile.data.date} hours={profile.data.hours} />
          )}
          {profile.data.products.length > 0 && (
            <section className={styles.section} aria-labelledby="profile-products">
              <h2 id="profile-products">{t({ id: 'orderProfile.titles.products', message: 'Products' })}</h2>
              <ul className={list.stack}>
                {profile.data.products.map((p) => (
                  <li key={p.productId}>
                    <button
                      type="button"
                      className={styles.product}
                      onClick={() => setFilters({ ...filters, productId: String(p.productId) })}
                    >
                      <span className={styles.productName}>
                        {p.productName} ({p.productId})
                      </span>
                      <span className={styles.productFacts}>
                        <span>{t({ id: 'orderProfile.texts.productOrders', message: `${p.orderCount} orders` })}</span>
                        <span>{formatRate(i18n, p.successRate)}</span>
                        <span>{formatMoney(i18n, p.amount)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
