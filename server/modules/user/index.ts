// What other modules use of users and sessions: who is calling (the app factory hands the
// authenticator to server/http), the Google code check, team scope, user lookups and the session
// and password helpers. Routes and the repository stay inside.
export { requireGoogleCode, type GoogleSwitch } from './require-google-code.ts';
export { liftPauses, resetSecondFactorOf } from './second-factor-admin.ts';
export { assertCanAssign, assertCanManage } from './manage.ts';
export { hashPassword } from './passwords.ts';
export {
  authenticate,
  authenticateTokenHash,
  endUserSessions,
  hashToken,
  requestToken,
  sessionAuthenticator,
} from './sessions.ts';
export { assertAgent, assertTeamMember, isTeamMember } from './team-scope.ts';
export { auditView, findUserByAccount, findUserById, updateUser, type UserRow } from './users.ts';
export { balancesOf } from './account-info.ts';
export { createSuperAdmin, FirstAdminRefused, hasSuperAdmin } from './first-admin.ts';
