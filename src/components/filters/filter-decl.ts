import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SheetField } from './sheet-field.ts';
import type { PickOption, PickSource } from './pick-sources.ts';
import { pickNoMatch } from './pick-texts.ts';

/** A list filter as a feature declares it: its wire key, how it is typed in, its label. */
export interface FilterDecl<K extends string = string> {
  key: K;
  kind: SheetField['kind'];
  label: MessageDescriptor;
  options?: readonly { value: string; label: MessageDescriptor }[];
  /**
   * Typed in the search box above the list (FilteredList's `search`), not in the sheet; its chip
   * shows like any filter's. Its label is the box's placeholder.
   */
  searchBox?: boolean;
  /** A `pick` filter: whom or what it picks by name (its options come from that name list). */
  pick?: PickSource;
}

/** The declarations in the UI language, for the filter sheet and the chips. */
export const toSheetFields = (
  i18n: I18n,
  decls: readonly FilterDecl[],
  picks: Partial<Record<PickSource, PickOption[]>> = {},
): SheetField[] =>
  decls.map((d) => ({
    key: d.key,
    kind: d.kind,
    label: i18n._(d.label),
    options: d.pick ? picks[d.pick] : d.options?.map((o) => ({ value: o.value, label: i18n._(o.label) })),
    noMatch: d.pick ? i18n._(pickNoMatch[d.pick]) : undefined,
  }));

/** The name lists a list's pick filters need. */
export const pickSourcesOf = (decls: readonly FilterDecl[]): PickSource[] => [
  ...new Set(decls.flatMap((d) => (d.pick ? [d.pick] : []))),
];

export const keysOf = <K extends string>(decls: readonly FilterDecl<K>[]): K[] => decls.map((d) => d.key);
