import { useLingui } from '@lingui/react/macro';
import { Input } from 'antd-mobile';
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
 * sent. A saved name no longer listed stays until it is changed.
 */
export function BankPicker({ id, value, onChange, purpose, country, invalid }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const keyword = useDeferredValue(text.trim());
  const options = useBankOptions(purpose, country, keyword);
  const banks = useMemo(() => options.data?.banks ?? [], [options.data]);

  useEffect(() => {
    if (text.trim() === '' || value !== '') return;
    const exact = banks.find((b) => bankNameKey(b.name) === bankNameKey(text));
    if (exact) onChange(exact.name, exact);
  }, [banks, text, value, onChange]);

  const pick = (b: BankOption) => {
    setText(b.name);
    setOpen(false);
    onChange(b.name, b);
  };
  const where = options.data?.country ?? country ?? '';
  // Once the text is the chosen bank, the list has done its job.
  const listed = open && !(value !== '' && bankNameKey(text) === bankNameKey(value));
  return (
    <div className={styles.picker}>
      <Input
        id={id}
        role="combobox"
        aria-expanded={listed}
        aria-controls={`${id}-options`}
        aria-autocomplete="list"
        value={text}
        onChange={(v) => {
          setText(v);
          setOpen(true);
          if (v !== value) onChange('', null);
        }}
        onFocus={() => setOpen(true)}
        placeholder={t({ id: 'banks.texts.pickerHint', message: `Search the banks of ${where}` })}
        autoComplete="off"
        maxLength={128}
        className={list.input}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {listed && (
        <ul
          id={`${id}-options`}
          role="listbox"
          className={styles.options}
          aria-label={t({ id: 'banks.texts.pickerOptions', message: 'Banks' })}
        >
          {banks.map((b) => (
            <li
              key={b.id}
              role="option"
              aria-selected={b.name === value}
              className={styles.option}
              onClick={() => pick(b)}
              onKeyDown={(e) => e.key === 'Enter' && pick(b)}
              tabIndex={0}
            >
              <span>{b.name}</span>
              {b.ifscPrefix && <span className={styles.code}>{b.ifscPrefix}</span>}
            </li>
          ))}
          {banks.length === 0 && !options.isFetching && (
            <li className={styles.none}>
              {t({ id: 'banks.texts.pickerNone', message: 'No enabled bank of the directory matches' })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
