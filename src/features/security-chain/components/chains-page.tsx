import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { securityChainCalls, type SecurityChainRow, orderPageMax } from '../../../contract/index.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { useDeskTable, useExportTableColumns } from '../../../components/list/desk-columns.tsx';
import { fetchChainPage, useChains } from '../api/lists.ts';
import { chainExport } from '../export.ts';
import { stateLabels } from '../labels.ts';
import { useSecuritySettings } from '../api/settings.ts';
import { chainDecls, chainKeys, chainShape } from '../filters.ts';
import { ChainCard } from './chain-card.tsx';
import { chainColumnOptions } from './chain-columns.tsx';
import { ChainRecordsSheet } from './chain-records-sheet.tsx';
import { SecuritySettingsSheet } from './settings-sheet.tsx';
import styles from './security-chain.module.css';
import { accountText } from './account-text.ts';

/**
 * /securityNodes/list (superAdmin): the SMS records of each receiving account as chains of fitting
 * balances, with their state and the gaps between them; re-read every leak check interval. The
 * security settings open from here, since the states follow them. On a desk the chains are a table
 * read off the export (decision 135); Enter opens a chain's records, as tapping its card does.
 */
export function ChainsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useListFilters(route.path, chainKeys, chainShape);
  const settings = useSecuritySettings();
  const chains = useChains(filters, settings.data ? settings.data.sbLeakCheckInterval * 1000 : false);
  const [opened, setOpened] = useState<SecurityChainRow | null>(null);
  const [editing, setEditing] = useState(false);
  const s = settings.data;
  const columns = useExportTableColumns(chainExport.columns, chainColumnOptions);
  const deskTable = useDeskTable(route.path, columns);
  return (
    <>
      <FilteredList
        idPrefix="chain-filter"
        decls={chainDecls}
        schema={securityChainCalls.getChainList.input}
        filters={filters}
        onFilters={setFilters}
        query={chains}
        totalText={(total) => t({ id: 'securityChain.texts.total', message: `${total} chains` })}
        rowKey={(r) => r.firstId}
        estimateSize={230}
        emptyText={t({ id: 'securityChain.texts.empty', message: 'No SMS records with balances in this range' })}
        actions={
          !route.readOnly && (
            <Button size="middle" className={list.button} onClick={() => setEditing(true)} disabled={!s}>
              {t({ id: 'securityChain.buttons.settings', message: 'Security settings' })}
            </Button>
          )
        }
        banner={
          s && (
            <p className={styles.banner} data-testid="chain-rules">
              {s.enableSystemCheck
                ? t({
                    id: 'securityChain.texts.rules',
                    message: `Trusted from ${s.minReliableChainSize} fitting records; checked again every ${s.sbLeakCheckInterval} s.`,
                  })
                : t({
                    id: 'securityChain.texts.checkOff',
                    message: `System check is off: incomes are not checked. Trusted from ${s.minReliableChainSize} fitting records.`,
                  })}
            </p>
          )
        }
        renderRow={(r) => <ChainCard row={r} onOpen={setOpened} />}
        route={route}
        exportDecl={chainExport}
        exportPage={(ref, signal) => fetchChainPage(filters, ref.pageIndex, orderPageMax, signal)}
        table={{
          state: deskTable,
          label: t({ id: 'securityChain.titles.table', message: 'Chains' }),
          rowLabel: (r) => `${accountText(r)} ${i18n._(stateLabels[r.state])}`,
          rowTestId: 'chain-row',
          onOpen: setOpened,
        }}
      />
      <ChainRecordsSheet chain={opened} onClose={() => setOpened(null)} />
      <SecuritySettingsSheet settings={s} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
