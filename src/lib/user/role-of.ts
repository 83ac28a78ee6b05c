import type { Role, UserInfo } from '../../contract/index.ts';

/** The API sends one role per account in `access` (product 3); the first one decides. */
export const roleOf = (user: Pick<UserInfo, 'access'>): Role | undefined => user.access[0];
