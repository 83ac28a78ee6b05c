import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A time filter of the lists: `from` inclusive, `to` inclusive of its whole second (a picker's
 * 23:59:59 means the end of the day, product 7.5 sends whole seconds). Either end may be absent.
 */
export function within(column: AnyColumn, from: Date | undefined, to: Date | undefined): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lt(column, new Date(to.getTime() + 1000)) : undefined);
}
