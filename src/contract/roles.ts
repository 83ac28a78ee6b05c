/** The roles of spec section 6, spelled as the API sends them in `access`. */
export const roles = [
  'superAdmin',
  'admin',
  'supplier',
  'merchant',
  'customerService',
  'technicalMaintenance',
  'technicalSupport',
] as const;

export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Staff work for the platform; the others are its customers. */
export const staffRoles: readonly Role[] = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'technicalSupport',
];

export function isStaff(role: Role): boolean {
  return staffRoles.includes(role);
}
