import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { AuthContext } from '../types';

function idParam(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) {
    throw new AppError('INVALID_QUERY', { field, reason: 'must be a positive whole number.' }, { field });
  }
  return n;
}

/** Throws 403 unless the caller belongs to the client and website named by the request. */
export function checkTenancy(auth: AuthContext, clientId?: number, websiteId?: number): void {
  if (clientId !== undefined && clientId !== auth.clientId) {
    throw new AppError('FORBIDDEN_CLIENT', { client_id: clientId });
  }
  if (websiteId !== undefined && !auth.websiteRoles.has(websiteId)) {
    throw new AppError('FORBIDDEN_WEBSITE', { website_id: websiteId });
  }
}

function fromObject(source: unknown): { client?: unknown; website?: unknown } {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  const o = source as Record<string, unknown>;
  return { client: o.client_id, website: o.website_id };
}

/**
 * Runs on every authenticated route before validation, whatever the route: a client_id or website_id
 * in the query or the body that is not the caller's gets 403 before anything else is looked at.
 */
export const tenancyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth || !request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    for (const source of [request.query, request.body]) {
      const { client, website } = fromObject(source);
      checkTenancy(auth, idParam(client, 'client_id'), idParam(website, 'website_id'));
    }
  });
});
