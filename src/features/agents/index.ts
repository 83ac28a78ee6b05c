/** What the supplier list (src/features/accounts) mounts for staff: a supplier's agent flag and team. */
export { AgentTeamSheet } from './components/agent-team-sheet.tsx';
export { AgentTeamButton } from './components/agent-team-button.tsx';
