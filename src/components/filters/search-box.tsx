import { Input } from 'antd-mobile';
import { useState } from 'react';
import styles from '../list/list.module.css';

interface Props {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  /** The box's accessible name ("Search by order or merchant order number"). */
  label: string;
  placeholder: string;
}

/**
 * The search box above a list: one value typed or pasted (an order number from a chat or a bank
 * SMS). Enter (the keyboard's Search key) searches; clearing it lists everything again. The value
 * is a filter like the others, so its chip and the sheet's Clear remove it too.
 */
export function SearchBox({ value, onSearch, label, placeholder }: Props) {
  const [text, setText] = useState(value ?? '');
  // The chip's cross or Clear in the sheet removed the search: the box shows that.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <Input
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={setText}
        clearable
        onClear={() => onSearch(undefined)}
        maxLength={64}
        placeholder={placeholder}
        aria-label={label}
        className={styles.searchInput}
      />
    </form>
  );
}
