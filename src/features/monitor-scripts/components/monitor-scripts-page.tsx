import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, SearchBar, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { canCall, monitorScriptCalls, type MonitorScriptRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useMonitorScripts, type ScriptFilters } from '../api.ts';
import { scriptLabels as l } from '../labels.ts';
import styles from './monitor-scripts.module.css';
import { ScriptEditor } from './script-editor.tsx';

/** One version: bank and version, whether devices get it, its checksum and who runs it. */
function ScriptCard({ row, onOpen }: { row: MonitorScriptRow; onOpen: () => void }) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={onOpen}
      data-testid="monitor-script-card"
      aria-label={`${row.bankName} ${row.version}`}
    >
      <span className={styles.head}>
        {row.bankName} · {row.version}
        <Tag color={row.rolledOut ? 'primary' : 'default'} data-testid="monitor-script-rollout">
          {i18n._(row.rolledOut ? l.isRolledOut : l.notRolledOut)}
        </Tag>
        {row.current && (
          <Tag color="success" data-testid="monitor-script-current">
            {i18n._(l.current)}
          </Tag>
        )}
      </span>
      {row.note && <span>{row.note}</span>}
      <span className={styles.mono}>{row.checksum}</span>
      <CardFacts
        items={[
          [i18n._(l.devices), <span data-testid="monitor-script-devices">{row.deviceCount}</span>],
          [i18n._(l.size), row.size],
          [i18n._(l.created), `${row.createdBy || '—'} ${whenText(i18n, row.createTime)}`],
          [i18n._(l.updated), `${row.updatedBy || '—'} ${whenText(i18n, row.updateTime)}`],
        ]}
      />
    </button>
  );
}

/**
 * /setting/monitorScriptInfo (superAdmin) and its /readonly variant (technicalMaintenance): the
 * scripts or configurations monitoring devices download, per bank and version (decision 076).
 * A device gets the newest rolled-out version of its account's bank; each version shows its
 * server-computed SHA-256 and how many devices run it. Read-only: versions open to read, never change.
 */
export function MonitorScriptsPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(monitorScriptCalls.create.access, role);
  const [filters, setFilters] = useState<ScriptFilters>({ bankName: '', rolledOut: '' });
  const [editing, setEditing] = useState<MonitorScriptRow | 'new' | null>(null);
  const query = useMonitorScripts(filters);
  const total = query.data?.total ?? 0;
  const rolloutChoices = [
    { value: '', label: i18n._(l.all) },
    { value: 'true', label: i18n._(l.isRolledOut) },
    { value: 'false', label: i18n._(l.notRolledOut) },
  ] as const;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SearchBar
          placeholder={i18n._(l.search)}
          onSearch={(v) => setFilters((f) => ({ ...f, bankName: v.trim() }))}
          onClear={() => setFilters((f) => ({ ...f, bankName: '' }))}
          aria-label={i18n._(l.search)}
        />
        {canChange && (
          <Button color="primary" onClick={() => setEditing('new')} data-testid="monitor-script-new">
            {t({ id: 'monitorScripts.actions.new', message: 'Upload version' })}
          </Button>
        )}
      </div>
      <Selector
        columns={3}
        options={rolloutChoices.map((c) => ({ value: c.value, label: c.label }))}
        value={[filters.rolledOut]}
        onChange={(v) => setFilters((f) => ({ ...f, rolledOut: (v[0] ?? '') as ScriptFilters['rolledOut'] }))}
        aria-label={i18n._(l.isRolledOut)}
      />
      {query.isPending && <DotLoading />}
      {query.error && (
        <LoadError
          title={i18n._(fetchFailed.monitorScripts)}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && (
        <p className={styles.help}>
          {total === 0
            ? t({
                id: 'monitorScripts.texts.empty',
                message: 'No scripts match. A device of a bank without a rolled-out version gets none.',
              })
            : t({ id: 'monitorScripts.texts.total', message: `${total} versions, newest first` })}
        </p>
      )}
      {query.data?.list.map((r) => (
        <ScriptCard key={r.id} row={r} onOpen={() => setEditing(r)} />
      ))}
      {editing && (
        <ScriptEditor
          script={editing === 'new' ? null : editing}
          canChange={canChange}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
