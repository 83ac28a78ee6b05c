/** The merchant's order batch upload; the orders route puts it on the orders page (src/app/routes/pages.tsx). */
export const loadOrderUploadAction = () => import('./components/order-upload.tsx').then((m) => m.OrderUploadAction);
