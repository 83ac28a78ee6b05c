import { useLingui } from '@lingui/react/macro';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import styles from './orders-page.module.css';

/**
 * The search box above the list: an order found by either number, the platform's or the
 * merchant's own, as pasted from a chat or a bank SMS. Enter (the keyboard's Search key) searches;
 * clearing it shows every order again.
 */
export function OrderSearch({ value, onSearch }: { value: string | undefined; onSearch: (text: string | undefined) => void }) {
  const { t } = useLingui();
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
        placeholder={t({ id: 'orders.placeholders.search', message: 'Order or merchant order number' })}
        aria-label={t({ id: 'orders.labels.search', message: 'Search by order or merchant order number' })}
        className={styles.searchInput}
      />
    </form>
  );
}
