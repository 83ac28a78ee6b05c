import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import {
  canCall,
  orderActionCalls,
  orderCallbackCalls,
  type CallbackAttempt,
  type CallbackAttemptRow,
} from '../../../contract/index.ts';
import { useResendCallback } from '../../../components/actions/use-resend-callback.ts';
import { callbackKeys } from '../api/keys.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { useSelection } from '../../../components/list/use-selection.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useDeleteCallbackAttempts } from '../api/delete-callback-attempts.ts';
import { fetchAttemptPage, useCallbackAttempts } from '../api/get-callback-attempts.ts';
import { attemptExport } from '../export.ts';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import type { TableSelection } from '../../../components/list/table-view.tsx';
import { attemptColumnOptions } from './attempt-columns.tsx';
import { attemptDecls, attemptKeys, attemptShape } from '../filters.ts';
import { AttemptCard } from './attempt-card.tsx';

/**
 * Every callback attempt (product 2.7 /orderCallbackDetail); superAdmin may delete, the readonly
 * variant not. The merchant variant is the merchant's callback log (decision 131): its own attempts,
 * each with a re-send, whose new attempt the list shows after.
 */
export function CallbackDetailsPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, attemptKeys, attemptShape);
  const attempts = useCallbackAttempts(filters);
  const remove = useDeleteCallbackAttempts();
  const { ask, fail, tell } = useActionDialogs();
  const selection = useSelection<number>();
  const canDelete = !route.readOnly && canCall(orderCallbackCalls.delete.access, role);
  const { toggle } = selection;
  const onSelect = useCallback((a: CallbackAttempt, on: boolean) => toggle(a.id, on), [toggle]);
  const deleteTitle = t({ id: 'orderCallbacks.buttons.delete', message: 'Delete' });
  const resend = useResendCallback([callbackKeys.all, ['orders']]);
  const canResend = !route.readOnly && canCall(orderActionCalls.resendCallback.access, role);
  const onResend = useCallback((a: CallbackAttempt) => void resend(a.orderCode), [resend]);
  const columns = useExportTableColumns(
    attemptExport.columns,
    attemptColumnOptions[role === 'merchant' ? 'merchant' : 'staff'],
  );
  const deskTable = useDeskTable(route.path, columns);
  // An attempt has no detail of its own: on the desk Enter shows its card, with the bodies.
  const [opened, setOpened] = useState<CallbackAttemptRow | null>(null);
  const resendLabel = t({ id: 'orders.actions.resendCallback', message: 'Re-send callback' });
  // In select mode the desk table's checkboxes choose the attempts to delete (Escape clears them).
  const tableSelection: TableSelection<CallbackAttemptRow> | undefined = selection.active
    ? {
        selected: selection.selected,
        canSelect: () => true,
        onToggle: (a, on) => toggle(a.id, on),
        onToggleAll: (shown, on) => shown.forEach((a) => toggle(a.id, on)),
        onClear: selection.start,
      }
    : undefined;

  const deleteSelected = async () => {
    const count = selection.selected.size;
    const bulk = t({ id: 'orders.texts.bulkConfirm', message: 'This action affects all selected orders.' });
    const what = t({
      id: 'orderCallbacks.texts.deleteConfirm',
      message: `Delete ${count} callback attempts from the lists?`,
    });
    if (!(await ask(deleteTitle, `${bulk} ${what}`))) return;
    try {
      const { deleted } = await remove.mutateAsync([...selection.selected]);
      if (deleted < count) {
        // Someone else (or a clearing run) removed some of them meanwhile.
        const gone = count - deleted;
        await tell(
          t({ id: 'orders.texts.partialUpdate', message: 'Partial update successful' }),
          t({ id: 'orderCallbacks.texts.partialDelete', message: `Deleted: ${deleted}. Already gone: ${gone}.` }),
        );
      } else {
        Toast.show({
          icon: 'success',
          content: t({ id: 'orderCallbacks.texts.deleted', message: `Deleted: ${deleted}` }),
        });
      }
      selection.stop();
    } catch (err) {
      await fail(t({ id: 'orderCallbacks.errors.deleteFailed', message: 'Delete failed' }), err);
    }
  };

  return (
    <>
      <FilteredList
        idPrefix="attempt-filter"
        decls={attemptDecls}
        schema={orderCallbackCalls.getDetailList.input}
        filters={filters}
        onFilters={setFilters}
        query={attempts}
        totalText={(total) => t({ id: 'orderCallbacks.texts.attemptsTotal', message: `${total} attempts` })}
        rowKey={(a) => a.id}
        estimateSize={260}
        emptyText={t({ id: 'orderCallbacks.texts.attemptsEmpty', message: 'No attempts match' })}
        renderRow={(a) => (
          <AttemptCard
            attempt={a}
            showOrder
            selecting={selection.active}
            selected={selection.selected.has(a.id)}
            onSelect={onSelect}
            onResend={canResend ? onResend : undefined}
          />
        )}
        route={route}
        exportDecl={attemptExport}
        exportPage={(ref, signal) => fetchAttemptPage(filters, ref, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'orderCallbacks.titles.attemptsTable', message: 'Callback attempts' }),
          rowLabel: (a) => `${a.orderCode} #${a.attempt}`,
          rowTestId: 'callback-attempt-row',
          onOpen: setOpened,
          selection: tableSelection,
          renderActions: canResend
            ? (a) => (
                <Button size="small" onClick={() => onResend(a)}>
                  {resendLabel}
                </Button>
              )
            : undefined,
          rowActions: canResend ? (a) => [{ key: 'c', label: resendLabel, run: () => onResend(a) }] : undefined,
          actionKeys: canResend ? [{ key: 'c', label: resendLabel }] : undefined,
        }}
        actions={
          <>
            {canDelete && (
              <Button
                fill={selection.active ? 'solid' : 'outline'}
                className={list.button}
                onClick={selection.active ? selection.stop : selection.start}
              >
                {selection.active
                  ? t({ id: 'common.buttons.cancel', message: 'Cancel' })
                  : t({ id: 'orderCallbacks.buttons.select', message: 'Select' })}
              </Button>
            )}
          </>
        }
        banner={
          selection.active && (
            <div className={list.bulkBar}>
              <span>{t({ id: 'orderCallbacks.texts.selected', message: `Selected: ${selection.selected.size}` })}</span>
              <Button
                color="danger"
                disabled={selection.selected.size === 0}
                loading={remove.isPending}
                className={list.button}
                onClick={() => void deleteSelected()}
              >
                {deleteTitle}
              </Button>
            </div>
          )
        }
      />
      <DetailSheet
        open={opened !== null}
        label={t({ id: 'orderCallbacks.titles.attempt', message: 'Callback attempt' })}
        testId="callback-attempt-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <AttemptCard attempt={opened} showOrder onResend={canResend ? onResend : undefined} />}
      </DetailSheet>
    </>
  );
}
