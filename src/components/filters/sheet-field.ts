/**
 * One input of a filter sheet: free text, a numeric id, one of a few choices, several of them (their
 * values joined by commas), one of many found by typing part of its name (pick), a local date-time, a decimal number (amounts as typed), or an on/off
 * switch (its value 'true' when on, unset when off). Its own module, below the sheet, so the
 * sheet's helpers read it without importing the sheet.
 */
export interface SheetField {
  key: string;
  label: string;
  kind: 'text' | 'id' | 'choice' | 'multiChoice' | 'pick' | 'dateTime' | 'decimal' | 'switch';
  /** `alone`: a choice that cannot go with others; picking it clears them, picking another clears it. */
  options?: { value: string; label: string; alone?: boolean }[];
  /** A pick field's words when the search finds nobody ("Cannot find supplier"). */
  noMatch?: string;
}
