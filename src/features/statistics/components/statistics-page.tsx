import { useLingui } from '@lingui/react/macro';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { orderFigureCalls } from '../../../contract/index.ts';
import { isApiError } from '../../../app/api/client.ts';
import { roleOf } from '../../../app/guards.ts';
import { translateMessageId } from '../../../app/i18n/server-messages.ts';
import type { AppRoute } from '../../../app/routes/types.ts';
import { FilterChips } from '../../../components/filters/filter-chips.tsx';
import { FilterSheet } from '../../../components/filters/filter-sheet.tsx';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import list from '../../../components/list/list.module.css';
import { LoadError } from '../../../components/load-error.tsx';
import { useUserInfo } from '../../auth/api/get-user-info.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import { browserTimeZone, defaultLastDays, filterKeysFor, groupingsFor, quickRanges, statisticsInput, statisticsKeys, statisticsShape, type Grouping } from '../filters.ts';
import { StatisticsBody } from './statistics-body.tsx';
import { useFilterFields } from './use-filter-fields.ts';
import styles from './statistics.module.css';

/**
 * The collection-order statistics of spec 2.6: /order/statistics (staff, by day and by supplier),
 * /order/statisticsByMerhcantV2 (staff, by merchant first), the supplier's and the merchant's own.
 * Summary, a chart of the days, and the same figures as a table under it.
 */
export function StatisticsPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, statisticsKeys, statisticsShape);
  const [sheetOpen, setSheetOpen] = useState(false);
  const groupings = groupingsFor(role);
  const [grouping, setGrouping] = useState<Grouping>(route.name === 'orderStatisticsByMerchant' && groupings.includes('merchant') ? 'merchant' : 'day');
  const sheetKeys = filterKeysFor(role);
  const fields = useFilterFields(sheetKeys);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const input = statisticsInput(filters, role, timeZone);
  const figures = useOrderStatistics(input);
  const ranged = filters.startTime !== undefined || filters.endTime !== undefined;
  const lastDays = ranged ? null : Number(filters.lastDays ?? defaultLastDays);
  const hidden = figures.error && isApiError(figures.error) && figures.error.msgId === 'errors.statisticsHidden';
  const activeCount = sheetKeys.filter((k) => filters[k] !== undefined).length;

  const quickLabel = (n: number) =>
    n === 1 ? t({ id: 'statistics.buttons.today', message: 'Today' }) : t({ id: 'statistics.buttons.lastDays', message: `${n} days` });

  return (
    <div className={list.page}>
      <ListToolbar activeCount={activeCount} onFilters={() => setSheetOpen(true)} total={null}>
        <div className={styles.quick} role="group" aria-label={t({ id: 'statistics.titles.range', message: 'Range' })}>
          {quickRanges.map((n) => (
            <Button
              key={n}
              size="small"
              className={styles.quickButton}
              color={lastDays === n ? 'primary' : 'default'}
              aria-pressed={lastDays === n}
              onClick={() => setFilters({ ...filters, startTime: undefined, endTime: undefined, lastDays: n === defaultLastDays ? undefined : String(n) })}
            >
              {quickLabel(n)}
            </Button>
          ))}
        </div>
      </ListToolbar>
      <FilterChips fields={fields} filters={filters} onRemove={(key) => setFilters({ ...filters, [key]: undefined })} />
      <FilterSheet
        open={sheetOpen}
        idPrefix="statistics-filter"
        fields={fields}
        filters={filters}
        validate={(draft) => fieldErrors(orderFigureCalls.statisticsV2.input, draft)}
        onApply={(next) => {
          setSheetOpen(false);
          setFilters({ ...next, lastDays: filters.lastDays });
        }}
        onClose={() => setSheetOpen(false)}
      />
      {figures.isPending && <Skeleton.Paragraph lineCount={10} animated className={list.skeleton} />}
      {hidden && (
        <ErrorBlock status="disconnected" title={translateMessageId('errors.statisticsHidden')} description={t({ id: 'statistics.texts.hiddenHint', message: 'Ask the platform to turn statistics on for your account type.' })} />
      )}
      {figures.isError && !hidden && <LoadError error={figures.error} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />}
      {figures.data && !hidden && (
        <StatisticsBody data={figures.data} grouping={grouping} groupings={groupings} onGrouping={setGrouping} />
      )}
    </div>
  );
}
