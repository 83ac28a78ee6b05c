import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { OfflineActionsNote } from '../../../components/offline-actions-note.tsx';
import { ActionSheet } from '../../../components/sheets/overlays.ts';
import { canCall, orderCalls, type Role } from '../../../contract/index.ts';
import { actionLabels } from '../labels.ts';
import { ActionForms } from './action-forms.tsx';
import { OrderDetail } from './order-detail.tsx';
import type { useOrderSheets } from './use-order-sheets.ts';
import styles from './orders-page.module.css';

/** The opened order's detail, the action sheet of one order and the chosen action's form. */
export function OrderSheets({
  sheets,
  role,
  online,
}: {
  sheets: ReturnType<typeof useOrderSheets>;
  role: Role | undefined;
  online: boolean;
}) {
  const { t, i18n } = useLingui();
  const { opened, sheetFor, form } = sheets;
  return (
    <>
      <OrderDetail
        order={opened}
        showAllocation={canCall(orderCalls.getOrderAllocateInfo.access, role)}
        onClose={() => sheets.setOpenedCode(null)}
        actions={
          opened && sheets.openedActions.length > 0 ? (
            <>
              {/* Every order action writes: offline it waits, said before one is chosen. */}
              <OfflineActionsNote />
              <Button
                block
                size="large"
                color="primary"
                className={styles.button}
                disabled={!online}
                onClick={() => sheets.setSheetFor(opened)}
              >
                {t({ id: 'orders.buttons.actions', message: 'Actions' })}
              </Button>
            </>
          ) : undefined
        }
      />
      <ActionSheet
        visible={sheetFor !== null}
        label={t({ id: 'orders.actionsFor', message: `Actions for order ${sheetFor?.orderCode ?? ''}` })}
        onClose={() => sheets.setSheetFor(null)}
        cancelText={t({ id: 'common.buttons.cancel', message: 'Cancel' })}
        actions={sheets.sheetActions.map((a) => ({
          key: a,
          text: i18n._(actionLabels[a]),
          danger: a === 'reject' || a === 'reverseOrder',
          onClick: () => sheetFor && sheets.start(a, sheetFor),
        }))}
      />
      {/* Mounted with a chosen form only: its mutations and lists are not part of the first render. */}
      {form && <ActionForms order={form.order} action={form.action} onClose={sheets.closeForm} />}
    </>
  );
}
