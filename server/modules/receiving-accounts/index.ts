// Resource accounts as other modules list them (an agent's view of a team member's accounts).
export { resourcePage } from './list.ts';
// Accounts by their number, for the header search (search).
export { findResourcesByNumber } from './number-search.ts';
