import { useLingui } from '@lingui/react/macro';
import { useCombobox } from 'downshift';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { searchTextMax } from '../../../contract/index.ts';
import { useRouteTable } from '../../../lib/routes/context.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useFind } from '../api/find.ts';
import { searchItems, searchKinds, type SearchItem } from '../links.ts';
import { kindLabels } from '../labels.ts';
import { SearchHitText } from './search-hit.tsx';
import styles from './search.module.css';

/** Typing pauses this long before the text is asked: one call a word, not one a key. */
const pauseMs = 250;

interface Props {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** In the phone's dialog: the results sit under the box instead of dropping over the page. */
  inline?: boolean;
  autoFocus?: boolean;
  /** After a result was opened (the dialog closes). */
  onOpened?: () => void;
}

/**
 * The header search (decision 128): downshift's combobox, its roles and states on the input, the
 * results a list box of groups by kind (decision 129: Up and Down move, Enter opens, Escape closes).
 */
export function SearchCombobox({ id, inputRef, inline = false, autoFocus = false, onOpened }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const routes = useRouteTable();
  const role = roleOf(useUserInfo().data);
  const [text, setText] = useState('');
  const q = useAsked(text.trim());
  const found = useFind(q);
  const items = useMemo(
    () => (found.data && role && q !== '' ? searchItems(found.data, routes, role) : []),
    [found.data, routes, role, q],
  );

  const combo = useCombobox<SearchItem>({
    items,
    inputId: id,
    menuId: `${id}-results`,
    labelId: `${id}-label`,
    itemToString: () => '',
    itemToKey: (item) => item?.key,
    // The box's text is downshift's own (not controlled): a controlled value comes back a render
    // late and fast typing loses characters. This copy only says what to ask.
    selectedItem: null,
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      void navigate(selectedItem.to);
      onOpened?.();
    },
  });

  const open = inline || combo.isOpen;
  const asking = q !== '' && (found.isPending || found.isFetching);
  const status = statusText();
  function statusText(): string {
    if (q === '') return '';
    if (asking && items.length === 0) return t({ id: 'search.texts.searching', message: 'Searching…' });
    if (found.isError) return t({ id: 'search.texts.failed', message: 'The search failed: try again' });
    if (items.length === 0) return t({ id: 'search.texts.none', message: 'Nothing found' });
    return t({ id: 'search.texts.count', message: `${items.length} results` });
  }

  return (
    <div className={inline ? styles.inline : styles.field}>
      <label className={styles.hidden} {...combo.getLabelProps()}>
        {t({ id: 'search.labels.search', message: 'Search' })}
      </label>
      <input
        className={styles.input}
        {...combo.getInputProps({
          ref: inputRef,
          type: 'search',
          autoComplete: 'off',
          autoFocus,
          enterKeyHint: 'search',
          'aria-keyshortcuts': '/ Control+K Meta+K',
          maxLength: searchTextMax,
          placeholder: t({ id: 'search.placeholders.search', message: 'Order, UTR, card, merchant…' }),
          onFocus: () => {
            if (!combo.isOpen && text !== '') combo.openMenu();
          },
          // In the phone's dialog the results are always shown: Escape closes the dialog itself
          // (the modal frame), not an invisible menu state first.
          onKeyDown: (e) => {
            if (inline && e.key === 'Escape')
              (e.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
        })}
      />
      <p className={styles.hidden} role="status">
        {status}
      </p>
      <div
        className={inline ? styles.inlineResults : styles.results}
        hidden={!open || q === ''}
        {...combo.getMenuProps({ 'aria-label': t({ id: 'search.labels.results', message: 'Search results' }) })}
      >
        {open && q !== '' && items.length === 0 && (
          <p className={styles.note} aria-hidden="true">
            {status}
          </p>
        )}
        {open &&
          searchKinds.map((kind) => {
            const group = items.filter((item) => item.kind === kind);
            if (group.length === 0) return null;
            const headingId = `${id}-${kind}`;
            return (
              <ul key={kind} role="group" aria-labelledby={headingId} className={styles.group}>
                <li role="presentation" id={headingId} className={styles.heading}>
                  {i18n._(kindLabels[kind])}
                </li>
                {group.map((item) => {
                  const index = items.indexOf(item);
                  return (
                    <li
                      key={item.key}
                      className={`${styles.option} ${combo.highlightedIndex === index ? styles.highlighted : ''}`}
                      {...combo.getItemProps({ item, index })}
                    >
                      <SearchHitText item={item} />
                    </li>
                  );
                })}
              </ul>
            );
          })}
      </div>
    </div>
  );
}

/** The text to ask, once typing paused. */
function useAsked(text: string): string {
  const [asked, setAsked] = useState(text);
  useEffect(() => {
    if (text === '') return;
    const timer = window.setTimeout(() => setAsked(text), pauseMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  return text === '' ? '' : asked;
}
