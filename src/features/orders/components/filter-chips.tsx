import { FilterChips as SharedFilterChips } from '../../../components/filters/filter-chips.tsx';
import type { Role } from '../../../contract/index.ts';
import { fieldsFor, type FilterKey, type OrderListFilters } from '../filters.ts';
import { useSheetFields } from './use-sheet-fields.ts';

/**
 * The active filters as chips; tapping one's cross removes that filter. Only the set ones are
 * worded, so a name list (merchants, suppliers, products) is asked for only when one is chosen.
 */
export function FilterChips({
  role,
  filters,
  onRemove,
}: {
  role: Role | undefined;
  filters: OrderListFilters;
  onRemove: (key: FilterKey) => void;
}) {
  const fields = useSheetFields(
    fieldsFor(role).filter((f) => filters[f.key]),
    true,
  );
  return <SharedFilterChips fields={fields} filters={filters} onRemove={(key) => onRemove(key as FilterKey)} />;
}
