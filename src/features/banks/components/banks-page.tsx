import { useLingui } from '@lingui/react/macro';
import { Button, Space, Switch, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { bankCalls, canCall, type BankRow } from '../../../contract/index.ts';
import { useListFilters } from '../../../components/filters/use-list-filters.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { FilteredList } from '../../../components/list/filtered-list.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { isApiError } from '../../../lib/api/client.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { useBanks, useSetBankEnabled } from '../api/banks.ts';
import { bankDecls, bankFilterKeys, bankFilterShape } from '../filters.ts';
import { bankLabels as l } from '../labels.ts';
import { BankForm } from './bank-form.tsx';
import { BankImport } from './bank-import.tsx';

/**
 * /setting/banks (admin, superAdmin) and /setting/banks/customerService (read only): the bank
 * directory the account and payout forms pick from.
 */
export function BanksPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(bankCalls.create.access, role);
  const [filters, setFilters] = useListFilters(route.path, bankFilterKeys, bankFilterShape);
  const query = useBanks(filters);
  const toggle = useSetBankEnabled();
  const [editing, setEditing] = useState<BankRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const setEnabled = async (bank: BankRow, enable: boolean) => {
    try {
      await toggle.mutateAsync({ id: bank.id, enable });
      Toast.show({
        icon: 'success',
        content: enable
          ? t({ id: 'banks.texts.enabled', message: 'Enabled' })
          : t({ id: 'banks.texts.disabled', message: 'Disabled' }),
      });
    } catch (err) {
      Toast.show({
        icon: 'fail',
        content: isApiError(err)
          ? translateServerMessage(err)
          : t({ id: 'banks.errors.switchFailed', message: 'Update failed' }),
      });
    }
  };

  return (
    <>
      <FilteredList
        idPrefix="banks-filter"
        decls={bankDecls}
        schema={bankCalls.list.input}
        filters={filters}
        onFilters={setFilters}
        query={query}
        totalText={(total) => t({ id: 'banks.texts.total', message: `${total} banks` })}
        rowKey={(r) => r.id}
        estimateSize={150}
        emptyText={t({ id: 'banks.texts.empty', message: 'No bank matches' })}
        actions={
          canChange ? (
            <Space>
              <Button size="small" onClick={() => setImporting(true)}>
                {t({ id: 'banks.actions.import', message: 'Import' })}
              </Button>
              <Button size="small" color="primary" onClick={() => setEditing('new')}>
                {t({ id: 'banks.actions.add', message: 'Add bank' })}
              </Button>
            </Space>
          ) : undefined
        }
        renderRow={(r) => (
          <article className={list.card} aria-label={r.name} data-testid="bank-card">
            <div className={list.cardMain}>
              <div className={list.cardHead}>
                <span className={list.code}>{r.name}</span>
                <Tag color={r.enabled ? 'success' : 'default'}>{i18n._(r.enabled ? l.yes : l.no)}</Tag>
              </div>
              <CardFacts
                items={[
                  [i18n._(l.shortCode), r.shortCode],
                  [i18n._(l.ifscPrefix), r.ifscPrefix || '—'],
                  [i18n._(l.country), r.country],
                  [i18n._(l.updateTime), whenText(i18n, r.updateTime)],
                ]}
              />
            </div>
            {canChange && (
              <div className={list.cardActions}>
                <Switch
                  checked={r.enabled}
                  loading={toggle.isPending && toggle.variables.id === r.id}
                  onChange={(v) => void setEnabled(r, v)}
                  aria-label={i18n._(l.enabled)}
                />
                <Button size="middle" fill="outline" className={list.button} onClick={() => setEditing(r)}>
                  {t({ id: 'banks.actions.edit', message: 'Edit' })}
                </Button>
              </div>
            )}
          </article>
        )}
      />
      {canChange && editing !== null && (
        <BankForm open editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {canChange && <BankImport open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
