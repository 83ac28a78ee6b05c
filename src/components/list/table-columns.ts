import { useCallback, useMemo, useState, type ReactNode } from 'react';

/**
 * One column of a list page's desk table (decision 124), declared by the feature next to its card.
 * `header` is already in the reader's language; `cell` renders one row's value.
 */
export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Shown unless the person hides it; false: offered in the column sheet, hidden at first. */
  shown?: boolean;
  /** Width in px; absent: shares what is left. */
  width?: number;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** The server sorts by this column on an index (the page maps it to its sort parameter). */
  sortable?: boolean;
}

/** How the table is sorted: a column and a direction, or null for the list's own order. */
export type TableSort = { column: string; dir: 'asc' | 'desc' } | null;

/** A column's place and whether it shows, as the person left them. */
interface ColumnPref {
  id: string;
  shown: boolean;
}
interface StoredPrefs {
  columns: ColumnPref[];
  sort: TableSort;
}

const storageKey = (userId: number, page: string) => `table.columns.${userId}.${page}`;

function readPrefs(key: string): StoredPrefs | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredPrefs>;
    const columns = Array.isArray(parsed.columns)
      ? parsed.columns.filter(
          (c): c is ColumnPref => typeof c?.id === 'string' && typeof (c as ColumnPref).shown === 'boolean',
        )
      : [];
    const s = parsed.sort;
    const sort =
      s && typeof s.column === 'string' && (s.dir === 'asc' || s.dir === 'desc')
        ? { column: s.column, dir: s.dir }
        : null;
    return { columns, sort };
  } catch {
    return null;
  }
}

/**
 * The columns in the person's order with their shown state: the stored choices for the columns that
 * still exist, then any column the page gained since, with its default.
 */
function arrange<T>(declared: readonly TableColumn<T>[], stored: readonly ColumnPref[]): ColumnPref[] {
  const known = new Set(declared.map((c) => c.id));
  const kept = stored.filter((p) => known.has(p.id));
  const seen = new Set(kept.map((p) => p.id));
  return [...kept, ...declared.filter((c) => !seen.has(c.id)).map((c) => ({ id: c.id, shown: c.shown !== false }))];
}

/**
 * The person's column order, shown columns and sort on one page, kept on this device per user and
 * page in localStorage (decision 124): a sign-in on another device starts from the defaults.
 */
export function useColumnPrefs<T>(userId: number, page: string, declared: readonly TableColumn<T>[]) {
  const key = storageKey(userId, page);
  const [stored, setStored] = useState<{ key: string; prefs: StoredPrefs | null }>(() => ({
    key,
    prefs: readPrefs(key),
  }));
  // Another page or person: read theirs (state derived during render, not in an effect).
  const prefs = stored.key === key ? stored.prefs : readPrefs(key);
  if (stored.key !== key) setStored({ key, prefs });

  const arranged = useMemo(() => arrange(declared, prefs?.columns ?? []), [declared, prefs]);
  const sortable = new Set(declared.filter((c) => c.sortable).map((c) => c.id));
  const sort = prefs?.sort && sortable.has(prefs.sort.column) ? prefs.sort : null;

  const save = useCallback(
    (next: StoredPrefs) => {
      setStored({ key, prefs: next });
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Blocked storage: the choice lasts while the page is open.
      }
    },
    [key],
  );
  const byId = new Map(declared.map((c) => [c.id, c]));
  return {
    /** Every column in the person's order, with whether it shows. */
    all: arranged.map((p) => ({ column: byId.get(p.id)!, shown: p.shown })),
    /** The columns that show, in order. */
    visible: arranged.filter((p) => p.shown).map((p) => byId.get(p.id)!),
    sort,
    setShown: (id: string, shown: boolean) =>
      save({ columns: arranged.map((p) => (p.id === id ? { ...p, shown } : p)), sort }),
    /** Moves a column one place earlier (-1) or later (+1). */
    move: (id: string, by: -1 | 1) => {
      const from = arranged.findIndex((p) => p.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= arranged.length) return;
      const next = [...arranged];
      [next[from], next[to]] = [next[to]!, next[from]!];
      save({ columns: next, sort });
    },
    setSort: (next: TableSort) => save({ columns: arranged, sort: next }),
    reset: () => save({ columns: arrange(declared, []), sort: null }),
  };
}

export type ColumnPrefs<T> = ReturnType<typeof useColumnPrefs<T>>;
