// The IP whitelist: the in-memory rule set the app factory hands to server/http, and its routes.
export { createIpRuleSet } from './rule-set.ts';
export { ipRuleRoutes } from './routes.ts';
