import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { canCall, smsTemplateCalls, type SmsTemplateRow } from '../../../contract/index.ts';
import { CardFacts } from '../../../components/list/card-facts.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { fetchFailed } from '../../../lib/i18n/fetch-failed.ts';
import type { AppRoute } from '../../../lib/routes/types.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useSmsTemplates } from '../api.ts';
import { directionLabels, templateLabels as l } from '../labels.ts';
import styles from './sms-templates.module.css';
import { TemplateEditor } from './template-editor.tsx';

/** Templates grouped by bank and sender, in the server's order (bank, sender, direction). */
function grouped(rows: readonly SmsTemplateRow[]): [string, SmsTemplateRow[]][] {
  const groups = new Map<string, SmsTemplateRow[]>();
  for (const r of rows) {
    const key = `${r.bankName}\u0000${r.sender}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()];
}

/**
 * /messageTemplate (superAdmin) and /messageTemplate/readonly (technicalMaintenance): the SMS
 * templates the monitor report reads bank SMS with (product 3), per bank and sender; each opens in a
 * sheet with a "paste an SMS and try" panel. Read-only: the sheet shows and tries, never saves.
 */
export function SmsTemplatesPage({ route }: { route: AppRoute }) {
  const { t, i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const canChange = !route.readOnly && canCall(smsTemplateCalls.create.access, role);
  const [bankName, setBankName] = useState('');
  const [editing, setEditing] = useState<SmsTemplateRow | 'new' | null>(null);
  const query = useSmsTemplates(bankName);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SearchBar
          placeholder={i18n._(l.search)}
          onSearch={(v) => setBankName(v.trim())}
          onClear={() => setBankName('')}
          aria-label={i18n._(l.search)}
        />
        {canChange && (
          <Button size="small" color="primary" onClick={() => setEditing('new')} data-testid="sms-template-new">
            {t({ id: 'smsTemplates.actions.new', message: 'New template' })}
          </Button>
        )}
      </div>
      {query.isPending && <DotLoading />}
      {query.error && (
        <LoadError
          title={i18n._(fetchFailed.templates)}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data?.length === 0 && (
        <p className={styles.help}>
          {t({
            id: 'smsTemplates.texts.empty',
            message: 'No SMS templates yet: until one reads a bank’s SMS, its messages stay unread.',
          })}
        </p>
      )}
      {query.data &&
        grouped(query.data).map(([key, rows]) => {
          const first = rows[0]!;
          return (
            <section key={key} className={styles.group} aria-label={`${first.bankName} ${first.sender}`}>
              <h2>
                {first.bankName} · {first.sender || i18n._(l.anySender)}
              </h2>
              {rows.map((r) => (
                <button
                  type="button"
                  key={r.id}
                  className={styles.card}
                  onClick={() => setEditing(r)}
                  data-testid="sms-template-card"
                >
                  <span>
                    <Tag color="primary">{i18n._(directionLabels[r.direction] ?? directionLabels[0])}</Tag>{' '}
                    {!r.enabled && (
                      <Tag color="default">{t({ id: 'smsTemplates.texts.off', message: 'Not in use' })}</Tag>
                    )}
                  </span>
                  <span className={styles.pattern}>{r.pattern}</span>
                  <span className={styles.weak}>{r.example}</span>
                  <CardFacts
                    items={[
                      [i18n._(l.timeFormat), r.timeFormat || '—'],
                      [i18n._(l.updated), `${r.updatedBy || '—'} ${whenText(i18n, r.updateTime)}`],
                    ]}
                  />
                </button>
              ))}
            </section>
          );
        })}
      {editing && (
        <TemplateEditor
          template={editing === 'new' ? null : editing}
          canChange={canChange}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
