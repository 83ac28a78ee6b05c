/** Query keys of the personal center; every profile mutation invalidates `all`. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  boundUsers: () => [...profileKeys.all, 'boundUsers'] as const,
  balances: () => [...profileKeys.all, 'balances'] as const,
  ipWhitelist: () => [...profileKeys.all, 'ipWhitelist'] as const,
};
