// The live bus other modules publish to (orders) or listen on (push), and who may see an order.
export { busFor, publishOrderCreated, type LiveEvent } from './bus.ts';
export { maySeeOrder } from './hub.ts';
