// What other modules use of orders: creating one, paying one, its states, scope and statistics
// rules, and the order row type. Routes and the repository stay inside.
export { authenticateMerchant, createOrder } from './create.ts';
export { statisticsTimeZone } from './figures.ts';
export { lockOrderByCode, type OrderRecord } from './order-lock.ts';
export { markPaid } from './payment.ts';
export { orderRecordColumns } from './order-columns.ts';
export { orderScope } from './scope.ts';
export { openOrderStatuses, reservingStatuses, transition } from './state-machine.ts';
export { assertStatisticsShown } from './statistics.ts';
export { driveTestOrder } from './test-drive.ts';
export { figuresAs, findOrderAs, supplierOfOrder } from './owner-queries.ts';
export { findOrdersByNumber } from './number-search.ts';
