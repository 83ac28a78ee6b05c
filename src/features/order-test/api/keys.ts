/** Query keys of the API test pages. */
export const orderTestKeys = {
  all: ['orderTest'] as const,
  products: (merchantId: number | 'own') => [...orderTestKeys.all, 'products', merchantId] as const,
  merchants: () => [...orderTestKeys.all, 'merchants'] as const,
};
