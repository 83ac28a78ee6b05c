/** Order keys, labels and mark options other screens share (batch upload, statistics filters, profile figures, web record matches). */
export { useMarkOptions, useProductOptions } from './api/get-order-options.ts';
export { peopleOptions, productOptions } from './pick-options.ts';
export { orderKeys } from './api/keys.ts';
export { formatDuration } from './duration.ts';
export { markLabels, orderTypeLabels } from './labels.ts';

/** The supplier's queue (home links to the order list with it, counts it and keeps it for offline). */
export { supplementQueueFilter } from './filters.ts';
export { supplementQueueListOptions } from './api/get-orders.ts';
