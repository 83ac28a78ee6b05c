import { useLingui } from '@lingui/react/macro';
import { useCombobox } from 'downshift';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { bankNameKey, type BankOption } from '../../../contract/index.ts';
import list from '../../../components/list/list.module.css';
import { useBankOptions } from '../api/banks.ts';
import styles from './banks.module.css';

interface Props {
  id: string;
  /** The bank chosen ('' while none): what the form sends. */
  value: string;
  onChange: (name: string, bank: BankOption | null) => void;
  /** account: CardCountry's banks; payout: DefaultCountry's (docs/decisions/056-bank-directory.md). */
  purpose: 'account' | 'payout';
  /** Another country than the setting's (a Kenyan account offers Kenya's providers). */
  country?: string | undefined;
  invalid?: boolean;
}

/**
 * Searchable choice of the directory's enabled banks. The text typed is the search; only a bank of
 * the list becomes the value (typing a listed name in full picks it), so a misspelt bank is never
 * sent. A saved name no longer listed stays until it is changed. The combobox of downshift
 * (decision 101: its roles and states on the input itself, Up, Down, Enter and Escape).
 */
export function BankPicker({ id, value, onChange, purpose, country, invalid }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const keyword = useDeferredValue(text.trim());
  const options = useBankOptions(purpose, country, keyword);
  const banks = useMemo(() => options.data?.banks ?? [], [options.data]);

  useEffect(() => {
    if (text.trim() === '' || value !== '') return;
    const exact = banks.find((b) => bankNameKey(b.name) === bankNameKey(text));
    if (exact) onChange(exact.name, exact);
  }, [banks, text, value, onChange]);

  const combo = useCombobox<BankOption>({
    items: banks,
    inputId: id,
    menuId: `${id}-options`,
    itemToString: (b) => b?.name ?? '',
    itemToKey: (b) => b?.id,
    inputValue: text,
    selectedItem: banks.find((b) => b.name === value) ?? null,
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      // Typing unsets the bank until a listed one is picked or typed in full.
      if (type === useCombobox.stateChangeTypes.InputChange && inputValue !== value) onChange('', null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem.name, selectedItem);
    },
  });
  const where = options.data?.country ?? country ?? '';
  const none = combo.isOpen && banks.length === 0 && !options.isFetching;
  return (
    <div className={styles.picker}>
      <div className={`adm-input ${list.input}`}>
        <input
          className="adm-input-element"
          {...combo.getInputProps({
            onFocus: () => {
              if (!combo.isOpen) combo.openMenu();
            },
            placeholder: t({ id: 'banks.texts.pickerHint', message: `Search the banks of ${where}` }),
            autoComplete: 'off',
            maxLength: 128,
            'aria-invalid': invalid ? true : undefined,
            'aria-describedby': invalid ? `${id}-error` : undefined,
          })}
        />
      </div>
      <ul
        className={styles.options}
        hidden={!combo.isOpen || banks.length === 0}
        {...combo.getMenuProps({ 'aria-label': t({ id: 'banks.texts.pickerOptions', message: 'Banks' }) })}
      >
        {combo.isOpen &&
          banks.map((b, index) => (
            <li
              key={b.id}
              className={`${styles.option} ${combo.highlightedIndex === index ? styles.highlighted : ''}`}
              {...combo.getItemProps({ item: b, index })}
            >
              <span>{b.name}</span>
              {b.ifscPrefix && <span className={styles.code}>{b.ifscPrefix}</span>}
            </li>
          ))}
      </ul>
      {none && (
        <p className={styles.none} role="status">
          {t({ id: 'banks.texts.pickerNone', message: 'No enabled bank of the directory matches' })}
        </p>
      )}
    </div>
  );
}
