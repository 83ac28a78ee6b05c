import { useCallback, useRef } from 'react';
import { SearchCombobox } from './search-combobox.tsx';
import styles from './search.module.css';
import { useSearchShortcut } from './use-search-shortcut.ts';

/** The desktop header's search box (decision 128); `/` and Ctrl/⌘+K put the cursor in it (decision 129). */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const focus = useCallback(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  useSearchShortcut(focus);
  return (
    <div className={styles.box}>
      <SearchCombobox id="header-search" inputRef={input} />
      <kbd className={styles.kbd} aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
