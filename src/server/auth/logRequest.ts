import type { FastifyRequest } from 'fastify';
import { redactUrl } from './redactUrl';

/** Fastify's request log fields, with the secrets in the URL replaced (see redactUrl). */
export function logRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
