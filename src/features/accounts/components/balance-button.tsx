import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { AccountRow } from '../../../contract/index.ts';
import list from '../../../components/list/list.module.css';
import { BalanceOperationSheet } from '../../fund-records/index.ts';
import { accountKeys } from '../api/keys.ts';

/**
 * 'Balance operation' from a merchant's or supplier's detail: the fund-records sheet with the user
 * fixed; the balances of the list refresh once it is done.
 */
export function BalanceButton({ row }: { row: AccountRow }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button block size="large" className={list.button} onClick={() => setOpen(true)}>
        {t({ id: 'fundRecords.actions.balanceOperation', message: 'Balance operation' })}
      </Button>
      <BalanceOperationSheet
        open={open}
        user={{ id: row.id, account: row.account, name: row.nickname }}
        onClose={() => setOpen(false)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: accountKeys.all })}
      />
    </>
  );
}
