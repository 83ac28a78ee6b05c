import type { Role } from '../../contract/index.ts';
import type { AppRoute, RouteDecl, VariantDecl } from './types.ts';

export const defaultAccess: readonly Role[] = ['superAdmin', 'admin'];
/** Product 2: the /customerService variant is for customerService and technicalMaintenance. */
export const customerServiceAccess: readonly Role[] = ['customerService', 'technicalMaintenance'];
/** Product 2: the /readonly variant is for technicalMaintenance on superAdmin-only pages. */
export const readonlyAccess: readonly Role[] = ['technicalMaintenance'];

function base(decl: RouteDecl): AppRoute {
  return {
    name: decl.name,
    variant: 'default',
    path: decl.path,
    title: decl.title,
    access: decl.access ?? defaultAccess,
    readOnly: false,
    group: decl.group,
    hidden: decl.hidden ?? false,
    cache: decl.cache ?? true,
    confirmClose: decl.confirmClose ?? false,
    ...(decl.guard ? { guard: decl.guard } : {}),
    view: decl.view,
  };
}

function derive(decl: RouteDecl, variant: VariantDecl): AppRoute {
  const parent = base(decl);
  if (variant === 'customerService' || variant === 'readonly') {
    const roles = variant === 'customerService' ? customerServiceAccess : readonlyAccess;
    const extra = decl.extraVariantRoles?.[variant] ?? [];
    return { ...parent, variant, path: `${decl.path}/${variant}`, access: [...roles, ...extra], readOnly: true };
  }
  return {
    ...parent,
    variant: variant.key,
    path: variant.path,
    access: variant.access,
    readOnly: variant.key === 'customerService' || variant.key === 'readonly',
    title: variant.title ?? decl.title,
    ...(variant.guard ? { guard: variant.guard } : {}),
    view: variant.page ?? decl.view,
  };
}

/** Every route of the app: each declaration's default route, then its derived variants. */
export function expandRoutes(decls: readonly RouteDecl[]): AppRoute[] {
  return decls.flatMap((d) => [base(d), ...(d.variants ?? []).map((v) => derive(d, v))]);
}

export function allows(route: Pick<AppRoute, 'access'>, role: Role): boolean {
  return route.access === 'anyUser' || route.access.includes(role);
}
