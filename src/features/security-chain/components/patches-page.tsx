import { useLingui } from '@lingui/react/macro';
import { Tag } from 'antd-mobile';
import { securityChainCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePatches } from '../api/lists.ts';
import { patchDecls, patchKeys, patchShape } from '../filters.ts';
import { chainLabels as l } from '../labels.ts';
import { accountText } from './account-text.ts';

/**
 * /securityNodes/security-patch-list (superAdmin): orders paid by hand while their account's
 * balances show a gap, i.e. the gap was repaired with them; beyond FixSecurityChainSupplementLimit a
 * gap's supplements are flagged.
 */
export function PatchesPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, patchKeys, patchShape);
  const patches = usePatches(filters);
  const limit =
    patches.data?.pages[0] && 'supplementLimit' in patches.data.pages[0]
      ? Number(patches.data.pages[0].supplementLimit)
      : null;
  return (
    <FilteredList
      idPrefix="patch-filter"
      decls={patchDecls}
      schema={securityChainCalls.getPatchList.input}
      filters={filters}
      onFilters={setFilters}
      query={patches}
      totalText={(total) => t({ id: 'securityChain.texts.patchTotal', message: `${total} supplements` })}
      rowKey={(r) => r.orderCode}
      estimateSize={230}
      emptyText={t({ id: 'securityChain.texts.patchEmpty', message: 'No chain supplements' })}
      renderRow={(r) => (
        <article className={list.card} aria-label={r.orderCode} data-testid="patch-card">
          <div className={list.cardMain}>
            <div className={list.cardHead}>
              <span className={list.code}>{r.orderCode}</span>
              <Tag color={r.withinLimit ? 'success' : 'danger'}>
                {r.withinLimit
                  ? t({ id: 'securityChain.texts.withinLimit', message: 'Within the limit' })
                  : t({ id: 'securityChain.texts.overLimit', message: 'Over the limit' })}
              </Tag>
            </div>
            <CardFacts
              items={[
                [i18n._(l.amount), formatMoney(i18n, r.amount)],
                [i18n._(l.account), accountText(r)],
                [i18n._(l.supplier), r.supplierName || '—'],
                [i18n._(l.operator), r.operator || '—'],
                [i18n._(l.supplementTime), whenText(i18n, r.supplementTime)],
                [i18n._(l.utr), r.utr ?? '—'],
                [i18n._(l.gap), `${whenText(i18n, r.gap.fromTime)} – ${whenText(i18n, r.gap.toTime)}`],
                [i18n._(l.missing), formatMoney(i18n, r.gap.missingAmount)],
                [i18n._(l.limit), limit === null ? String(r.indexInGap) : `${r.indexInGap} / ${limit}`],
              ]}
            />
          </div>
        </article>
      )}
    />
  );
}
