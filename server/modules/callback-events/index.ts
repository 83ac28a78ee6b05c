// The outbox of merchant callbacks: the state machines of orders and payouts record an event in
// the transaction of the move; the callback job (server/modules/order-callbacks) delivers it.
export { enqueueEvent } from './enqueue.ts';
export { claimDueEvents, latestEvent, lockEvent, updateEvent, type EventRecord } from './repository.ts';
