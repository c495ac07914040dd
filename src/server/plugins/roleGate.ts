import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AREAS, isClientArea } from '../../shared/areas';
import { AppError } from '../../shared/errors';
import { hasRole } from '../resources/permissions';
import type { Area, AuthContext, RoleName } from '../types';

/**
 * The role a write route needs, declared on the route (`config.gate`) so that a caller without it
 * gets 403 before anything of the request is looked at — a viewer's malformed import is a 403, not a
 * 400 that tells them how to shape it. The handler still checks the exact website and area.
 */
export interface RoleGate {
  /** Any of these roles will do (withdraw: a maker, or a checker). */
  roles?: readonly Exclude<RoleName, 'viewer'>[];
  /** Owners of the client only (team, audit). */
  owner?: boolean;
  /** The area, when the route knows it: fixed (a kind's route) or read from the raw query or body. */
  area?: Area | ((input: Record<string, unknown>) => Area | undefined);
}

type Roles = readonly Exclude<RoleName, 'viewer'>[];

declare module 'fastify' {
  interface FastifyContextConfig {
    gate?: RoleGate;
  }
}

const bag = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A website id as sent, if it is one; anything else is left for validation to name. */
function websiteOf(input: Record<string, unknown>): number | undefined {
  const n = Number(input.website_id);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function areaOf(gate: RoleGate, input: Record<string, unknown>): Area | undefined {
  return typeof gate.area === 'function' ? gate.area(input) : gate.area;
}

/** Whether the caller holds one of the roles in the area (on some website for website areas), or in any area. */
function holdsSomewhere(auth: AuthContext, roles: Roles, area: Area | undefined): boolean {
  const areas: Area[] = area ? [area] : AREAS.map((a) => a.name);
  // Without a website, a website area's roles are those held on any of the caller's websites.
  return areas.some((a) => roles.some((role) => hasRole(auth, a, role, null)));
}

function refuse(roles: Roles, area: Area | undefined): never {
  throw new AppError('FORBIDDEN_ROLE', { role: roles.join(' or '), area: area?.toLowerCase() ?? 'any area' });
}

/** onRequest: the query only (the body is not read yet); preValidation: the parsed, unvalidated body too. */
export const roleGatePlugin = fp(async (app: FastifyInstance) => {
  const check = (request: FastifyRequest, withBody: boolean) => {
    const gate = request.routeOptions.config?.gate;
    const auth = request.auth;
    if (!gate || !auth) return;
    if (gate.owner && !auth.owner) throw new AppError('FORBIDDEN_OWNER');
    const roles = gate.roles;
    if (!roles) return;
    const input = { ...(withBody ? bag(request.body) : {}), ...bag(request.query) };
    const area = areaOf(gate, input);
    if (!holdsSomewhere(auth, roles, area)) refuse(roles, area);
    const site = websiteOf(input);
    if (area && !isClientArea(area) && site !== undefined && !roles.some((role) => hasRole(auth, area, role, site))) refuse(roles, area);
  };
  app.addHook('onRequest', async (request) => check(request, false));
  app.addHook('preValidation', async (request) => check(request, true));
});
