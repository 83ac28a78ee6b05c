import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import type { AccountRow } from '../../../contract/index.ts';
import list from '../../../components/list/list.module.css';

/** Opens a supplier's agent and team settings from its detail sheet. */
export function AgentTeamButton({ row, onOpen }: { row: AccountRow; onOpen: (row: AccountRow) => void }) {
  const { t } = useLingui();
  if (row.role !== 'supplier' || row.status === 'deleted') return null;
  return (
    <Button block size="large" className={list.button} onClick={() => onOpen(row)}>
      {t({ id: 'agents.buttons.agentTeam', message: 'Agent and team' })}
    </Button>
  );
}
