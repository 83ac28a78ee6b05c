import type { SheetField } from './sheet-field.ts';

/** The values of a multiChoice filter. */
export const choicesOf = (value: string | undefined): string[] => (value ?? '').split(',').filter((v) => v !== '');

/** The next selection of a multiChoice after a tap: an `alone` option never shares it. */
export function nextChoices(
  options: NonNullable<SheetField['options']>,
  before: readonly string[],
  after: readonly string[],
): string[] {
  const added = after.find((v) => !before.includes(v));
  const alone = new Set(options.filter((o) => o.alone).map((o) => o.value));
  if (added !== undefined && alone.has(added)) return [added];
  return added === undefined ? [...after] : after.filter((v) => !alone.has(v));
}
