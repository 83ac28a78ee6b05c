import type { Role } from '../../contract/index.ts';
import { allows } from './expand.ts';
import { appRoutes } from './table/index.ts';
import type { AppRoute } from './types.ts';

/** Routes open without a session (spec 2.1). */
export const publicPaths = ['/login', '/googleVerify', '/401', '/404', '/500'] as const;

const byPath = new Map(appRoutes.map((r) => [r.path, r]));

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function findRoute(path: string): AppRoute | undefined {
  return byPath.get(normalize(path));
}

export type GuardDecision =
  | { kind: 'allow'; route: AppRoute | undefined }
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

/**
 * Spec 4 and 6: no session leads to /login; a session on /login leads home; a role not allowed on
 * the route goes to /401; an unknown path is a 404. `role` is undefined when signed out.
 */
export function decide(path: string, role: Role | undefined): GuardDecision {
  const p = normalize(path);
  const isPublic = (publicPaths as readonly string[]).includes(p);
  if (p === '/login' || p === '/googleVerify') return role ? { kind: 'home' } : { kind: 'allow', route: undefined };
  if (isPublic) return { kind: 'allow', route: undefined };
  if (!role) return { kind: 'login' };
  if (p === '/') return { kind: 'home' };
  const route = findRoute(p);
  if (!route) return { kind: 'notFound' };
  return allows(route, role) ? { kind: 'allow', route } : { kind: 'forbidden' };
}
