import { useLingui } from '@lingui/react/macro';
import type { SheetField } from '../../../components/filters/sheet-field.ts';
import {
  useMarkOptions,
  useProductOptions,
  markLabels,
  orderTypeLabels,
  peopleOptions,
  productOptions,
} from '../../orders/index.ts';
import { useMerchantOptions, useSupplierFilterOptions } from '../api/get-user-options.ts';
import { statisticsLabels, type StatisticsKey } from '../filters.ts';
import { pickNoMatch } from '../../../components/filters/pick-texts.ts';

type SheetKey = Exclude<StatisticsKey, 'lastDays'>;

const noMatchOf: Partial<Record<SheetKey, (typeof pickNoMatch)[keyof typeof pickNoMatch]>> = {
  merchantUserId: pickNoMatch.merchant,
  supplierUserId: pickNoMatch.supplier,
  productId: pickNoMatch.product,
};

/**
 * The filter sheet's fields for the keys a role gets: merchants, suppliers and products picked by
 * name (typing part of it) from their option calls, order types and marks from their lists, the range as local date-times.
 */
export function useFilterFields(keys: readonly StatisticsKey[]): SheetField[] {
  const { i18n } = useLingui();
  const merchants = useMerchantOptions(keys.includes('merchantUserId'));
  const suppliers = useSupplierFilterOptions(keys.includes('supplierUserId'));
  const marks = useMarkOptions();
  const products = useProductOptions(keys.includes('productId'));
  const options: Partial<Record<SheetKey, { value: string; label: string }[]>> = {
    merchantUserId: peopleOptions(merchants.data),
    supplierUserId: peopleOptions(suppliers.data),
    productId: productOptions(products.data),
    orderType: Object.entries(orderTypeLabels).map(([value, label]) => ({ value, label: i18n._(label) })),
    orderMark: (marks.data ?? []).map((m) => ({
      value: String(m.id),
      label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name,
    })),
  };
  return keys
    .filter((k): k is SheetKey => k !== 'lastDays')
    .map((key) => ({
      key,
      label: i18n._(statisticsLabels[key]),
      kind:
        key === 'startTime' || key === 'endTime'
          ? 'dateTime'
          : key === 'merchantUserId' || key === 'supplierUserId' || key === 'productId'
            ? 'pick'
            : 'choice',
      options: options[key],
      noMatch: noMatchOf[key] && i18n._(noMatchOf[key]),
    }));
}
