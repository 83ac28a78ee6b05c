import type { Role } from '../../../contract/index.ts';
import { FilterSheet as SharedFilterSheet } from '../../../components/filters/filter-sheet.tsx';
import { fieldsFor, filterErrors, seesHiddenStatuses, type OrderListFilters } from '../filters.ts';
import { useSheetFields } from './use-sheet-fields.ts';

interface Props {
  open: boolean;
  role: Role | undefined;
  filters: OrderListFilters;
  onApply: (filters: OrderListFilters) => void;
  onClose: () => void;
}

/** The filter sheet: one input a filter the role may use, checked by the contract before applying. */
export function FilterSheet({ open, role, filters, onApply, onClose }: Props) {
  const fields = useSheetFields(fieldsFor(role), seesHiddenStatuses(role));
  return <SharedFilterSheet open={open} idPrefix="order-filter" fields={fields} filters={filters} validate={filterErrors} onApply={onApply} onClose={onClose} />;
}
