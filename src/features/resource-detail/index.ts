/** The resource detail dialog (product 2.9), for every screen that shows a receiving account. */
export { ResourceDetailDialog } from './components/resource-detail-dialog.tsx';
export { monitorStateColor, monitorStateLabels } from './monitor-states.ts';

/** Keys of the detail and of the receiving-account lists a switch refreshes. */
export { receivingAccountsRoot, resourceDetailKeys } from './api/keys.ts';
