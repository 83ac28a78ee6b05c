import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/client.ts';
import { translateMessageId } from '../../../lib/i18n/server-messages.ts';
import { FilterChips } from '../../../components/filters/filter-chips.tsx';
import { FilterSheet } from '../../../components/filters/filter-sheet.tsx';
import type { SheetField } from '../../../components/filters/sheet-field.ts';
import type { Filters } from '../../../components/filters/url-filters.ts';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';
import { OfflineEmpty } from '../../../components/list/offline-empty.tsx';
import { waitsForNetwork } from '../../../components/list/waits-for-network.ts';
import list from '../../../components/list/list.module.css';
import { LoadError } from '../../../components/load-error.tsx';
import { defaultLastDays, quickRanges } from '../filters.ts';
import styles from './statistics.module.css';

interface Props<T, K extends string> {
  filters: Filters<K>;
  setFilters: (next: Filters<K>) => void;
  /** The filter keys the role may set in the sheet (the quick range is a button, not a field). */
  sheetKeys: readonly K[];
  fields: readonly SheetField[];
  /** Prefix of the filter inputs' element ids. */
  idPrefix: string;
  /** The call's input schema: the sheet refuses what the server would. */
  schema: z.ZodType;
  figures: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * What the order and payout statistics pages share: the quick ranges, the filter sheet and chips,
 * and the loading, hidden (ShowUserStatisticInfo off) and error states around the figures.
 */
export function StatisticsFrame<T, K extends string>({
  filters,
  setFilters,
  sheetKeys,
  fields,
  idPrefix,
  schema,
  figures,
  children,
}: Props<T, K>) {
  const { t } = useLingui();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The range keys are in every statistics page's filters; the page's own keys pass through.
  const all: Filters = filters;
  const set = (next: Filters) => setFilters(next as Filters<K>);
  const read = (key: string): string | undefined => all[key];
  const ranged = read('startTime') !== undefined || read('endTime') !== undefined;
  const lastDays = ranged ? null : Number(read('lastDays') ?? defaultLastDays);
  const hidden = figures.error && isApiError(figures.error) && figures.error.msgId === 'errors.statisticsHidden';
  const activeCount = sheetKeys.filter((k) => filters[k] !== undefined).length;

  const quickLabel = (n: number) =>
    n === 1
      ? t({ id: 'statistics.buttons.today', message: 'Today' })
      : t({ id: 'statistics.buttons.lastDays', message: `${n} days` });

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
              onClick={() =>
                set({
                  ...all,
                  startTime: undefined,
                  endTime: undefined,
                  lastDays: n === defaultLastDays ? undefined : String(n),
                })
              }
            >
              {quickLabel(n)}
            </Button>
          ))}
        </div>
      </ListToolbar>
      <FilterChips fields={fields} filters={all} onRemove={(key) => set({ ...all, [key]: undefined })} />
      <FilterSheet
        open={sheetOpen}
        idPrefix={idPrefix}
        fields={fields}
        filters={all}
        validate={(draft) => fieldErrors(schema, draft)}
        onApply={(next) => {
          setSheetOpen(false);
          set({ ...next, lastDays: read('lastDays') });
        }}
        onClose={() => setSheetOpen(false)}
      />
      {waitsForNetwork(figures) && <OfflineEmpty />}
      {figures.isPending && !waitsForNetwork(figures) && (
        <Skeleton.Paragraph lineCount={10} animated className={list.skeleton} />
      )}
      {hidden && (
        <ErrorBlock
          status="disconnected"
          title={translateMessageId('errors.statisticsHidden')}
          description={t({
            id: 'statistics.texts.hiddenHint',
            message: 'Ask the platform to turn statistics on for your account type.',
          })}
        />
      )}
      {figures.isError && !hidden && (
        <LoadError error={figures.error} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />
      )}
      {figures.data !== undefined && !hidden && children(figures.data)}
    </div>
  );
}
