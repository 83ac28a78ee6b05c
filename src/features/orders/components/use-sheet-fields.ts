import { useLingui } from '@lingui/react/macro';
import { OrderStatus, type OrderStatusName } from '../../../contract/index.ts';
import type { SheetField } from '../../../components/filters/filter-sheet.tsx';
import { orderStatusLabels } from '../../../app/i18n/order-status-labels.ts';
import { useMarkOptions, useStatusOptions } from '../api/get-order-options.ts';
import type { FilterField } from '../filters.ts';
import { filterLabels, markLabels } from '../labels.ts';

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
      return { value: String(s.id), label: name ? i18n._(orderStatusLabels[name]) : s.name };
    });
  const markOptions = (marks.data ?? []).map((m) => ({ value: String(m.id), label: markLabels[m.id] ? i18n._(markLabels[m.id]!) : m.name }));
  return fields.map((f) => ({
    key: f.key,
    label: filterLabels[f.key] ? i18n._(filterLabels[f.key]!) : f.key,
    kind: f.kind === 'status' || f.kind === 'mark' ? 'choice' : f.kind,
    options: f.kind === 'status' ? statusOptions : f.kind === 'mark' ? markOptions : undefined,
  }));
}
