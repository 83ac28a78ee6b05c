import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { AdminUser } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { whenText } from '../../../components/list/when-text.ts';
import { actionLabels, googleLabels, statusLabels, userLabels as l } from '../labels.ts';
import { userActionsFor, type UserAction } from './user-actions.ts';

interface Props {
  row: AdminUser | null;
  /** The caller may change this account (a write role, not read-only, not itself, not above it). */
  canManage: boolean;
  onAction: (action: UserAction, row: AdminUser) => void;
  onClose: () => void;
}

/** One account in full, with what may be done to it: a deleted one can only be restored. */
export function UserSheet({ row, canManage, onAction, onClose }: Props) {
  const { i18n } = useLingui();
  const actions: UserAction[] = row ? userActionsFor(row, canManage) : [];
  return (
    <DetailSheet
      open={row !== null}
      label={row?.account ?? ''}
      testId="user-detail"
      onClose={onClose}
      actions={
        actions.length > 0 && row
          ? actions.map((a) => (
              <Button
                key={a}
                block
                size="large"
                color={a === 'delete' ? 'danger' : 'primary'}
                fill={a === 'edit' || a === 'restore' ? 'solid' : 'outline'}
                className={list.button}
                onClick={() => onAction(a, row)}
              >
                {i18n._(actionLabels[a])}
              </Button>
            ))
          : undefined
      }
    >
      {row && (
        <FactList
          rows={[
            [i18n._(l.account), row.account],
            [i18n._(l.nickname), row.nickname],
            [i18n._(l.role), i18n._(roleLabels[row.access])],
            [i18n._(l.status), i18n._(statusLabels[row.status])],
            [i18n._(l.google), i18n._(row.confirmBind ? googleLabels.confirmed : googleLabels.unconfirmed)],
            [i18n._(l.lastLoginIp), row.lastLoginIp || '—'],
            [i18n._(l.lastLogin), whenText(i18n, row.lastLoginTime)],
            [i18n._(l.created), whenText(i18n, row.createTime)],
          ]}
        />
      )}
    </DetailSheet>
  );
}
