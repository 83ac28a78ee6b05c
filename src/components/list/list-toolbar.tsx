import { useLingui } from '@lingui/react/macro';
import { Badge, Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './list.module.css';

interface Props {
  /** How many filters are set: the badge on the Filters button. */
  activeCount: number;
  onFilters: () => void;
  /** The count line ("120 orders"), once known. */
  total: string | null;
  /** The page's own buttons, at the end of the bar. */
  children?: ReactNode;
}

/** The bar above a list: Filters, how many rows match, the page's own buttons. */
export function ListToolbar({ activeCount, onFilters, total, children }: Props) {
  const { t } = useLingui();
  return (
    <div className={styles.toolbar}>
      <Badge content={activeCount > 0 ? String(activeCount) : null}>
        <Button className={styles.button} onClick={onFilters}>
          {t({ id: 'orders.buttons.filters', message: 'Filters' })}
        </Button>
      </Badge>
      <span className={styles.total} role="status">
        {total}
      </span>
      {children}
    </div>
  );
}
