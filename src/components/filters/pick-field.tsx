import { useLingui } from '@lingui/react/macro';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import styles from '../list/list.module.css';

/** How many matches show under the search: enough to pick from, few enough to stay in view. */
const shownMatches = 6;

interface Props {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Said when the search finds nobody; a plain "No match" else. */
  noMatch?: string;
}

/**
 * A merchant, supplier or product picked by name: type part of it, tap the match. The chosen one
 * shows by name with a cross to clear it; nobody types a numeric id.
 */
export function PickField({ id, label, options, value, onChange, noMatch }: Props) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  if (value) {
    const name = options.find((o) => o.value === value)?.label ?? value;
    return (
      <div className={styles.picked}>
        <span id={id} className={styles.pickedName}>
          {name}
        </span>
        <button
          type="button"
          className={styles.chipRemove}
          aria-label={t({ id: 'filters.buttons.clearPick', message: `Clear ${label}` })}
          onClick={() => onChange('')}
        >
          ×
        </button>
      </div>
    );
  }
  const q = query.trim().toLowerCase();
  const matches = q ? options.filter((o) => o.label.toLowerCase().includes(q) || o.value === q) : [];
  return (
    <>
      <Input
        id={id}
        type="search"
        value={query}
        onChange={setQuery}
        clearable
        placeholder={t({ id: 'filters.placeholders.pick', message: 'Type part of the name' })}
        className={styles.input}
      />
      {matches.length > 0 && (
        <ul className={styles.pickList} aria-label={label}>
          {matches.slice(0, shownMatches).map((o) => (
            <li key={o.value}>
              <button type="button" className={styles.pickOption} onClick={() => onChange(o.value)}>
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {q && matches.length === 0 && (
        <span className={styles.pickNone}>{noMatch ?? t({ id: 'filters.texts.noMatch', message: 'No match' })}</span>
      )}
      {matches.length > shownMatches && (
        <span className={styles.pickNone}>
          {t({ id: 'filters.texts.moreMatches', message: 'Type more of the name to see the others' })}
        </span>
      )}
    </>
  );
}
