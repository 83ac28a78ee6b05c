import { useLingui } from '@lingui/react/macro';
import { Button, DotLoading, Selector, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { agentCalls, type AccountRow } from '../../../contract/index.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { DetailSheet, FactList } from '../../../components/list/detail-sheet.tsx';
import list from '../../../components/list/list.module.css';
import { useActionDialogs } from '../../../components/actions/use-action-dialogs.ts';
import { useAgentInfo, useAgentOptions } from '../api/get-agent-info.ts';
import { useAgentCall } from '../api/run-agent-call.ts';
import { failureLabels } from '../labels.ts';
import styles from './agents.module.css';

/**
 * Staff, on the supplier list: whether a supplier is an agent, and which agent's team it is in.
 * The server refuses what would nest teams (docs/decisions/036-agents-and-teams.md); its message is shown.
 */
export function AgentTeamSheet({ supplier, onClose }: { supplier: AccountRow | null; onClose: () => void }) {
  const { t } = useLingui();
  const who = supplier?.account ?? '';
  return (
    <DetailSheet
      open={supplier !== null}
      label={t({ id: 'agents.titles.agentTeam', message: `Agent and team of ${who}` })}
      testId="agent-team"
      onClose={onClose}
    >
      {supplier && <AgentTeam key={supplier.id} supplier={supplier} />}
    </DetailSheet>
  );
}

function AgentTeam({ supplier }: { supplier: AccountRow }) {
  const { t, i18n } = useLingui();
  const info = useAgentInfo(supplier.id);
  const agents = useAgentOptions(true);
  const setAgent = useAgentCall(agentCalls.setAgent);
  const setTeam = useAgentCall(agentCalls.setTeam);
  const { ask, fail } = useActionDialogs();
  const [target, setTarget] = useState<number | null>(null);
  const who = supplier.account;

  const run = async (question: string, call: () => Promise<unknown>) => {
    if (!(await ask(t({ id: 'agents.titles.confirm', message: 'Confirm' }), question))) return;
    try {
      await call();
      await info.refetch();
      Toast.show({ icon: 'success', content: t({ id: 'agents.texts.saved', message: 'Saved' }) });
    } catch (err) {
      await fail(i18n._(failureLabels.updateFailed), err);
    }
  };

  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  const d = info.data;
  if (!d) return <DotLoading />;
  const choices = (agents.data ?? []).filter((a) => a.value !== supplier.id && a.value !== d.agent?.id);
  return (
    <>
      <h2 className={list.sheetTitle}>{t({ id: 'agents.titles.agentTeam', message: `Agent and team of ${who}` })}</h2>
      <FactList
        rows={[
          [
            t({ id: 'agents.fields.isAgent', message: 'Supplier agent' }),
            <Switch
              aria-label={t({ id: 'agents.fields.isAgent', message: 'Supplier agent' })}
              checked={d.isAgent}
              loading={setAgent.isPending}
              onChange={(on) =>
                void run(
                  on
                    ? t({
                        id: 'agents.texts.makeAgentConfirm',
                        message: `Make ${who} a supplier agent? It manages the suppliers of its team.`,
                      })
                    : t({ id: 'agents.texts.clearAgentConfirm', message: `${who} stops being an agent?` }),
                  () => setAgent.mutateAsync({ userId: supplier.id, isAgent: on }),
                )
              }
            />,
          ],
          [t({ id: 'agents.fields.teamSize', message: 'Team members' }), String(d.teamSize)],
          [
            t({ id: 'agents.fields.agent', message: 'In the team of' }),
            <span data-testid="agent-of">{d.agent ? `${d.agent.account} (${d.agent.nickname})` : '—'}</span>,
          ],
        ]}
      />
      {!d.isAgent && (
        <>
          <p className={list.sheetIntro}>{t({ id: 'agents.texts.moveIntro', message: 'Move into the team of:' })}</p>
          {choices.length ? (
            <Selector<number>
              className={styles.types}
              columns={2}
              options={choices.map((a) => ({ value: a.value, label: a.account }))}
              value={target === null ? [] : [target]}
              onChange={(v) => setTarget(v[0] ?? null)}
            />
          ) : (
            <p>{t({ id: 'agents.texts.noAgents', message: 'No other agent to move to' })}</p>
          )}
          <div className={list.sheetButtons}>
            <Button
              block
              size="large"
              color="primary"
              className={list.button}
              disabled={target === null}
              loading={setTeam.isPending}
              onClick={() => {
                const agent = choices.find((a) => a.value === target);
                if (agent)
                  void run(
                    t({ id: 'agents.texts.moveConfirm', message: `Move ${who} into the team of ${agent.account}?` }),
                    () => setTeam.mutateAsync({ userId: supplier.id, agentId: agent.value }),
                  );
              }}
            >
              {t({ id: 'agents.buttons.move', message: 'Move' })}
            </Button>
            {d.agent && (
              <Button
                block
                size="large"
                color="danger"
                fill="outline"
                className={list.button}
                onClick={() =>
                  void run(t({ id: 'agents.texts.leaveConfirm', message: `Take ${who} out of its team?` }), () =>
                    setTeam.mutateAsync({ userId: supplier.id, agentId: null }),
                  )
                }
              >
                {t({ id: 'agents.buttons.leaveTeam', message: 'Take out of team' })}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}
