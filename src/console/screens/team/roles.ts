/** The three roles of docs/product.md §6. */
export type RoleName = 'viewer' | 'maker' | 'checker';

type AreaRoles = Partial<Record<string, RoleName[]>>;

/** A user's roles as the team API speaks them: per website (ENTITY, PAGE) and per client (FORM, SPEAKERS). */
export interface Roles {
  websites: Record<string, AreaRoles>;
  client: AreaRoles;
}

export const ROLE_NAMES: readonly RoleName[] = ['viewer', 'maker', 'checker'];

export const noRoles = (): Roles => ({ websites: {}, client: {} });

/** Whether a role is held where the cell points (a website's area, or a client area when `site` is null). */
export function holds(roles: Roles, site: string | null, area: string, role: RoleName): boolean {
  const where = site === null ? roles.client : roles.websites[site];
  return where?.[area]?.includes(role) === true;
}

/** The roles with one cell turned on or off; pure, so the form keeps the old value until it is set. */
export function withRole(roles: Roles, site: string | null, area: string, role: RoleName, on: boolean): Roles {
  const where = { ...(site === null ? roles.client : (roles.websites[site] ?? {})) };
  const now = new Set(where[area] ?? []);
  if (on) now.add(role);
  else now.delete(role);
  where[area] = ROLE_NAMES.filter((r) => now.has(r));
  return site === null ? { ...roles, client: where } : { ...roles, websites: { ...roles.websites, [site]: where } };
}
