import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { readFilters, writeFilters, type Filters } from './url-filters.ts';
import { useUrlSearch } from './use-url-search.ts';

/** A list's filters in its URL: the `keys` that the contract's field schemas accept. */
export function useListFilters<K extends string>(path: string, keys: readonly K[], shape: Record<K, z.ZodType>) {
  const [params, setParams] = useUrlSearch(path);
  const filters = useMemo(() => readFilters(params, keys, shape), [params, keys, shape]);
  const setFilters = useCallback((next: Filters<K>) => setParams(writeFilters(next, keys)), [setParams, keys]);
  return [filters, setFilters] as const;
}
