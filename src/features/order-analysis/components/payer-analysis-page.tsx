import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { orderAnalysisCalls, type PayerAnalysisRow, orderPageMax } from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { fetchPayerPage, usePayerAnalysis } from '../api/lists.ts';
import { payerExport } from '../export.ts';
import { payerDecls, payerKeys, payerShape } from '../filters.ts';
import { payerColumnOptions } from './analysis-columns.ts';
import { figureFacts } from './figures-facts.tsx';

/**
 * /orderAnalysis/order-analysis-list (+ /customerService): orders per payer name over the range,
 * most orders first. On a desk a table (decision 135); Enter shows the payer's card.
 */
export function PayerAnalysisPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, payerKeys, payerShape);
  const payers = usePayerAnalysis(filters);
  const [opened, setOpened] = useState<PayerAnalysisRow | null>(null);
  const columns = useExportTableColumns(payerExport.columns, payerColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  const card = (r: PayerAnalysisRow) => (
    <article className={list.card} aria-label={r.userName} data-testid="payer-card">
      <div className={list.cardMain}>
        <div className={list.cardHead}>
          <span className={list.code}>{r.userName}</span>
        </div>
        <CardFacts items={figureFacts(i18n, r)} />
      </div>
    </article>
  );
  return (
    <>
      <FilteredList
        idPrefix="payer-analysis-filter"
        decls={payerDecls}
        schema={orderAnalysisCalls.payerList.input}
        filters={filters}
        onFilters={setFilters}
        query={payers}
        totalText={(total) => t({ id: 'orderAnalysis.texts.payerTotal', message: `${total} payers` })}
        rowKey={(r) => r.userName}
        estimateSize={200}
        emptyText={t({ id: 'orderAnalysis.texts.payerEmpty', message: 'No orders with a payer name in this range' })}
        renderRow={card}
        route={route}
        exportDecl={payerExport}
        exportPage={(ref, signal) => fetchPayerPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'orderAnalysis.titles.payerTable', message: 'Payer names' }),
          rowLabel: (r) => r.userName,
          rowTestId: 'payer-row',
          onOpen: setOpened,
        }}
      />
      <DetailSheet
        open={opened !== null}
        label={opened?.userName ?? ''}
        testId="payer-detail"
        onClose={() => setOpened(null)}
      >
        {opened && card(opened)}
      </DetailSheet>
    </>
  );
}
