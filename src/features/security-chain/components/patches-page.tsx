import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { securityChainCalls, type SecurityPatchRow, orderPageMax } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import { fetchPatchPage, usePatches } from '../api/lists.ts';
import { patchExport } from '../export.ts';
import { patchDecls, patchKeys, patchShape } from '../filters.ts';
import { patchColumnOptions } from './chain-columns.tsx';
import { PatchCard } from './patch-card.tsx';

/**
 * /securityNodes/security-patch-list (superAdmin): orders paid by hand while their account's
 * balances show a gap, i.e. the gap was repaired with them; beyond FixSecurityChainSupplementLimit a
 * gap's supplements are flagged. On a desk a table (decision 135); Enter shows the supplement's card.
 */
export function PatchesPage({ route }: { route: AppRoute }) {
  const { t } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, patchKeys, patchShape);
  const patches = usePatches(filters);
  const [opened, setOpened] = useState<SecurityPatchRow | null>(null);
  const limit =
    patches.data?.pages[0] && 'supplementLimit' in patches.data.pages[0]
      ? Number(patches.data.pages[0].supplementLimit)
      : null;
  // The columns are memoised on their options: new ones only when the limit read changes.
  const options = useMemo(() => patchColumnOptions(limit), [limit]);
  const columns = useExportTableColumns(patchExport.columns, options);
  const deskTable = useDeskTable(route.path, columns);
  return (
    <>
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
        renderRow={(r) => <PatchCard row={r} limit={limit} />}
        route={route}
        exportDecl={patchExport}
        exportPage={(ref, signal) => fetchPatchPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'securityChain.titles.patchTable', message: 'Chain supplements' }),
          rowLabel: (r) => r.orderCode,
          rowTestId: 'patch-row',
          onOpen: setOpened,
        }}
      />
      <DetailSheet
        open={opened !== null}
        label={opened?.orderCode ?? ''}
        testId="patch-detail"
        onClose={() => setOpened(null)}
      >
        {opened && <PatchCard row={opened} limit={limit} />}
      </DetailSheet>
    </>
  );
}
