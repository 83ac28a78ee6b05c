import { FilterChips as SharedFilterChips } from '../../../components/filters/filter-chips.tsx';
import { filterFields, type FilterKey, type OrderListFilters } from '../filters.ts';
import { useSheetFields } from './use-sheet-fields.ts';

/** The active filters as chips; tapping one's cross removes that filter. */
export function FilterChips({ filters, onRemove }: { filters: OrderListFilters; onRemove: (key: FilterKey) => void }) {
  const fields = useSheetFields(filterFields, true);
  return <SharedFilterChips fields={fields} filters={filters} onRemove={(key) => onRemove(key as FilterKey)} />;
}
