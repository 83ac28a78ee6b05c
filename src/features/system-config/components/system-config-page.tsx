import { useLingui } from '@lingui/react/macro';
import { SearchBar } from 'antd-mobile';
import { useDeferredValue, useMemo, useState } from 'react';
import type { SettingOverviewRow } from '../../../contract/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useSettingsOverview } from '../api/settings.ts';
import { groupTitles, settingInfo, type GroupId } from '../catalog.ts';
import { SettingEditor } from './setting-editor.tsx';
import { valueText } from './value-text.ts';
import styles from './system-config.module.css';

const groupOrder: GroupId[] = ['orders', 'suppliers', 'payouts', 'security', 'bots', 'display', 'retention'];

/**
 * /systemConfig (superAdmin) and /systemConfig/readonly (technicalMaintenance): every setting of
 * product 7.9 from one overview call, grouped, with a search over label, sentence and key. Each row
 * saves on its own; the read-only variant shows the same rows without editors.
 */
export function SystemConfigPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const overview = useSettingsOverview();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const groups = useMemo(() => {
    const rows = (overview.data ?? []).filter((r) => {
      if (!needle) return true;
      const info = settingInfo[r.key];
      return [r.key, i18n._(info.label), i18n._(info.effect)].some((text) => text.toLowerCase().includes(needle));
    });
    return groupOrder
      .map((g) => ({ id: g, rows: rows.filter((r) => settingInfo[r.key].group === g) }))
      .filter((g) => g.rows.length > 0);
  }, [overview.data, needle, i18n]);

  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          aria-label={t({ id: 'systemConfig.texts.search', message: 'Search settings' })}
          placeholder={t({ id: 'systemConfig.texts.searchHint', message: 'Name, description or key' })}
          value={search}
          onChange={setSearch}
        />
      </div>
      <ErrorAlert error={overview.error} />
      {overview.data && groups.length === 0 && (
        <p className={styles.meta}>{t({ id: 'systemConfig.texts.noMatch', message: 'No setting matches' })}</p>
      )}
      {groups.map((g) => (
        <section key={g.id} aria-label={i18n._(groupTitles[g.id])}>
          <h2 className={styles.group}>{i18n._(groupTitles[g.id])}</h2>
          {g.rows.map((r) => (
            <SettingRow key={r.key} row={r} readOnly={route.readOnly === true} />
          ))}
        </section>
      ))}
    </div>
  );
}

function SettingRow({ row, readOnly }: { row: SettingOverviewRow; readOnly: boolean }) {
  const { t, i18n } = useLingui();
  const info = settingInfo[row.key];
  const change = row.lastChange;
  const changed = change
    ? t({ id: 'systemConfig.texts.lastChange', message: `Changed by ${change.name} at ${whenText(i18n, change.at)}` })
    : t({ id: 'systemConfig.texts.neverChanged', message: 'Never changed (default)' });
  return (
    <article className={styles.row} data-testid={`setting-${row.key}`}>
      <div className={styles.head}>
        <span className={styles.label}>{i18n._(info.label)}</span>
        <span className={styles.value} data-testid="setting-value">
          {valueText(i18n, row.value)}
        </span>
      </div>
      <div className={styles.key}>{row.key}</div>
      <p className={styles.effect}>{i18n._(info.effect)}</p>
      <div className={styles.meta}>{changed}</div>
      {/* Keyed by the value: a saved change elsewhere resets what was typed here. */}
      {!readOnly && <SettingEditor key={JSON.stringify(row.value)} settingKey={row.key} value={row.value} />}
    </article>
  );
}
