import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieNames } from '../../shared/rules/cookieNames';
import type { AuthContext } from '../types';
import { resolveSession } from './sessions';

/**
 * The session of a request outside /api (file links, previews), which the auth plugin leaves
 * alone: the auth cookie, or a bearer token for API clients. `presented` tells "no credentials"
 * (401 sign in) from "credentials that no longer work" (401 session ended).
 */
export async function requestSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ presented: boolean; auth: AuthContext | null }> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const cookie = request.cookies?.[cookieNames(app.config.production).auth];
  const token = bearer ?? cookie;
  if (!token) return { presented: false, auth: null };
  return { presented: true, auth: await resolveSession(app.database.db, app.config, token, bearer ? 'bearer' : 'cookie') };
}
