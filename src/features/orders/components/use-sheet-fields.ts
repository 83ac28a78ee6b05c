import { useLingui } from '@lingui/react/macro';
import { OrderStatus, type OrderStatusName } from '../../../contract/index.ts';
import type { SheetField } from '../../../components/filters/filter-sheet.tsx';
import { orderStatusLabels } from '../../../lib/i18n/order-status-labels.ts';
import { useMarkOptions, useStatusOptions } from '../api/get-order-options.ts';
import type { FilterField, FilterKind } from '../filters.ts';
import { filterChoices, filterLabels, markLabels } from '../labels.ts';

const sheetKinds: Record<FilterKind, SheetField['kind']> = {
  text: 'text',
  id: 'id',
  status: 'multiChoice',
  mark: 'choice',
  choice: 'choice',
  dateTime: 'dateTime',
  money: 'decimal',
  usdt: 'decimal',
  switch: 'switch',
};
const statusNames = new Map(Object.entries(OrderStatus).map(([name, id]) => [id as number, name as OrderStatusName]));

/** The order filters in the words of the shared filter sheet; statuses and marks come from the server. */
export function useSheetFields(fields: readonly FilterField[], showHiddenStatuses: boolean): SheetField[] {
  const { i18n } = useLingui();
  const statuses = useStatusOptions();
  const marks = useMarkOptions();
  const statusOptions = (statuses.data ?? [])
    .filter((s) => !s.hiddenByDefault || showHiddenStatuses)
    .map((s) => {
      const name = statusNames.get(s.id);
      // Status 10 is listed only when asked for alone (spec 7.5).
      return { value: String(s.id), label: name ? i18n._(orderStatusLabels[name]) : s.name, alone: s.hiddenByDefault };
    });
  const markOptions = (marks.data ?? []).map((m) => ({ value: String(m.id), label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name }));
  const choiceOptions = (f: FilterField) => filterChoices[f.key]?.map((c) => ({ value: c.value, label: i18n._(c.label) }));
  return fields.map((f) => ({
    key: f.key,
    label: filterLabels[f.key] ? i18n._(filterLabels[f.key]!) : f.key,
    kind: sheetKinds[f.kind],
    options: f.kind === 'status' ? statusOptions : f.kind === 'mark' ? markOptions : f.kind === 'choice' ? choiceOptions(f) : undefined,
  }));
}
