import { useLingui } from '@lingui/react/macro';
import { Badge, Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ListExport } from '../../lib/sheets/export-decl.ts';
import { SavedViews } from '../filters/saved-views.tsx';
import { ExportButton } from './export-button.tsx';
import styles from './list.module.css';

/** What the bar needs of the page's route: its name keys the saved views, its path the filters. */
export interface ListRoute {
  name: string;
  path: string;
}

interface Props<T> {
  /** How many filters are set: the badge on the Filters button. */
  activeCount: number;
  onFilters: () => void;
  /** The count line ("120 orders"), once known. */
  total: string | null;
  /** The page's own buttons, at the end of the bar. */
  children?: ReactNode;
  /**
   * The page's route: with it the bar offers the page's saved views (decision 127), and its export
   * when the page declares one (decision 126).
   */
  route?: ListRoute | undefined;
  /** The page's export: its declaration, paged call and filters. */
  exporter?: ListExport<T> | undefined;
}

/**
 * The bar above a list: Filters, how many rows match, Export, the page's own buttons; under it the
 * saved views as chips.
 */
export function ListToolbar<T>({ activeCount, onFilters, total, children, route, exporter }: Props<T>) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.toolbar}>
        <Badge content={activeCount > 0 ? String(activeCount) : null}>
          <Button className={styles.button} onClick={onFilters}>
            {t({ id: 'orders.buttons.filters', message: 'Filters' })}
          </Button>
        </Badge>
        <span className={styles.total} role="status">
          {total}
        </span>
        {route && exporter && <ExportButton exporter={exporter} path={route.path} />}
        {children}
      </div>
      {route && <SavedViews page={route.name} path={route.path} />}
    </>
  );
}
