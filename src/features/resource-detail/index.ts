/** The resource detail dialog (spec 2.9), for every screen that shows a receiving account. */
export { ResourceDetailDialog } from './components/resource-detail-dialog.tsx';
export { monitorStateColor, monitorStateLabels } from './monitor-states.ts';

/** What other features and the app shell use from this one. */
export { receivingAccountsRoot, resourceDetailKeys } from './api/keys.ts';
