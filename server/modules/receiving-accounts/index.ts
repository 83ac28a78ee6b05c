// Resource accounts as other modules list them (an agent's view of a team member's accounts).
export { resourcePage } from './list.ts';
