import type { Role } from '../../contract/index.ts';
import { allows } from './expand.ts';
import type { AppRoute } from './types.ts';

/** Routes open without a session (product 2.1). */
export const publicPaths = ['/login', '/googleVerify', '/401', '/404', '/500'] as const;

/** Each table's routes by path, built once a table (the app has one; tests may build others). */
const indexes = new WeakMap<readonly AppRoute[], Map<string, AppRoute>>();

function byPath(routes: readonly AppRoute[]): Map<string, AppRoute> {
  let index = indexes.get(routes);
  if (!index) {
    index = new Map(routes.map((r) => [r.path, r]));
    indexes.set(routes, index);
  }
  return index;
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function findRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  return byPath(routes).get(normalize(path));
}

export type GuardDecision =
  | { kind: 'allow'; route: AppRoute | undefined }
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

/**
 * Product 4 and 6: no session leads to /login; a session on /login leads home; a role not allowed on
 * the route goes to /401; an unknown path is a 404. `role` is undefined when signed out.
 */
export function decide(routes: readonly AppRoute[], path: string, role: Role | undefined): GuardDecision {
  const p = normalize(path);
  const isPublic = (publicPaths as readonly string[]).includes(p);
  if (p === '/login' || p === '/googleVerify') return role ? { kind: 'home' } : { kind: 'allow', route: undefined };
  if (isPublic) return { kind: 'allow', route: undefined };
  if (!role) return { kind: 'login' };
  if (p === '/') return { kind: 'home' };
  const route = findRoute(routes, p);
  if (!route) return { kind: 'notFound' };
  return allows(route, role) ? { kind: 'allow', route } : { kind: 'forbidden' };
}
