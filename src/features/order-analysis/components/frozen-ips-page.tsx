import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { canCall, orderAnalysisCalls } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useFrozenIps } from '../api/lists.ts';
import { frozenDecls, frozenKeys, frozenShape } from '../filters.ts';
import { actionLabels, analysisLabels as l } from '../labels.ts';
import { useConfirmUnfreeze } from './use-unfreeze.ts';

/**
 * /orderAnalysis/fronzen-ip-list (+ /customerService, read only): the abnormal IPs staff froze,
 * newest first; their new orders are refused at create. Admins unfreeze here.
 */
export function FrozenIpsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const [filters, setFilters] = useListFilters(route.path, frozenKeys, frozenShape);
  const frozen = useFrozenIps(filters);
  const unfreeze = useConfirmUnfreeze();
  const canUnfreeze = !route.readOnly && canCall(orderAnalysisCalls.unfreezeIp.access, role);
  return (
    <FilteredList
      idPrefix="frozen-ip-filter"
      decls={frozenDecls}
      schema={orderAnalysisCalls.frozenIpList.input}
      filters={filters}
      onFilters={setFilters}
      query={frozen}
      totalText={(total) => t({ id: 'orderAnalysis.texts.frozenTotal', message: `${total} frozen IPs` })}
      rowKey={(r) => r.ip}
      estimateSize={170}
      emptyText={t({ id: 'orderAnalysis.texts.frozenEmpty', message: 'No frozen IPs' })}
      renderRow={(r) => (
        <article className={list.card} aria-label={r.ip} data-testid="frozen-ip-card">
          <div className={list.cardMain}>
            <div className={list.cardHead}>
              <span className={list.code}>{r.ip}</span>
            </div>
            <CardFacts
              items={[
                [i18n._(l.reason), r.reason || '—'],
                [i18n._(l.frozenBy), r.frozenBy || '—'],
                [i18n._(l.frozenTime), whenText(i18n, r.frozenTime)],
              ]}
            />
          </div>
          {canUnfreeze && (
            <div className={list.cardActions}>
              <Button
                size="middle"
                color="primary"
                fill="outline"
                className={list.button}
                onClick={() => void unfreeze(r.ip)}
              >
                {i18n._(actionLabels.unfreeze)}
              </Button>
            </div>
          )}
        </article>
      )}
    />
  );
}
