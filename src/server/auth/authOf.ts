import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { AuthContext } from '../types';

/**
 * The caller of an authenticated route. The auth plugin has already refused a request without a
 * session before any such handler runs; this says so in the types instead of a `!`, and refuses
 * with 401 should a route ever be mounted without that protection.
 */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('NOT_SIGNED_IN');
  return request.auth;
}
