import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { Popup } from '../../../components/sheets/overlays.ts';
import { SearchCombobox } from './search-combobox.tsx';
import { SearchIcon } from './search-icon.tsx';
import styles from './search.module.css';
import { useSearchShortcut } from './use-search-shortcut.ts';

/**
 * The phone header's search button (decision 128): it opens the search in a dialog from the top,
 * the results under the box; opening one closes it. A keyboard's shortcuts open it too (decision 129).
 */
export function PhoneSearch({ className }: { className?: string | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = () => setOpen(false);
  useSearchShortcut(show);
  const label = t({ id: 'search.labels.search', message: 'Search' });
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
      >
        <SearchIcon />
      </button>
      <Popup visible={open} position="top" label={label} onClose={close} onMaskClick={close} destroyOnClose>
        {open && (
          <div className={styles.dialog}>
            <SearchCombobox id="phone-search" inline autoFocus onOpened={close} />
            <Button className={styles.close} fill="none" onClick={close}>
              {t({ id: 'common.buttons.close', message: 'Close' })}
            </Button>
          </div>
        )}
      </Popup>
    </>
  );
}
