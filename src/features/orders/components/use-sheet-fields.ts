import { useLingui } from '@lingui/react/macro';
import { OrderStatus, type OrderStatusName } from '../../../contract/index.ts';
import type { SheetField } from '../../../components/filters/sheet-field.ts';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import { useMarkOptions, useMerchantOptions, useProductOptions, useStatusOptions } from '../api/get-order-options.ts';
import { useSupplierOptions } from '../api/get-supplier-options.ts';
import { peopleOptions, productOptions, type PickOption } from '../pick-options.ts';
import type { FilterField, FilterKind } from '../filters.ts';
import { filterChoices, filterLabels, markLabels } from '../labels.ts';
import { pickNoMatch } from '../../../components/filters/pick-texts.ts';

const sheetKinds: Record<FilterKind, SheetField['kind']> = {
  text: 'text',
  id: 'id',
  merchant: 'pick',
  supplier: 'pick',
  product: 'pick',
  status: 'multiChoice',
  mark: 'choice',
  choice: 'choice',
  dateTime: 'dateTime',
  money: 'decimal',
  usdt: 'decimal',
  switch: 'switch',
};
const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

/**
 * The order filters in the words of the shared filter sheet; statuses, marks and the names of
 * merchants, suppliers and products come from the server.
 */
export function useSheetFields(
  fields: readonly FilterField[],
  showHiddenStatuses: boolean,
  namesWanted = true,
): SheetField[] {
  const { i18n } = useLingui();
  // The lists are asked for only while they can show: the sheet open, or a chip naming one.
  const has = (kind: FilterKind) => namesWanted && fields.some((f) => f.kind === kind);
  const statuses = useStatusOptions(has('status'));
  const marks = useMarkOptions(has('mark'));
  const merchants = useMerchantOptions(has('merchant'));
  const suppliers = useSupplierOptions(has('supplier'));
  const products = useProductOptions(has('product'));
  const pickOptions: Partial<Record<FilterKind, PickOption[]>> = {
    merchant: peopleOptions(merchants.data),
    supplier: peopleOptions(suppliers.data),
    product: productOptions(products.data),
  };
  const statusOptions = (statuses.data ?? [])
    .filter((s) => !s.hiddenByDefault || showHiddenStatuses)
    .map((s) => {
      const name = statusNames.get(s.id);
      // Status 10 is listed only when asked for alone (product 7.5).
      return { value: String(s.id), label: name ? i18n._(orderStatusLabels[name]) : s.name, alone: s.hiddenByDefault };
    });
  const markOptions = (marks.data ?? []).map((m) => ({
    value: String(m.id),
    label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name,
  }));
  const choiceOptions = (f: FilterField) =>
    filterChoices[f.key]?.map((c) => ({ value: c.value, label: i18n._(c.label) }));
  return fields.map((f) => ({
    key: f.key,
    label: filterLabels[f.key] ? i18n._(filterLabels[f.key]!) : f.key,
    kind: sheetKinds[f.kind],
    options:
      f.kind === 'status'
        ? statusOptions
        : f.kind === 'mark'
          ? markOptions
          : f.kind === 'choice'
            ? choiceOptions(f)
            : pickOptions[f.kind],
    noMatch:
      f.kind === 'merchant' || f.kind === 'supplier' || f.kind === 'product' ? i18n._(pickNoMatch[f.kind]) : undefined,
  }));
}
