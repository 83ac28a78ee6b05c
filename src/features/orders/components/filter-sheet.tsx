import { useLingui } from '@lingui/react/macro';
import type { Role } from '../../../contract/index.ts';
import { FilterSheet as SharedFilterSheet } from '../../../components/filters/filter-sheet.tsx';
import { fieldsFor, filterErrors, seesHiddenStatuses, type OrderListFilters } from '../filters.ts';
import { filterErrorLabels } from '../labels.ts';
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
  const { i18n } = useLingui();
  const fields = useSheetFields(
    fieldsFor(role).filter((f) => !f.searchBox),
    seesHiddenStatuses(role),
    open,
  );
  // The sheet's own decimal limits are app messages; the contract's ids the shared sheet translates.
  const validate = (draft: OrderListFilters) =>
    Object.fromEntries(
      Object.entries(filterErrors(draft)).map(([key, id]) => [
        key,
        filterErrorLabels[id] ? i18n._(filterErrorLabels[id]) : id,
      ]),
    );
  return (
    <SharedFilterSheet
      open={open}
      idPrefix="order-filter"
      fields={fields}
      filters={filters}
      validate={validate}
      onApply={onApply}
      onClose={onClose}
    />
  );
}
