// The account actions an agent runs on its team members (agents) through the same rules as staff.
export { forceLogoutUser, setAcceptOrders, setFrozen } from './actions.ts';
export { addSubAccount } from './create.ts';
export { managedAccount } from './target.ts';
