import type { AdminUser } from '../../../contract/index.ts';

export type UserAction = 'edit' | 'delete' | 'restore' | 'resetPayPassword' | 'unlockSignIn' | 'resetSecondFactor';

/** What may be done to an account the caller manages, in the detail's order: a deleted one can only be restored. */
export const userActionsFor = (row: AdminUser, canManage: boolean): UserAction[] =>
  !canManage
    ? []
    : row.status === 'deleted'
      ? ['restore']
      : ['edit', 'resetPayPassword', 'unlockSignIn', 'resetSecondFactor', 'delete'];
