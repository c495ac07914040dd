import { isClientArea } from '../../shared/areas';
import { AppError } from '../../shared/errors';
import type { Area, AuthContext, RoleFlags, RoleName } from '../types';

/** docs/product.md §6: entity and page roles come from the website, form and people roles from the client. */
export function rolesFor(auth: AuthContext, area: Area, websiteId: number | null): RoleFlags | undefined {
  if (isClientArea(area)) return auth.clientRoles[area];
  if (websiteId !== null) return auth.websiteRoles.get(websiteId)?.[area];
  // A client-wide entity kind (course categories) is governed by the user's roles on any website.
  const all = [...auth.websiteRoles.values()].map((r) => r[area]);
  return {
    isViewer: all.some((r) => r?.isViewer),
    isMaker: all.some((r) => r?.isMaker),
    isChecker: all.some((r) => r?.isChecker),
  };
}

export function hasRole(auth: AuthContext, area: Area, role: RoleName, websiteId: number | null): boolean {
  const flags = rolesFor(auth, area, websiteId);
  if (!flags) return false;
  // Anyone who may write or publish may also read what they act on.
  if (role === 'viewer') return flags.isViewer || flags.isMaker || flags.isChecker;
  return role === 'maker' ? flags.isMaker : flags.isChecker;
}

export function requireRole(auth: AuthContext, area: Area, role: RoleName, websiteId: number | null): void {
  if (!hasRole(auth, area, role, websiteId)) {
    throw new AppError('FORBIDDEN_ROLE', { role, area: area.toLowerCase() });
  }
}
