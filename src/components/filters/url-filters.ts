import type { z } from 'zod';

/** Filters as the URL and the list calls carry them: wire strings, only the ones set. */
export type Filters<K extends string = string> = Partial<Record<K, string>>;

/** The params of `keys` that the contract's own field schema accepts; anything else is dropped. */
export function readFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  shape: Record<K, z.ZodType>,
): Filters<K> {
  const out: Filters<K> = {};
  for (const key of keys) {
    const raw = params.get(key)?.trim();
    if (!raw || !shape[key].safeParse(raw).success) continue;
    out[key] = raw;
  }
  return out;
}

/** The URL search params of a set of filters, in `keys` order so equal filters give equal URLs. */
export function writeFilters<K extends string>(filters: Filters<K>, keys: readonly K[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}
