import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { cookieNames } from '../../shared/rules/cookieNames';
import { resolveSession } from '../auth/sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Every /api route needs a session unless it says `config: { public: true }`: secure by default.
 * Cookie-authenticated changes must carry client_request_url, which a cross-site form cannot set.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  const names = cookieNames(app.config.production);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    // The delivery API takes website tokens, not sessions (src/server/delivery/routes.ts).
    if (request.routeOptions.config?.delivery) return;
    const bearer = bearerToken(request);
    const cookieToken = request.cookies[names.auth];
    const token = bearer ?? cookieToken;
    const isPublic = request.routeOptions.config?.public === true;
    if (token) {
      request.auth = await resolveSession(app.database.db, app.config, token, bearer ? 'bearer' : 'cookie');
    }
    if (isPublic) return;
    if (!token) throw new AppError('NOT_SIGNED_IN');
    if (!request.auth) throw new AppError('SESSION_EXPIRED');
    if (request.auth.via === 'cookie' && !SAFE_METHODS.has(request.method) && !request.headers.client_request_url) {
      throw new AppError('CSRF_HEADER_MISSING');
    }
  });
});
