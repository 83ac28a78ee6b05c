/** Query keys of the resource detail; the switch invalidates `all` and the account lists. */
export const resourceDetailKeys = {
  all: ['resourceDetail'] as const,
  detail: (resourceId: number, productId: number) =>
    [...resourceDetailKeys.all, 'detail', resourceId, productId] as const,
  stats: (supplierId: number, productId: number) =>
    [...resourceDetailKeys.all, 'stats', supplierId, productId] as const,
};

/** Root key of the receiving-account lists (src/features/receiving-accounts), refreshed after a switch. */
export const receivingAccountsRoot = ['receivingAccounts'] as const;
