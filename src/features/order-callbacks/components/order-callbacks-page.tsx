import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { canCall, orderActionCalls, orderCallbackCalls, type OrderCallbackRow } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { usePagedRows } from '../../../components/list/paged.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { fetchCallbackPage, useOrderCallbacks } from '../api/get-order-callbacks.ts';
import { callbackExport } from '../export.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DeliveredTag } from './delivered-tag.tsx';
import { callbackListDecls, callbackListKeys, callbackListShape } from '../filters.ts';
import { AttemptsSheet } from './attempts-sheet.tsx';
import { CallbackCard } from './callback-card.tsx';

/** The desk columns (decision 135): the card's facts shown, the next try and the URL offered. */
const columnOptions = {
  hidden: ['nextAttemptAt', 'url'],
  widths: {
    orderCode: 200,
    merchantOrderNo: 180,
    merchant: 140,
    delivered: 130,
    callbackCount: 100,
    lastResponseStatus: 130,
    lastCallbackAt: 170,
  },
  cells: {
    delivered: (r: OrderCallbackRow) => <DeliveredTag success={r.callbackSuccess} />,
    callbackCount: (r: OrderCallbackRow) => <span data-testid="callback-count">{r.callbackCount}</span>,
  },
};

/** Order callbacks (product 2.7): one card an order that was called back; its attempts open in a sheet. */
export function OrderCallbacksPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, callbackListKeys, callbackListShape);
  const callbacks = useOrderCallbacks(filters);
  const { rows } = usePagedRows(callbacks);
  const [openedCode, setOpenedCode] = useState<string | null>(null);
  // Read from the list, so the sheet shows the counts after a re-send refetched them.
  const opened = openedCode ? (rows.find((r) => r.orderCode === openedCode) ?? null) : null;
  const onOpen = (row: OrderCallbackRow) => setOpenedCode(row.orderCode);
  const columns = useExportTableColumns(callbackExport.columns, columnOptions);
  const deskTable = useDeskTable(route.path, columns);

  return (
    <>
      <FilteredList
        idPrefix="callback-filter"
        decls={callbackListDecls}
        schema={orderCallbackCalls.getList.input}
        filters={filters}
        onFilters={setFilters}
        query={callbacks}
        totalText={(total) =>
          t({ id: 'orders.texts.total', message: plural(total, { one: '# order', other: '# orders' }) })
        }
        rowKey={(r) => r.orderId}
        estimateSize={170}
        emptyText={t({ id: 'orderCallbacks.texts.empty', message: 'No callbacks match' })}
        renderRow={(r) => <CallbackCard row={r} onOpen={onOpen} />}
        route={route}
        exportDecl={callbackExport}
        exportPage={(ref, signal) => fetchCallbackPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'orderCallbacks.titles.table', message: 'Order callbacks' }),
          rowLabel: (r) => r.orderCode,
          rowTestId: 'callback-row',
          onOpen: onOpen,
        }}
      />
      <AttemptsSheet
        row={opened}
        canResend={!route.readOnly && canCall(orderActionCalls.resendCallback.access, role)}
        showAttempts={canCall(orderCallbackCalls.getDetailList.access, role)}
        onClose={() => setOpenedCode(null)}
      />
    </>
  );
}
