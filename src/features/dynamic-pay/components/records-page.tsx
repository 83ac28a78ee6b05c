import { useLingui } from '@lingui/react/macro';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import {
  canCall,
  dynamicPayRecordCalls,
  orderActionCalls,
  type DynamicPayRecordRow,
  orderPageMax,
} from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { fetchRecordPage, useDynamicPayRecords } from '../api/records.ts';
import { recordExport, versionText } from '../export.ts';
import { recordDecls, recordDeclsById, recordFilterKeys, recordShape } from '../filters.ts';
import { dynamicPayLabels as l, outcomeLabels } from '../labels.ts';
import styles from './dynamic-pay.module.css';
import { InstructionsView } from './instructions-view.tsx';
import { recordColumnOptions } from './record-columns.tsx';

/**
 * /dynamicPay/dynamicPayRecord (+ /readonly): every run of a pay script, an order's or a test run,
 * newest first, by product, result, order number and time. Read only for every role. On a desk a
 * table read off the export (decision 135); Enter, the row's Details or `d` open the run.
 */
export function DynamicPayRecordsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  // The product names come from a call technical support may not make: it filters by id.
  const decls = canCall(orderActionCalls.getOrderProductList.access, role) ? recordDecls : recordDeclsById;
  const [filters, setFilters] = useListFilters(route.path, recordFilterKeys, recordShape);
  const query = useDynamicPayRecords(filters);
  const [open, setOpen] = useState<DynamicPayRecordRow | null>(null);
  const what = (r: DynamicPayRecordRow) =>
    r.testRun ? t({ id: 'dynamicPay.texts.testRun', message: 'Test run' }) : '';
  const version = (r: DynamicPayRecordRow) => versionText(i18n, r);
  const columns = useExportTableColumns(recordExport.columns, recordColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const details = t({ id: 'dynamicPay.actions.details', message: 'Details' });
  const facts = (r: DynamicPayRecordRow) =>
    [
      [i18n._(l.orderCode), r.orderCode ?? '—'],
      [i18n._(l.version), version(r)],
      [i18n._(l.duration), `${r.durationMs} ms`],
      [i18n._(l.runTime), whenText(i18n, r.createTime)],
      ...(r.runBy ? [[i18n._(l.runBy), r.runBy] as const] : []),
    ] as const;
  return (
    <>
      <FilteredList
        idPrefix="dynamic-pay-record-filter"
        decls={decls}
        schema={dynamicPayRecordCalls.list.input}
        filters={filters}
        onFilters={setFilters}
        query={query}
        totalText={(total) => t({ id: 'dynamicPay.texts.recordTotal', message: `${total} runs` })}
        rowKey={(r) => r.id}
        estimateSize={200}
        emptyText={t({ id: 'dynamicPay.texts.recordEmpty', message: 'No runs match' })}
        renderRow={(r) => (
          <article
            className={list.card}
            aria-label={`${r.productName} ${r.orderCode ?? what(r)}`}
            data-testid="dynamic-pay-record"
          >
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{r.productName}</span>
                <Tag color={r.ok ? 'success' : 'danger'}>{i18n._(outcomeLabels[r.ok ? 'ok' : 'failed'])}</Tag>
                {r.testRun && <Tag color="primary">{what(r)}</Tag>}
              </div>
              <CardFacts items={facts(r)} />
              {r.error && <pre className={styles.pre}>{r.error}</pre>}
            </div>
            <div className={list.cardActions}>
              <Button size="middle" fill="outline" className={list.button} onClick={() => setOpen(r)}>
                {details}
              </Button>
            </div>
          </article>
        )}
        route={route}
        exportDecl={recordExport}
        exportPage={(ref, signal) => fetchRecordPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'dynamicPay.titles.recordTable', message: 'Pay script runs' }),
          rowLabel: (r) => `${r.productName} ${r.orderCode ?? what(r)}`,
          rowTestId: 'dynamic-pay-record-row',
          onOpen: setOpen,
          renderActions: (r) => (
            <Button size="small" fill="outline" onClick={() => setOpen(r)}>
              {details}
            </Button>
          ),
          rowActions: (r) => [{ key: 'd', label: details, run: () => setOpen(r) }],
          actionKeys: [{ key: 'd', label: details }],
        }}
      />
      <DetailSheet
        open={open !== null}
        label={open ? `${open.productName} ${open.orderCode ?? what(open)}` : ''}
        testId="dynamic-pay-record-detail"
        onClose={() => setOpen(null)}
      >
        {open && (
          <>
            <h2 className={list.sheetTitle}>
              {open.productName} · {i18n._(outcomeLabels[open.ok ? 'ok' : 'failed'])}
            </h2>
            <FactList rows={facts(open)} />
            {open.result && <InstructionsView result={open.result} />}
            {open.error && (
              <>
                <h3>{i18n._(l.error)}</h3>
                <pre className={styles.pre}>{open.error}</pre>
              </>
            )}
          </>
        )}
      </DetailSheet>
    </>
  );
}
