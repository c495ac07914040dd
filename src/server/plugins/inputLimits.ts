import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { badStringAt, jsonDepthOver } from './inputScan';

/** Deepest nesting of objects and arrays a JSON body may have; declarations nest three or four levels. */
export const MAX_JSON_DEPTH = 64;

const refuse = (field: string, where: string) => new AppError('BAD_CHARACTER', { field: `${where} ${field}`.trim() }, { field });

/** Query values that carry JSON (filters) are judged by what they decode to, as the handler will read them. */
function decodedJson(value: string): unknown {
  const text = value.trimStart();
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  if (jsonDepthOver(text, MAX_JSON_DEPTH)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function checkRequestParts(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  const queryBad = badStringAt(query ?? {});
  if (queryBad !== null) throw refuse(queryBad, 'Query parameter');
  for (const [name, value] of Object.entries(query ?? {})) {
    const nested = typeof value === 'string' ? badStringAt(decodedJson(value)) : null;
    if (nested !== null) throw refuse(name, 'Query parameter');
  }
  const paramsBad = badStringAt(request.params ?? {});
  if (paramsBad !== null) throw refuse(paramsBad, 'Path parameter');
  const headersBad = badStringAt(request.headers);
  if (headersBad !== null) throw refuse(headersBad, 'Header');
}

/**
 * Hostile input never reaches a handler or the database (where NUL or a lone surrogate in JSONB,
 * or a stack overflow on deep JSON, would be a 500): JSON bodies are parsed here with a nesting
 * limit and a check of every string and key; query, path and header values are checked before
 * validation. Each refusal is a 400 naming the field or parameter.
 */
export const inputLimitsPlugin = fp(async (app: FastifyInstance) => {
  // Fastify's own parser keeps its __proto__ / constructor poisoning protection.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
      done(new AppError('JSON_TOO_DEEP', { limit: MAX_JSON_DEPTH }), undefined);
      return;
    }
    void parseJson(request, text, (err, parsed: unknown) => {
      if (err) return done(err, undefined);
      const bad = badStringAt(parsed);
      if (bad !== null) return done(refuse(bad === '' ? 'body' : bad, 'Field'), undefined);
      done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => checkRequestParts(request));
});
