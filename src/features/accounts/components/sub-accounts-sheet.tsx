import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { accountCalls, type AccountRow } from '../../../contract/index.ts';
import { DetailSheet } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { LoadError } from '../../../components/load-error.tsx';
import { whenText } from '../../../components/list/when-text.ts';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useSubAccounts } from '../api/get-accounts.ts';
import { useAccountCall } from '../api/run-account-call.ts';
import { actionLabels, statusLabels } from '../labels.ts';
import styles from './accounts.module.css';

interface Props {
  owner: AccountRow | null;
  canManage: boolean;
  onCreate: (owner: AccountRow) => void;
  onClose: () => void;
}

/** An account's sub-accounts (users.parent_id): listed, added, deleted. */
export function SubAccountsSheet({ owner, canManage, onCreate, onClose }: Props) {
  const { t, i18n } = useLingui();
  const subs = useSubAccounts(owner?.id ?? null);
  const remove = useAccountCall(accountCalls.deleteSubAccount);
  const { ask, fail } = useActionDialogs();
  const title = i18n._(actionLabels.subAccounts);

  const onDelete = async (userId: number, account: string) => {
    if (!owner) return;
    if (
      !(await ask(
        i18n._(actionLabels.delete),
        t({
          id: 'accounts.texts.deleteSubConfirm',
          message: `Delete the sub-account ${account}? It is signed out at once.`,
        }),
      ))
    )
      return;
    try {
      await remove.mutateAsync({ parentId: owner.id, userId });
      Toast.show({ icon: 'success', content: t({ id: 'accounts.texts.saved', message: 'Saved' }) });
    } catch (err) {
      await fail(t({ id: 'accounts.errors.deleteFailed', message: 'Delete failed' }), err);
    }
  };

  return (
    <DetailSheet
      open={owner !== null}
      label={`${title} ${owner?.account ?? ''}`}
      testId="sub-accounts"
      onClose={onClose}
      actions={
        owner && canManage ? (
          <Button block size="large" color="primary" className={list.button} onClick={() => onCreate(owner)}>
            {t({ id: 'accounts.titles.createSubAccount', message: 'Add sub-account' })}
          </Button>
        ) : undefined
      }
    >
      <h2>
        {title}: {owner?.account}
      </h2>
      {subs.isError ? (
        <LoadError error={subs.error} onRetry={() => void subs.refetch()} />
      ) : subs.data?.length === 0 ? (
        <p className={styles.muted}>{t({ id: 'accounts.texts.noSubAccounts', message: 'No sub-accounts' })}</p>
      ) : (
        <ul className={styles.subList}>
          {subs.data?.map((s) => (
            <li key={s.id} className={styles.subRow}>
              <span>
                {s.account} · {s.nickname}
                <br />
                <span className={styles.muted}>
                  {i18n._(statusLabels[s.status])} · {whenText(i18n, s.lastLoginTime)}
                </span>
              </span>
              {canManage && (
                <Button
                  color="danger"
                  fill="outline"
                  className={list.button}
                  onClick={() => void onDelete(s.id, s.account)}
                >
                  {i18n._(actionLabels.delete)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </DetailSheet>
  );
}
