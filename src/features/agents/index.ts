/** What the supplier list (src/features/accounts) mounts for staff: a supplier's agent flag and team. */
export { AgentTeamSheet } from './components/agent-team-sheet.tsx';
export { AgentTeamButton } from './components/agent-team-button.tsx';

/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadAgentsPage = () => import('./components/agents-page.tsx').then((m) => m.AgentsPage);
