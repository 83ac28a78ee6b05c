import { msg } from '@lingui/core/macro';

/**
 * Product 8's "fetch failed" texts, each naming what could not be read: the title of the failure
 * box above the server's own words, so a person knows which part of the page is missing.
 */
export const fetchFailed = {
  payoutCount: msg({ id: 'fetchFailed.payoutCount', message: 'Fetching the payout orders and their count failed' }),
  orderList: msg({ id: 'fetchFailed.orderList', message: 'Fetching the order list failed' }),
  batchList: msg({ id: 'fetchFailed.batchList', message: 'Fetching the batch list failed' }),
  resources: msg({ id: 'fetchFailed.resources', message: 'Fetching the receiving accounts failed' }),
  templates: msg({ id: 'fetchFailed.templates', message: 'Fetching the templates failed' }),
  monitorScripts: msg({ id: 'fetchFailed.monitorScripts', message: 'Fetching the monitoring scripts failed' }),
  channels: msg({ id: 'fetchFailed.channels', message: 'Fetching the channels failed' }),
  merchants: msg({ id: 'fetchFailed.merchants', message: 'Fetching the merchants failed' }),
  suppliers: msg({ id: 'fetchFailed.suppliers', message: 'Fetching the suppliers failed' }),
};
