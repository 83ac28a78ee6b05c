import { useLingui } from '@lingui/react/macro';
import type { SheetField } from '../../../components/filters/filter-sheet.tsx';
import { useMarkOptions, markLabels, orderTypeLabels } from '../../orders/index.ts';
import { useMerchantOptions, useSupplierFilterOptions } from '../api/get-user-options.ts';
import { statisticsLabels, type StatisticsKey } from '../filters.ts';

type SheetKey = Exclude<StatisticsKey, 'lastDays'>;

/**
 * The filter sheet's fields for the keys a role gets: merchants and suppliers picked by name from
 * the user option calls, order types and marks from their lists, the range as local date-times.
 */
export function useFilterFields(keys: readonly StatisticsKey[]): SheetField[] {
  const { i18n } = useLingui();
  const merchants = useMerchantOptions(keys.includes('merchantUserId'));
  const suppliers = useSupplierFilterOptions(keys.includes('supplierUserId'));
  const marks = useMarkOptions();
  const people = (list: { value: number; label: string; account: string }[] | undefined) =>
    (list ?? []).map((u) => ({ value: String(u.value), label: u.label || u.account }));
  const options: Partial<Record<SheetKey, { value: string; label: string }[]>> = {
    merchantUserId: people(merchants.data),
    supplierUserId: people(suppliers.data),
    orderType: Object.entries(orderTypeLabels).map(([value, label]) => ({ value, label: i18n._(label) })),
    orderMark: (marks.data ?? []).map((m) => ({ value: String(m.id), label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name })),
  };
  return keys
    .filter((k): k is SheetKey => k !== 'lastDays')
    .map((key) => ({
      key,
      label: i18n._(statisticsLabels[key]),
      kind: key === 'startTime' || key === 'endTime' ? 'dateTime' : key === 'productId' ? 'id' : 'choice',
      options: options[key],
    }));
}
