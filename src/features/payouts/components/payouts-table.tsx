import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ColumnPrefs } from '../../../components/list/table-columns.ts';
import { TableView, type TableSelection } from '../../../components/list/table-view.tsx';
import type { RowAction } from '../../../components/list/use-table-keys.ts';
import type { PayoutRow } from '../../../contract/index.ts';
import type { PayoutAction } from './payout-sheet.tsx';

/** The payout actions on a key (decision 125): the action's initial where it is free. */
const actionKeys: Record<string, string> = {
  claim: 'c',
  processing: 'p',
  complete: 'u',
  reject: 'r',
  giveBack: 'g',
  cancel: 'n',
};

interface Props {
  label: string;
  rows: PayoutRow[];
  paging: { hasMore: boolean; loadingMore: boolean; onLoadMore: () => void };
  prefs: ColumnPrefs<PayoutRow>;
  /** The row's actions now (those of its detail sheet). */
  actionsFor: (row: PayoutRow) => PayoutAction[];
  /** Whether this is the pool (claim) or a list of payouts (the rest), for the `?` sheet. */
  pool: boolean;
  online: boolean;
  onOpen: (row: PayoutRow) => void;
  selection?: TableSelection<PayoutRow>;
}

/**
 * A payout list as a desk table (decision 124): the card's data, the detail's actions on their
 * keys; the row's button claims (the pool) or opens the detail with every action ("Actions").
 * Offline the buttons are greyed and the keys do nothing: every payout action moves money.
 */
export function PayoutsTable({ label, rows, paging, prefs, actionsFor, pool, online, onOpen, selection }: Props) {
  const { t } = useLingui();
  const more = t({ id: 'orders.buttons.actions', message: 'Actions' });
  // The same words as the detail sheet's buttons (payouts-page.tsx), with their keys.
  const keyList = pool
    ? [{ key: 'c', label: t({ id: 'payouts.actions.claim', message: 'Claim' }) }]
    : [
        { key: 'p', label: t({ id: 'payouts.actions.markProcessing', message: 'Mark processing' }) },
        { key: 'u', label: t({ id: 'payouts.actions.complete', message: 'Complete with UTR' }) },
        { key: 'r', label: t({ id: 'payouts.actions.reject', message: 'Reject' }) },
        { key: 'g', label: t({ id: 'payouts.actions.cancelClaim', message: 'Give back claim' }) },
        { key: 'n', label: t({ id: 'payouts.actions.cancel', message: 'Cancel payout' }) },
      ];
  const rowActions = (r: PayoutRow): RowAction[] =>
    online
      ? actionsFor(r).flatMap((a) => {
          const key = actionKeys[a.key];
          return key ? [{ key, label: a.text, run: () => a.run(r) }] : [];
        })
      : [];
  // The pool's one action is its button; a payout's several are behind Actions (its detail), as
  // the action column's width holds two short buttons at most.
  const renderActions = (r: PayoutRow): ReactNode => {
    const actions = actionsFor(r);
    const claim = pool ? actions[0] : undefined;
    if (claim)
      return (
        <Button size="small" color="primary" disabled={!online} onClick={() => claim.run(r)}>
          {claim.text}
        </Button>
      );
    return (
      actions.length > 0 && (
        <Button size="small" fill="outline" onClick={() => onOpen(r)}>
          {more}
        </Button>
      )
    );
  };
  return (
    <TableView
      label={label}
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.orderCode}
      rowTestId="payout-row"
      columns={prefs.visible}
      sort={prefs.sort}
      onSort={prefs.setSort}
      {...paging}
      onOpen={onOpen}
      renderActions={renderActions}
      rowActions={rowActions}
      actionKeys={keyList}
      selection={selection}
    />
  );
}
