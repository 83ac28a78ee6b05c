import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { AuditRecordRow } from '../../../contract/index.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { useRouteTable } from '../../../lib/routes/context.ts';
import { roleOf } from '../../../lib/user/role-of.ts';
import { useUserInfo } from '../../../lib/user/get-user-info.ts';
import { actionLabel, auditLabels as l, targetTypeLabel } from '../labels.ts';
import { changeText, targetHref } from '../values.ts';
import styles from './audit-log.module.css';

/**
 * One record in full: who (account and role), from where, what, on which target (a link to its
 * page when the viewer may open one), when, and a before/after table of every field the record
 * names, whatever the action: fields that changed stand out.
 */
export function AuditRecordSheet({ row, onClose }: { row: AuditRecordRow | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const role = roleOf(useUserInfo().data);
  const routes = useRouteTable();
  const action = row ? actionLabel(row.action) : undefined;
  const kind = row ? targetTypeLabel(row.targetType) : undefined;
  const href = row ? targetHref(row, role, routes) : undefined;
  const targetText = row ? `${kind ? i18n._(kind) : row.targetType} ${row.targetId}`.trim() : '';
  return (
    <DetailSheet
      open={row !== null}
      label={row ? `${action ? i18n._(action) : row.action} ${targetText}` : ''}
      testId="audit-record-sheet"
      onClose={onClose}
    >
      {row && (
        <>
          <h2 className={list.sheetTitle}>{action ? i18n._(action) : row.action}</h2>
          <FactList
            rows={[
              [i18n._(l.time), whenText(i18n, row.createdTime)],
              [i18n._(l.operator), row.operatorAccount || '—'],
              [i18n._(l.role), row.operatorRole ? i18n._(roleLabels[row.operatorRole]) : '—'],
              [i18n._(l.ip), row.ip || '—'],
              [
                i18n._(l.targetId),
                href ? (
                  <Link to={href} onClick={onClose} data-testid="audit-target-link">
                    {targetText}
                  </Link>
                ) : (
                  targetText || '—'
                ),
              ],
            ]}
          />
          <table className={styles.changes} data-testid="audit-changes" aria-label={i18n._(l.changes)}>
            <thead>
              <tr>
                <th scope="col">{i18n._(l.field)}</th>
                <th scope="col">{i18n._(l.before)}</th>
                <th scope="col">{i18n._(l.after)}</th>
              </tr>
            </thead>
            <tbody>
              {row.changes.map((c) => {
                const before = changeText(i18n, row, c.field, c.before).value;
                const after = changeText(i18n, row, c.field, c.after).value;
                return (
                  <tr
                    key={c.field}
                    className={before !== after ? styles.changed : undefined}
                    data-testid="audit-change"
                    data-field={c.field}
                  >
                    <th scope="row" title={c.field}>
                      {changeText(i18n, row, c.field, null).label}
                    </th>
                    <td data-testid="audit-change-before">{before}</td>
                    <td data-testid="audit-change-after">{after}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </DetailSheet>
  );
}
