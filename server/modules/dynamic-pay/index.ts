// Dynamic pay (decision 078): the routes, and what the orders module uses to build a new
// collection order's payment instructions with its product's active pay script.
export { orderPayInstructions, recordedPayInstructions } from './order-pay.ts';
export { dynamicPayRoutes } from './routes.ts';
export { sharedSandboxPool } from './sandbox-pool.ts';
