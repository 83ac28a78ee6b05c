import { useLingui } from '@lingui/react/macro';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { orderAnalysisCalls } from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { usePayerAnalysis } from '../api/lists.ts';
import { payerDecls, payerKeys, payerShape } from '../filters.ts';
import { figureFacts } from './figures-facts.tsx';

/** /orderAnalysis/order-analysis-list (+ /customerService): orders per payer name over the range, most orders first. */
export function PayerAnalysisPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, payerKeys, payerShape);
  const payers = usePayerAnalysis(filters);
  return (
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
      renderRow={(r) => (
        <article className={list.card} aria-label={r.userName} data-testid="payer-card">
          <div className={list.cardMain}>
            <div className={list.cardHead}>
              <span className={list.code}>{r.userName}</span>
            </div>
            <CardFacts items={figureFacts(i18n, r)} />
          </div>
        </article>
      )}
    />
  );
}
