import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../forms/field-errors.ts';
import type { ListExport } from '../../lib/sheets/export-decl.ts';
import { ListToolbar, type ListRoute } from '../list/list-toolbar.tsx';
import { FilterChips } from './filter-chips.tsx';
import { pickSourcesOf, toSheetFields, type FilterDecl } from './filter-decl.ts';
import { usePickSources } from './pick-sources.ts';
import { FilterSheet } from './filter-sheet.tsx';
import { SearchBox } from './search-box.tsx';
import type { Filters } from './url-filters.ts';

interface Props<T> {
  /** Prefix of the sheet's input ids, unique on the page. */
  idPrefix: string;
  decls: readonly FilterDecl[];
  /** The list call's input schema: the sheet checks a draft by the server's own rules. */
  schema: z.ZodType;
  filters: Filters;
  onChange: (filters: Filters) => void;
  total: string | null;
  /** The page's own buttons in the toolbar. */
  children?: ReactNode;
  /** The accessible name of the search box, when a declaration is `searchBox`. */
  searchLabel?: string | undefined;
  /** The page's route: saved views and the export need it. */
  route?: ListRoute | undefined;
  /** The page's export (decision 126). */
  exporter?: ListExport<T> | undefined;
}

/** A list's toolbar, its active filters as chips, and the filter sheet behind the Filters button. */
export function FilterBar<T>({
  idPrefix,
  decls,
  schema,
  filters,
  onChange,
  total,
  children,
  searchLabel,
  route,
  exporter,
}: Props<T>) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  // Name lists are asked for only while they can show: the sheet open, or a chip naming one.
  const sources = useMemo(() => pickSourcesOf(decls), [decls]);
  const picksWanted = open || decls.some((d) => d.pick && filters[d.key]);
  const picks = usePickSources(sources, sources.length > 0 && picksWanted);
  const fields = useMemo(() => toSheetFields(i18n, decls, picks), [i18n, decls, picks]);
  const search = decls.find((d) => d.searchBox);
  const sheetFields = useMemo(() => fields.filter((f) => f.key !== search?.key), [fields, search]);
  return (
    <>
      <ListToolbar
        activeCount={Object.keys(filters).length}
        onFilters={() => setOpen(true)}
        total={total}
        route={route}
        exporter={exporter}
      >
        {children}
      </ListToolbar>
      {search && (
        <SearchBox
          value={filters[search.key]}
          onSearch={(value) => onChange({ ...filters, [search.key]: value })}
          label={searchLabel ?? i18n._(search.label)}
          placeholder={i18n._(search.label)}
        />
      )}
      <FilterChips fields={fields} filters={filters} onRemove={(key) => onChange({ ...filters, [key]: undefined })} />
      <FilterSheet
        open={open}
        idPrefix={idPrefix}
        fields={sheetFields}
        filters={filters}
        validate={(draft) => fieldErrors(schema, draft)}
        onApply={(next) => {
          setOpen(false);
          onChange(next);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
