/**
 * No route of its own: the merchant's batch upload button, which the app shell puts on the orders
 * page (src/app/routes/table.ts). Its own chunk, loaded with the page.
 */
export const orderUploadAction = {
  modules: ['order-upload/components/order-upload.tsx'],
  load: () => import('./components/order-upload.tsx').then((m) => m.OrderUploadAction),
};
