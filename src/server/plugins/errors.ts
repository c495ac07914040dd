import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import './console';
import { AppError } from '../../shared/errors';
import { describeValidation } from '../validation/describe';

/** Maps Fastify's own failures onto the catalogue, so nothing crosses the API as an ad-hoc error. */
function toAppError(err: FastifyError, limit: number): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err.validation) {
    const first = describeValidation(err.validation, err.validationContext);
    return new AppError('INVALID_FIELD', { field: first.field, reason: first.reason }, { field: first.field });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('BODY_TOO_LARGE', { limit: `${Math.round(limit / 1024)} KiB` });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (err instanceof SyntaxError) return new AppError('BAD_JSON');
  // Any other refusal Fastify makes of what a client sent (a malformed URL...) is the client's error, never a 500.
  const clientFault = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500;
  if (clientFault && err.code.startsWith('FST_')) return new AppError('BAD_REQUEST');
  return undefined;
}

/**
 * Fastify answers a malformed URL (bad percent-encoding) itself, before any route or error
 * handler: this `frameworkErrors` option gives that answer the catalogue's shape too.
 */
export function frameworkErrorReply(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = err.statusCode !== undefined && err.statusCode < 500 ? new AppError('BAD_REQUEST') : new AppError('INTERNAL');
  void reply.status(known.status).send(known.toBody());
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const known = toAppError(err, app.config.bodyLimit);
    if (known) {
      if (known.status >= 500) request.log.error({ err }, known.message);
      return reply.status(known.status).send(known.toBody());
    }
    // Never leak stacks or SQL: log the detail, answer with the catalogue's message.
    request.log.error({ err }, 'unhandled error');
    const internal = new AppError('INTERNAL');
    return reply.status(internal.status).send(internal.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the console (deep links, reloads) get the SPA's index.html.
    if (app.consoleIndex && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return app.consoleIndex(request, reply);
    }
    const err = new AppError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.replace(/\?.*$/s, '') });
    return reply.status(err.status).send(err.toBody());
  });
});
