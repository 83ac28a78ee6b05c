import { useCallback, useState } from 'react';
import type { OrderRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { actionsFor, type OrderActionName } from '../order-rules.ts';
import type { FormAction } from './action-forms.tsx';
import type { ConfirmAction, useConfirmActions } from './use-confirm-actions.ts';
import type { useQueryStatusAction } from './use-query-status-action.ts';

const confirmActions: readonly OrderActionName[] = ['freeResource', 'resendCallback', 'unlock', 'convertToTest'];

/**
 * The sheets over the list: the opened order's detail, the action sheet of one order and the form
 * of a chosen action. `start` runs an action: a status query at once, a confirm, or its form.
 */
export function useOrderSheets(
  rows: readonly OrderRow[],
  role: Parameters<typeof actionsFor>[1],
  route: AppRoute,
  confirm: ReturnType<typeof useConfirmActions>,
  queryStatus: ReturnType<typeof useQueryStatusAction>,
) {
  const [openedCode, setOpenedCode] = useState<string | null>(null);
  const [sheetFor, setSheetFor] = useState<OrderRow | null>(null);
  const [form, setForm] = useState<{ order: OrderRow; action: FormAction } | null>(null);
  // The opened order is read from the list, so it shows the state after an action refetched it.
  const opened = openedCode ? (rows.find((r) => r.orderCode === openedCode) ?? null) : null;

  const start = useCallback(
    (action: OrderActionName, order: OrderRow) => {
      setSheetFor(null);
      if (action === 'queryStatus') void queryStatus(order);
      else if (confirmActions.includes(action)) void confirm.run(action as ConfirmAction, order);
      else setForm({ order, action: action as FormAction });
    },
    [confirm, queryStatus],
  );
  const onSupplement = useCallback((o: OrderRow) => start('supplement', o), [start]);
  const onOpen = useCallback((o: OrderRow) => setOpenedCode(o.orderCode), []);

  const openedActions = opened ? actionsFor(opened, role, route.readOnly) : [];
  // From the detail sheet every action of the order; from a card's "more" all but the supplement it shows.
  const sheetActions = !sheetFor
    ? []
    : openedCode === sheetFor.orderCode
      ? openedActions
      : actionsFor(sheetFor, role, route.readOnly).filter((a) => a !== 'supplement');

  return {
    openedCode,
    setOpenedCode,
    opened,
    openedActions,
    sheetFor,
    setSheetFor,
    sheetActions,
    form,
    closeForm: () => setForm(null),
    start,
    onSupplement,
    onOpen,
  };
}
